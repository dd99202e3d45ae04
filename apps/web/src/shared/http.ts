/** The one HTTP client: auth header, JSON in and out, typed errors, 401 sign-out, loading count. */
import { primeiraMensagem } from '@patio/domain';
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
}

let unauthorizedHandler: (() => void) | null = null;

/** The router registers how to leave for /login, so this module needs no router. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
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
    if (res.status === 401 && auth) {
      clearSession();
      unauthorizedHandler?.();
    }
    if (!res.ok) throw new ApiError(res.status, body);
    return body as T;
  } finally {
    if (!opts.silent) endLoading();
  }
}

/** `api.get<T>('bobinas', { query })` → GET /api/bobinas?… ; T is the parsed reply. */
export const api = {
  get: <T = unknown>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
  post: <T = unknown>(path: string, opts?: RequestOptions) => request<T>('POST', path, opts),
  put: <T = unknown>(path: string, opts?: RequestOptions) => request<T>('PUT', path, opts),
  patch: <T = unknown>(path: string, opts?: RequestOptions) => request<T>('PATCH', path, opts),
  delete: <T = unknown>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
};

/** The first server message of a failed call, else the screen's default text. */
export function mensagemDeErro(err: unknown, padrao: string): string {
  return err instanceof ApiError ? primeiraMensagem(err.body, padrao) : padrao;
}
