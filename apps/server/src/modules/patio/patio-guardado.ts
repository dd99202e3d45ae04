import type { BobinaDoPatio } from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { linhas } from '../../lib/linhas.ts';
import { CAMPO, REGISTRO, texto } from './carregar-patio.ts';

/** What the advisor reads of the yard: its coils, and the slots open instructions promised. */
export interface PatioDoAdvisor {
  bobinas: BobinaDoPatio[];
  prometidos: string[];
}

interface Guardado {
  /** pg_current_snapshot() of the statement that read the coils. */
  snapshot: string;
  /** The coils table's file (a TRUNCATE or a restore makes a new one). */
  arquivo: string;
  /** Coils holding a slot when read. */
  n: number;
  bobinas: BobinaDoPatio[];
  porId: Map<number, BobinaDoPatio>;
}

const S = sql.raw(`E'\\x1f'`);

/**
 * The coils' own fields packed into one text value (docs/advisor.md, "Latency"): what changes
 * only when a coil row is written. Free texts through to_json (no separator inside a field).
 * In id order: the advisor samples a large yard at a fixed stride, so the same yard read
 * twice gives the same answer.
 */
const COILS = sql`(select string_agg(concat(b.id, ${S}, b.endereco, ${S}, b.largura, ${S},
  b.status, ${S}, to_json(b.proximo_processo), ${S}, b.laminacao_at::text, ${S},
  to_json(b.material)), E'\\x1e' order by b.id) from bobinas b where b.endereco is not null)`;

/**
 * What changes without a coil row being written, read on every call (a few rows): open
 * dispatch memberships and positions, open reserve-list items, destinations of open
 * instructions.
 */
const DINAMICO = sql`
  (select json_agg(json_build_array(db.bobina_id, d.identificacao, db.sequencia))
    from despacho_bobinas db join despachos d on d.id = db.despacho_id where db.aberto) as despachos,
  (select json_agg(json_build_array(l.bobina_id, l.tipo, l.sequencia))
    from listas l where not l.ticada and l.bobina_id is not null) as listas,
  (select json_agg(destino) from instrucoes
    where estado <> 'CONCLUIDA' and destino is not null) as prometidos`;

type Tripla = [number, string, number | null];

interface Dinamico {
  despachos: Tripla[] | string | null;
  listas: Tripla[] | string | null;
  prometidos: string[] | string | null;
}

/** json: parsed by both drivers; as text only if a driver leaves it alone. */
const json = <T>(v: T[] | string | null): T[] =>
  typeof v === 'string' ? JSON.parse(v) : (v ?? []);

function decodificar(empacotado: string | null): BobinaDoPatio[] {
  const out: BobinaDoPatio[] = [];
  for (const registro of empacotado ? empacotado.split(REGISTRO) : []) {
    const [id, endereco = '', largura, status, processo, laminacao, material] =
      registro.split(CAMPO);
    out.push({
      id: Number(id),
      endereco,
      largura: largura ? Number(largura) : null,
      status: status ?? '',
      proximoProcesso: texto(processo),
      material: texto(material),
      laminacaoAt: laminacao ? `${laminacao.slice(0, 10)}T${laminacao.slice(11, 16)}` : '',
      despacho: null,
      lista: null,
    });
  }
  return out;
}

/**
 * The advisor's snapshot, its coils kept between calls while no coil row changed — the exact
 * test of the kept map (docs/performance-notes.md, "The map kept between calls": every coil row
 * version carries its writer's xid, migration 0018): kept only if no row was written by a
 * transaction the reading statement's snapshot could not see, the yard holds as many coils,
 * and the table is the same file. Dispatch, list and instruction rows are read on every call.
 * On a full 92-group yard the coils were most of a call (11 000 of them, read and decoded);
 * checking that none changed is an index probe and a count.
 *
 * The coil objects returned are the kept ones, their dispatch and list set for this call:
 * use them before the next await (the advisor is synchronous).
 */
export function patioGuardado() {
  let guardado: Guardado | null = null;

  return async (db: Executor): Promise<PatioDoAdvisor> => {
    const g = guardado;
    let atual: Guardado;
    let dinamico: Dinamico;
    const [v] = g
      ? await linhas<Dinamico & { n: number; arquivo: string; mudou: boolean }>(
          db,
          sql`select (select count(*) from bobinas where endereco is not null)::int as n,
            pg_relation_filenode('bobinas')::text as arquivo,
            (select escrita_xid from bobinas
              where escrita_xid >= pg_snapshot_xmin(${g.snapshot}::pg_snapshot)
                and not pg_visible_in_snapshot(escrita_xid, ${g.snapshot}::pg_snapshot)
              order by escrita_xid desc limit 1) is not null as mudou,
            ${DINAMICO}`,
        )
      : [];
    if (g && v && !v.mudou && Number(v.n) === g.n && v.arquivo === g.arquivo) {
      atual = g;
      dinamico = v;
    } else {
      const [r] = await linhas<
        Dinamico & { snapshot: string; arquivo: string; coils: string | null }
      >(
        db,
        sql`select pg_current_snapshot()::text as snapshot,
          pg_relation_filenode('bobinas')::text as arquivo, ${COILS} as coils, ${DINAMICO}`,
      );
      const bobinas = decodificar(r?.coils ?? null);
      atual = {
        snapshot: r?.snapshot ?? '',
        arquivo: r?.arquivo ?? '',
        n: bobinas.length,
        bobinas,
        porId: new Map(bobinas.map((b) => [b.id, b])),
      };
      if (r) guardado = atual;
      dinamico = r ?? { despachos: null, listas: null, prometidos: null };
    }
    for (const b of atual.bobinas) {
      b.despacho = null;
      b.lista = null;
    }
    for (const [id, identificacao, posicao] of json(dinamico.despachos)) {
      const b = atual.porId.get(id);
      if (b) b.despacho = { identificacao, posicao: posicao ?? 1 };
    }
    for (const [id, tipo, posicao] of json(dinamico.listas)) {
      const b = atual.porId.get(id);
      if (b) b.lista = { tipo, posicao: posicao ?? 1 };
    }
    return { bobinas: atual.bobinas, prometidos: json(dinamico.prometidos) };
  };
}
