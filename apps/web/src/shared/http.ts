/** The one HTTP client: auth header, JSON in and out, typed errors, 401 sign-out, loading count. */
import { etagDaVersao, primeiraMensagem } from '@patio/domain';
import { beginLoading, endLoading } from './loading.ts';
import { clearSession, getSession } from './session.ts';

/** A non-2xx reply (status 0 when the server could not be reached). `body` is the parsed reply. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`Falha na chamada à API (HTTP ${status})`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** false for the calls made without a session (login, forgot/reset password): no header, no 401 sign-out. */
  auth?: boolean;
  /** true for background calls that must not raise the global loading overlay. */
  silent?: boolean;
  /** The version the edited record was read at: sent as If-Match, a newer one answers 409. */
  ifMatch?: number;
  /** Id of one user action: its retries send the same id, the server acts once (crane calls). */
  idempotencyKey?: string;
}

let unauthorizedHandler: (() => void) | null = null;

/** The router registers how to leave for /login, so this module needs no router. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

/** The session ended by itself (a 401, or its time ran out): forget it and go sign in again. */
export function expireSession(): void {
  clearSession(true);
  unauthorizedHandler?.();
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const qs = params.toString();
  return `/api/${path.replace(/^\/+/, '')}${qs ? `?${qs}` : ''}`;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  if (!(res.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function authHeader(): Record<string, string> {
  const token = getSession()?.token;
  if (token) return { Authorization: `Bearer ${token}` };
  console.warn('Token de autenticação ausente');
  return {};
}

async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const auth = opts.auth ?? true;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(opts.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...(auth ? authHeader() : {}),
    ...(opts.ifMatch === undefined ? {} : { 'If-Match': etagDaVersao(opts.ifMatch) }),
    ...(opts.idempotencyKey === undefined ? {} : { 'Idempotency-Key': opts.idempotencyKey }),
  };
  if (!opts.silent) beginLoading();
  try {
    let res: Response;
    try {
      res = await fetch(buildUrl(path, opts.query), {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: opts.signal,
      });
    } catch (err) {
      // A cancelled call stays an AbortError so React Query recognises it.
      if (opts.signal?.aborted) throw err;
      throw new ApiError(0, null);
    }
    const body = await readBody(res);
    if (res.status === 401 && auth) expireSession();
    if (!res.ok) throw new ApiError(res.status, body);
    return body as T;
  } finally {
    if (!opts.silent) endLoading();
  }
}

/** A file's reply with the session's token; errors and a 401 go as every other call. */
async function arquivo(path: string, opts: RequestOptions = {}): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.query), { headers: authHeader(), signal: opts.signal });
  } catch {
    throw new ApiError(0, null);
  }
  if (res.status === 401) expireSession();
  if (!res.ok) throw new ApiError(res.status, await readBody(res));
  return res;
}

/**
 * A file download (exports): the reply's bytes saved under the name the server gives in
 * Content-Disposition. Errors and a 401 go the same way as every other call.
 */
async function download(path: string, opts: RequestOptions = {}): Promise<void> {
  beginLoading();
  try {
    const res = await arquivo(path, opts);
    const nome = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = nome ?? 'exportacao';
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } finally {
    endLoading();
  }
}

/**
 * A file to show, not to save (a label's PDF): the token travels in a header, not in a cookie,
 * so a plain link could not open it; the caller shows the bytes through an object URL.
 */
async function blob(path: string, opts: RequestOptions = {}): Promise<Blob> {
  beginLoading();
  try {
    return await (await arquivo(path, opts)).blob();
  } finally {
    endLoading();
  }
}

/** `api.get<T>('bobinas', { query })` → GET /api/bobinas?… ; T is the parsed reply. */
export const api = {
  get: <T = unknown>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
  post: <T = unknown>(path: string, opts?: RequestOptions) => request<T>('POST', path, opts),
  put: <T = unknown>(path: string, opts?: RequestOptions) => request<T>('PUT', path, opts),
  patch: <T = unknown>(path: string, opts?: RequestOptions) => request<T>('PATCH', path, opts),
  delete: <T = unknown>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
  download,
  blob,
};

/**
 * Whether a call failed because the session ended (401): the client has already cleared it and
 * is on its way to /login, so the screen says nothing more.
 */
export function sessaoEncerrada(err: unknown): boolean {
  return err instanceof ApiError && err.status === 401;
}

/** The first server message of a failed call, else the screen's default text. */
export function mensagemDeErro(err: unknown, padrao: string): string {
  return err instanceof ApiError ? primeiraMensagem(err.body, padrao) : padrao;
}
