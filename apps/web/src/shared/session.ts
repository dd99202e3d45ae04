/**
 * The signed-in user's session (docs/product/main-yard.md#session-record): one localStorage key
 * holding base64(JSON).
 */
import type { Permissao } from '@patio/domain';
import { useCallback, useSyncExternalStore } from 'react';

export interface Session {
  token: string;
  permissoes: string[];
  login: string;
}

export const SESSION_KEY = 'patio.sessao';

const listeners = new Set<() => void>();
// getSnapshot must return the same object while the stored text is unchanged.
let cachedRaw: string | null | undefined;
let cachedSession: Session | null = null;

function store(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

function emit(): void {
  for (const listener of listeners) listener();
}

// btoa only takes Latin-1; a login may not, so go through UTF-8 bytes.
function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(b64: string): string {
  const binary = atob(b64);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function encodeSession(session: Session): string {
  return toBase64(JSON.stringify(session));
}

/** Decodes a stored record; anything unreadable counts as no session. */
export function decodeSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(fromBase64(raw)) as Partial<Session>;
    if (typeof value.token !== 'string' || typeof value.login !== 'string') return null;
    const permissoes = Array.isArray(value.permissoes)
      ? value.permissoes.filter((p): p is string => typeof p === 'string')
      : [];
    return { token: value.token, login: value.login, permissoes };
  } catch {
    return null;
  }
}

export function getSession(): Session | null {
  const raw = store()?.getItem(SESSION_KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = decodeSession(raw);
  }
  return cachedSession;
}

// Whether the last session ended by itself (a 401, its exp passed) rather than by "Sair": the
// guard that redirects to /login at that very moment must say so, whichever redirect wins.
let endedByExpiry = false;

export function setSession(session: Session): void {
  endedByExpiry = false;
  store()?.setItem(SESSION_KEY, encodeSession(session));
  emit();
}

/** Forgets the session; `expired` when it ended by itself (the login page then says so). */
export function clearSession(expired = false): void {
  endedByExpiry = expired;
  store()?.removeItem(SESSION_KEY);
  emit();
}

/** True from a session's expiry until the next sign-in. */
export function sessionExpired(): boolean {
  return endedByExpiry;
}

/**
 * The token's `exp` in epoch milliseconds; `null` when it has none; `undefined` when the token
 * is not a readable JWT.
 */
export function tokenExpiry(token: string): number | null | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const b64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(fromBase64(b64.padEnd(Math.ceil(b64.length / 4) * 4, '='))) as {
      exp?: unknown;
    };
    if (claims.exp === undefined) return null;
    return typeof claims.exp === 'number' ? claims.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** A token is valid while it reads as a JWT and its `exp` lies in the future. */
export function isTokenValid(session: Session | null = getSession(), now = Date.now()): boolean {
  if (!session?.token) return false;
  const exp = tokenExpiry(session.token);
  if (exp === undefined) return false;
  // No exp claim: the client cannot tell, so it lets the server decide (it answers 401).
  return exp === null || exp > now;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes this tab's session too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === SESSION_KEY || e.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** The current session, re-rendering on sign-in, sign-out and changes from other tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}

/**
 * `const pode = usePode(); pode('EXCLUIR_BOBINA')`: whether the signed-in user holds a
 * permission. The one permission check of the screens; a name outside the catalogue does not
 * compile.
 */
export function usePode(): (permissao: Permissao) => boolean {
  const permissoes = useSession()?.permissoes;
  return useCallback((permissao) => permissoes?.includes(permissao) ?? false, [permissoes]);
}
