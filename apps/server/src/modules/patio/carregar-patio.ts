import type { BobinaAColocar, BobinaRemanejavel } from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** A coil's row with what the system knows of its departure (its open dispatch and list item). */
const CAMPOS = sql`b.id, b.endereco, b.largura, b.status, b.is_lege as "isLege",
  b.proximo_processo as "proximoProcesso", b.material,
  to_char(b.laminacao_at, 'YYYY-MM-DD"T"HH24:MI') as "laminacaoAt",
  d.identificacao as "despacho", db.sequencia as "despachoPosicao",
  l.tipo as "lista", l.sequencia as "listaPosicao"`;
const JUNCOES = sql`left join despacho_bobinas db on db.bobina_id = b.id and db.aberto
  left join despachos d on d.id = db.despacho_id
  left join listas l on l.bobina_id = b.id and not l.ticada`;

interface Linha {
  id: number | null;
  lote: string;
  /** An open instruction will lift it (its slot is an origin a crane is heading to). */
  comInstrucao: boolean;
  endereco: string | null;
  largura: number | null;
  status: string;
  isLege: boolean;
  proximoProcesso: string | null;
  material: string | null;
  laminacaoAt: string;
  despacho: string | null;
  despachoPosicao: number | null;
  lista: string | null;
  listaPosicao: number | null;
}

const sinais = (r: Linha) => ({
  proximoProcesso: r.proximoProcesso,
  material: r.material,
  laminacaoAt: r.laminacaoAt,
  despacho: r.despacho ? { identificacao: r.despacho, posicao: r.despachoPosicao ?? 1 } : null,
  lista: r.lista ? { tipo: r.lista, posicao: r.listaPosicao ?? 1 } : null,
});

const linhas = (r: unknown) => (r as { rows: Linha[] }).rows;

export interface SnapshotDoPatio {
  bobinas: BobinaRemanejavel[];
  /** Destinations promised to open instructions. */
  prometidos: string[];
  /** Slots of the coils an open instruction will lift, and those coils' ids. */
  saindo: string[];
  comInstrucao: Set<number>;
}

/** Field and record separators of the packed snapshot: never in a field (texts go as JSON). */
export const CAMPO = '\x1f';
export const REGISTRO = '\x1e';

/**
 * Every coil holding a slot packed into one text value, fields in the order read below.
 * A full 92-group yard is 11 000 rows: as rows, decoding them cost PGlite ten times more than
 * the query itself (docs/advisor.md, "Latency"); as one value the load is a few milliseconds.
 * Free texts (lot, next process, dispatch, material) go through to_json, which escapes control
 * characters, so no separator can appear inside a field. The last field says whether an open
 * instruction will lift the coil (docs/relocation.md). Separators are literals and flags are
 * casts, not function calls, and the list kind (a checked code) is not escaped: per row, in
 * PGlite's WASM, each call counts (docs/performance-notes.md).
 */
const S = sql.raw(`E'\\x1f'`);
const EMPACOTADO = sql`string_agg(concat(b.id, ${S}, b.endereco, ${S}, b.largura, ${S},
  b.status, ${S}, to_json(b.proximo_processo), ${S},
  b.laminacao_at::text, ${S}, to_json(d.identificacao), ${S},
  db.sequencia, ${S}, l.tipo, ${S}, l.sequencia, ${S}, to_json(b.lote), ${S},
  b.is_lege::int, ${S}, (saindo.bobina_id is not null)::int, ${S}, to_json(b.material)),
  E'\\x1e')`;
/** The coils an open instruction will lift, joined once instead of probed per coil. */
const SAINDO = sql`left join (select distinct bobina_id from instrucoes
  where estado <> 'CONCLUIDA') saindo on saindo.bobina_id = b.id`;

/**
 * A JSON text field of the packed snapshot (empty = null). A string without escapes is its
 * text between the quotes; only one with a backslash needs the parser.
 */
export function texto(s: string | undefined): string | null {
  if (!s || s === 'null') return null;
  return s.includes('\\') ? (JSON.parse(s) as string) : s.slice(1, -1);
}

/**
 * `laminacao_at::text` → `YYYY-MM-DDTHH:MM`. The cast writes ISO as the DateStyle both
 * drivers already require to read timestamps; cheaper per row in PGlite than to_char.
 */
const minuto = (s: string | undefined) => (s ? `${s.slice(0, 10)}T${s.slice(11, 16)}` : '');

const numeroOuNulo = (s: string | undefined) => (s ? Number(s) : null);

/**
 * The advisor's snapshot in one round trip: every coil holding a slot, with its open dispatch
 * and position, open list item and whether an open instruction will lift it, and the
 * destinations that open instructions have promised.
 */
export async function carregarPatio(ex: Executor): Promise<SnapshotDoPatio> {
  const [r] = linhas(
    await ex.execute(sql`
      select (select ${EMPACOTADO} from bobinas b ${JUNCOES} ${SAINDO}
          where b.endereco is not null)
          as "bobinas",
        (select json_agg(destino) from instrucoes
          where estado <> 'CONCLUIDA' and destino is not null) as "prometidos"`),
  ) as unknown as { bobinas: string | null; prometidos: string[] | string | null }[];
  const snapshot: SnapshotDoPatio = {
    bobinas: [],
    prometidos: [],
    saindo: [],
    comInstrucao: new Set(),
  };
  for (const registro of r?.bobinas ? r.bobinas.split(REGISTRO) : []) {
    const [
      id,
      endereco = '',
      largura,
      status,
      processo,
      laminacao,
      despacho,
      dp,
      lista,
      lp,
      lote,
      lege,
      com,
      material,
    ] = registro.split(CAMPO);
    const identificacao = texto(despacho);
    const tipo = lista || null;
    const bobina: BobinaRemanejavel = {
      id: Number(id),
      lote: texto(lote) ?? '',
      endereco,
      largura: numeroOuNulo(largura),
      status: status ?? '',
      isLege: lege === '1',
      proximoProcesso: texto(processo),
      material: texto(material),
      laminacaoAt: minuto(laminacao),
      despacho: identificacao ? { identificacao, posicao: numeroOuNulo(dp) ?? 1 } : null,
      lista: tipo ? { tipo, posicao: numeroOuNulo(lp) ?? 1 } : null,
    };
    snapshot.bobinas.push(bobina);
    if (com === '1') {
      snapshot.saindo.push(endereco);
      snapshot.comInstrucao.add(bobina.id);
    }
  }
  // json: parsed by both drivers; as text only if a driver leaves it alone
  const p = r?.prometidos ?? [];
  snapshot.prometidos = typeof p === 'string' ? (JSON.parse(p) as string[]) : p;
  return snapshot;
}

/** One coil as the advisor places it, or null when it does not exist. */
export async function carregarBobinaAColocar(
  ex: Executor,
  id: number,
): Promise<(BobinaAColocar & { status: string }) | null> {
  const [r] = linhas(
    await ex.execute(sql`select ${CAMPOS}, b.lote from bobinas b ${JUNCOES} where b.id = ${id}`),
  );
  if (!r) return null;
  return {
    id: r.id ?? id,
    endereco: r.endereco,
    largura: r.largura,
    isLege: r.isLege,
    status: r.status,
    ...sinais(r),
  };
}
