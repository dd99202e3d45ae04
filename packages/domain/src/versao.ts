/**
 * Edit versions (docs/decisions.md "Edições concorrentes"): every record a form edits carries
 * `versao`; a GET of one record answers it as the ETag too; a save that sends `If-Match` with an
 * older version is refused with 409 under the field `versao`, and nothing of it is written.
 * Without If-Match (the specification's client) a save keeps the old last-writer-wins behaviour.
 */

/** Field of the 409 envelope that marks a stale save (the form reloads and offers re-apply). */
export const CAMPO_VERSAO = 'versao';

/** The records that carry a version, as the refusal names them (with their gender). */
export const MSG_VERSAO = {
  bobina: 'Bobina foi alterada por outro usuário desde que você a abriu.',
  instrucao: 'Instrução foi alterada por outro usuário desde que você a abriu.',
  despacho: 'Despacho foi alterado por outro usuário desde que você o abriu.',
  usuario: 'Usuário foi alterado por outro usuário desde que você o abriu.',
  perfil: 'Perfil foi alterado por outro usuário desde que você o abriu.',
  ifMatch: 'Cabeçalho If-Match inválido: envie a ETag lida (ex.: "3").',
} as const;
export type EntidadeVersionada = Exclude<keyof typeof MSG_VERSAO, 'ifMatch'>;

/** The strong ETag of a version: `"3"`. */
export const etagDaVersao = (versao: number): string => `"${versao}"`;

/**
 * The versions an If-Match header accepts: undefined when absent or `*` (any current version:
 * no check), null when unreadable. Several tags (`"3", "4"`) accept any of them.
 */
export function versoesDoIfMatch(header: string | undefined): number[] | undefined | null {
  const v = header?.trim();
  if (!v || v === '*') return undefined;
  const versoes: number[] = [];
  for (const parte of v.split(',')) {
    const m = /^(?:W\/)?"(\d{1,9})"$/.exec(parte.trim());
    if (!m) return null;
    versoes.push(Number(m[1]));
  }
  return versoes;
}

/** Whether a failed save's reply is the stale-version refusal. */
export function isConflitoDeVersao(body: unknown): boolean {
  const errors = (body as { errors?: Record<string, unknown> } | null)?.errors;
  return Boolean(errors && typeof errors === 'object' && CAMPO_VERSAO in errors);
}
