/**
 * The CSV import's check (docs/product/operations.md#csv-import), pure so it is tested without a
 * browser: the columns, each cell turned into the import record the server takes (dates DD/MM/YYYY
 * HH:mm, decimal commas, SIM/NAO with or without accents), then the domain's row rules — the same
 * the server runs.
 */
import {
  type ResultadoImportacao,
  type TipoLista,
  type TRegistroImportacao,
  validarImportacao,
} from '@patio/domain';

export const COLUNAS_CSV = [
  'ITEM',
  'LOTE',
  'GRUPO',
  'MATERIAL',
  'DATA_HORA',
  'TURNO',
  'RESFRIADA',
  'PESO',
  'ESPESSURA',
  'LARGURA',
  'PROCESSO',
  'FLUXO',
  'LEGE',
] as const;

export type LinhaCsv = Record<string, string | undefined>;

/** ' Data Hora ' and 'data_hora' both name DATA_HORA; accents and case do not matter. */
export function normalizarCabecalho(nome: string): string {
  return semAcentos(nome)
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
}

// A Latin-1 file read as UTF-8 turns 'Ã' into U+FFFD; in SIM/NAO it can only have been 'A'.
function semAcentos(v: string): string {
  return v
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\uFFFD/g, 'A');
}

const texto = (v: string | undefined) => (v ?? '').trim();
const opcional = (v: string | undefined) => texto(v) || null;

function simNao(v: string | undefined): boolean | string | undefined {
  const t = semAcentos(texto(v)).toUpperCase();
  if (t === '') return undefined;
  if (t === 'SIM') return true;
  if (t === 'NAO') return false;
  return texto(v);
}

function numero(v: string | undefined): number | string | null {
  const t = texto(v);
  if (t === '') return null;
  return /^\d+([.,]\d+)?$/.test(t) ? Number(t.replace(',', '.')) : t;
}

const DATA_HORA = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})(?::\d{2})?$/;
const dois = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY HH:mm → YYYY-MM-DDTHH:mm; anything else (31/02 too) stays as typed, to be named. */
function dataHora(v: string | undefined): string {
  const t = texto(v);
  const m = DATA_HORA.exec(t);
  if (!m) return t;
  const [d, mo, y, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const data = new Date(Date.UTC(y, mo - 1, d));
  const existe = data.getUTCMonth() === mo - 1 && data.getUTCDate() === d && h < 24 && mi < 60;
  return existe ? `${y}-${dois(mo)}-${dois(d)}T${dois(h)}:${dois(mi)}` : t;
}

/** One CSV row as the import record (unconvertible cells pass through so the check names them). */
export function paraRegistro(l: LinhaCsv, tipo: TipoLista): Record<string, unknown> {
  const turno = texto(l.TURNO);
  return {
    item: texto(l.ITEM),
    lote: texto(l.LOTE),
    grupo: texto(l.GRUPO),
    material: texto(l.MATERIAL),
    laminacaoAt: dataHora(l.DATA_HORA),
    laminacaoTurno: /^\d{1,3}$/.test(turno) ? Number(turno) : turno,
    isResfriada: simNao(l.RESFRIADA),
    proximoProcesso: opcional(l.PROCESSO),
    fluxo: opcional(l.FLUXO),
    peso: numero(l.PESO),
    espessura: numero(l.ESPESSURA),
    largura: numero(l.LARGURA),
    // An empty LEGE is 'Nao' (the form's default); a typed value must be SIM or NAO.
    isLege: simNao(l.LEGE),
    tipo,
  };
}

export const MSG_CSV = {
  vazio: 'Erro ao importar arquivo',
  colunas: (faltam: string[]) => `Colunas obrigatórias ausentes no arquivo: ${faltam.join(', ')}.`,
} as const;

export type ResultadoCsv = ResultadoImportacao | { ok: false; indice: -1; mensagem: string };

/** The whole file: columns first, then every row in order; the first error stops it. */
export function validarCsv(
  campos: readonly string[],
  linhas: readonly LinhaCsv[],
  tipo: TipoLista,
): ResultadoCsv {
  if (linhas.length === 0) return { ok: false, indice: -1, mensagem: MSG_CSV.vazio };
  const faltam = COLUNAS_CSV.filter((c) => !campos.includes(c));
  if (faltam.length > 0) return { ok: false, indice: -1, mensagem: MSG_CSV.colunas(faltam) };
  return validarImportacao(linhas.map((l) => paraRegistro(l, tipo)));
}

export type { TRegistroImportacao };
