/**
 * The cab's refusal codes, without zod: erros.ts (codigosDeErro) is in the app shell, and the
 * schemas that use these codes would bring zod into the login page (docs/benchmarks.md, bundle
 * budget).
 */

/** The codes of a crane call refused by its label reading (docs/etiquetas-e-leitura.md). */
export const CODIGOS_LEITURA = [
  'BOBINA_LIDA_DIFERENTE',
  'ENDERECO_LIDO_DIFERENTE',
  'LEITURA_OBRIGATORIA',
] as const;
export type CodigoLeitura = (typeof CODIGOS_LEITURA)[number];

/** Codes of the cab's own refusals (besides the yard rules' codes). */
export const CODIGOS_OPERACAO = [
  'OPERACAO_DIFERENTE',
  'SEM_OPERACAO',
  'PONTE_ALTERADA',
  'JA_PEGA',
  'NAO_PEGA',
  'BOBINA_FORA_DO_PATIO',
  'FORA_DO_DESPACHO',
  'RECUSA_DA_PONTE',
] as const;
export type CodigoOperacao = (typeof CODIGOS_OPERACAO)[number];
