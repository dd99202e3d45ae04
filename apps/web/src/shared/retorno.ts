/**
 * Where sign-in leads back to. A screen that sends the user to /login (session expired, a 401,
 * no session yet) passes this as the navigation state; the login page reads it.
 */
export interface LoginState {
  /** Path, search and hash of the page the user was on. */
  voltar?: string;
  /** True when a session existed and ended by itself: the login page says so. */
  expirou?: boolean;
}

export const SESSAO_EXPIROU = 'Sua sessão expirou. Entre novamente.';

const INICIO = '/main';

/** The state to carry to /login from a page at `aqui`. */
export function paraLogin(aqui: string, expirou: boolean): LoginState {
  return { voltar: aqui, expirou };
}

/**
 * The page to open after signing in: the one the user was on, or /main. Only a same-origin
 * path counts ('//host' would leave the site), and never the sign-in screens themselves.
 */
export function destinoAposLogin(state: unknown): string {
  const voltar = (state as LoginState | null | undefined)?.voltar;
  if (typeof voltar !== 'string' || !voltar.startsWith('/') || voltar.startsWith('//'))
    return INICIO;
  if (/^\/(login|logout)(?:[/?#]|$)/.test(voltar)) return INICIO;
  return voltar;
}

export function sessaoExpirou(state: unknown): boolean {
  return (state as LoginState | null | undefined)?.expirou === true;
}
