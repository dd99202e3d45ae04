/**
 * What a coil's data may be (docs/coil-data-rules.md): item, lot, lamination date and the three
 * measures. Server, forms and CSV import all run these; the looser `…Livre` forms are what a
 * record stored before the rules still passes, so it stays readable and editable.
 */
import { z } from 'zod';
import { MSG, zTexto } from './comum.ts';

export const TAMANHO_LOTE = 10;
/** One uppercase letter and five digits, the item the map's item filter looks for. */
export const ITEM_PATTERN = /^[A-Z]\d{5}$/;
/** A workstation's clock may run a little ahead of the server's (and a DST shift is an hour). */
export const TOLERANCIA_RELOGIO_MIN = 60;
export const LAMINACAO_MINIMA = '2000-01-01T00:00';

/** Plausible ranges for hot- and cold-rolled coils (docs/coil-data-rules.md says why). */
export const LIMITES_MEDIDAS = {
  peso: { min: 0.1, max: 50, unidade: 't', rotulo: 'O peso' },
  espessura: { min: 0.1, max: 30, unidade: 'mm', rotulo: 'A espessura' },
  largura: { min: 500, max: 2200, unidade: 'mm', rotulo: 'A largura' },
} as const;
export type Medida = keyof typeof LIMITES_MEDIDAS;

/** "entre 0,1 e 50 t": the range as operators read it. */
export function faixaDe(m: Medida): string {
  const l = LIMITES_MEDIDAS[m];
  return `entre ${l.min.toLocaleString('pt-BR')} e ${l.max.toLocaleString('pt-BR')} ${l.unidade}`;
}

export const MSG_DADOS = {
  numero: 'Informe um número',
  negativo: 'Não pode ser negativo',
  alto: 'Valor alto demais',
  dataInvalida: 'Data inválida',
  futuro: 'A data de laminação não pode estar no futuro',
  antiga: 'A data de laminação não pode ser anterior a 01/01/2000',
  faixa: (m: Medida) => `${LIMITES_MEDIDAS[m].rotulo} deve estar ${faixaDe(m)}`,
} as const;

/** The messages of a well-formed but implausible value (the import shows them as they are). */
export const MENSAGENS_DE_PLAUSIBILIDADE: ReadonlySet<string> = new Set([
  MSG_DADOS.futuro,
  MSG_DADOS.antiga,
  ...(Object.keys(LIMITES_MEDIDAS) as Medida[]).map(MSG_DADOS.faixa),
]);

export const zItem = z
  .string({ error: MSG.obrigatorio })
  .trim()
  .toUpperCase()
  .min(1, { error: MSG.obrigatorio, abort: true })
  .regex(ITEM_PATTERN, { error: MSG.formato });

export const zLote = z
  .string({ error: MSG.obrigatorio })
  .trim()
  .min(1, { error: MSG.obrigatorio, abort: true })
  .min(TAMANHO_LOTE, { error: MSG.min(TAMANHO_LOTE) })
  .max(TAMANHO_LOTE, { error: MSG.max(TAMANHO_LOTE) });

/** item and lote of a record that already exists: only as stored (they cannot change). */
export const zItemLivre = zTexto(50);
export const zLoteLivre = zTexto(50);

/** A measure as stored before the ranges: any non-negative number, or nothing. */
export const zMedidaLivre = z
  .number({ error: MSG_DADOS.numero })
  .min(0, { error: MSG_DADOS.negativo })
  .max(1_000_000, { error: MSG_DADOS.alto })
  .nullish()
  .transform((v) => v ?? null);

const zMedida = (m: Medida) =>
  zMedidaLivre.refine(
    (v) => v === null || (v >= LIMITES_MEDIDAS[m].min && v <= LIMITES_MEDIDAS[m].max),
    { error: MSG_DADOS.faixa(m) },
  );
export const zPeso = zMedida('peso');
export const zEspessura = zMedida('espessura');
export const zLargura = zMedida('largura');

export const LAMINACAO_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A `YYYY-MM-DDTHH:mm[:ss]` that names a real instant (no 30 February, no 25:00). */
export function dataValida(v: string): boolean {
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = (LAMINACAO_RE.exec(v) ?? [])
    .slice(1)
    .map((x) => Number(x ?? 0));
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years 0-99; a round trip catches 2024-02-30.
  date.setUTCFullYear(y, mo - 1, d);
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
}

const dois = (n: number) => String(n).padStart(2, '0');

/**
 * The latest lamination accepted now, as a wall-clock `YYYY-MM-DDTHH:mm` of whoever checks
 * (the browser's zone, the server process's TZ): the mill writes its own wall clock.
 */
export function laminacaoMaxima(agora = new Date()): string {
  const d = new Date(agora.getTime() + TOLERANCIA_RELOGIO_MIN * 60_000);
  return `${d.getFullYear()}-${dois(d.getMonth() + 1)}-${dois(d.getDate())}T${dois(d.getHours())}:${dois(d.getMinutes())}`;
}

/** A lamination date-time as stored before the rules: any real date. */
export const zLaminacaoAtLivre = z
  .string({ error: MSG.obrigatorio })
  .trim()
  .min(1, { error: MSG.obrigatorio, abort: true })
  .regex(LAMINACAO_RE, { error: MSG.formato, abort: true })
  .refine(dataValida, { error: MSG_DADOS.dataInvalida })
  .transform((v) => v.slice(0, 16));

/** Lamination date-time as the mill's wall clock, `YYYY-MM-DDTHH:mm` (seconds tolerated). */
export const zLaminacaoAt = zLaminacaoAtLivre
  .refine((v) => v >= LAMINACAO_MINIMA, { error: MSG_DADOS.antiga, abort: true })
  .refine((v) => v <= laminacaoMaxima(), { error: MSG_DADOS.futuro });

const REGRAS_NOVAS = {
  laminacaoAt: zLaminacaoAt,
  peso: zPeso,
  espessura: zEspessura,
  largura: zLargura,
} as const;
type CampoVerificado = keyof typeof REGRAS_NOVAS;
type Dados = Partial<Record<CampoVerificado, string | number | null | undefined>>;

/**
 * An edit of a stored coil: the data rules apply to the fields that change. A value kept as
 * stored passes even if it predates a rule, so an old coil stays editable; a new value must
 * be plausible. Returns the field errors (empty when none).
 */
export function errosDosDadosAlterados(novo: Dados, atual: Dados): Record<string, string[]> {
  const erros: Record<string, string[]> = {};
  for (const campo of Object.keys(REGRAS_NOVAS) as CampoVerificado[]) {
    const valor = novo[campo];
    if (valor === undefined || valor === (atual[campo] ?? null)) continue;
    const r = REGRAS_NOVAS[campo].safeParse(valor);
    if (!r.success) erros[campo] = [r.error.issues[0]?.message ?? MSG.formato];
  }
  return erros;
}
