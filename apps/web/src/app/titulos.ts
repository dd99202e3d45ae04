/**
 * The browser tab's name per screen ("Bobinas — Pátio"): a user with several tabs open tells
 * them apart. Each screen names its own title in its feature's `routes.ts`.
 */
export const NOME_DO_PRODUTO = 'Pátio';

/** "Bobinas — Pátio"; just "Pátio" for a screen without a name. */
export function tituloDaAba(nome: string | undefined): string {
  return nome ? `${nome} — ${NOME_DO_PRODUTO}` : NOME_DO_PRODUTO;
}
