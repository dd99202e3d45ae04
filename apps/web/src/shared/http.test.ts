import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession, MemoryStorage } from '../test/fakes.ts';
import { ApiError, api, buildUrl, mensagemDeErro, setUnauthorizedHandler } from './http.ts';
import { inFlightCount } from './loading.ts';
import { getSession, setSession } from './session.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setUnauthorizedHandler(null);
});

const sentInit = (call: number) => fetchMock.mock.calls[call]?.[1] as RequestInit | undefined;
const sentHeaders = () => (sentInit(0)?.headers ?? {}) as Record<string, string>;

describe('api client', () => {
  it('prefixes /api/, encodes the query and skips empty values', () => {
    expect(buildUrl('bobinas', { page: 1, filter: 'lote=*A/i', x: undefined, y: '' })).toBe(
      '/api/bobinas?page=1&filter=lote%3D*A%2Fi',
    );
    expect(buildUrl('/Usuarios/Login')).toBe('/api/Usuarios/Login');
  });

  it('sends the version an edit read as If-Match, and none when not asked', async () => {
    setSession(fakeSession());
    fetchMock.mockImplementation(async () => json(200, { data: {} }));
    await api.put('bobinas/1', { body: {}, ifMatch: 7 });
    expect(sentHeaders()['If-Match']).toBe('"7"');
    await api.put('bobinas/1', { body: {} });
    const segunda = (sentInit(1)?.headers ?? {}) as Record<string, string>;
    expect(segunda['If-Match']).toBeUndefined();
  });

  it('sends the bearer token and JSON, and returns the parsed reply', async () => {
    const session = fakeSession();
    setSession(session);
    fetchMock.mockResolvedValue(json(200, { data: { id: 1 } }));
    const reply = await api.put<{ data: { id: number } }>('bobinas/1', { body: { lote: 'X' } });
    expect(reply.data.id).toBe(1);
    expect(sentInit(0)?.method).toBe('PUT');
    expect(sentInit(0)?.body).toBe('{"lote":"X"}');
    expect(sentHeaders().Authorization).toBe(`Bearer ${session.token}`);
    expect(sentHeaders()['Content-Type']).toBe('application/json');
  });

  it('warns when an authenticated call has no token, and public calls send none', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => json(200, {}));
    await api.get('bobinas');
    expect(warn).toHaveBeenCalledWith('Token de autenticação ausente');
    warn.mockClear();
    setSession(fakeSession());
    await api.post('Usuarios/Login', { body: {}, auth: false });
    expect(warn).not.toHaveBeenCalled();
    expect(sentInit(1)?.headers).not.toHaveProperty('Authorization');
  });

  it('throws ApiError with the body; mensagemDeErro reads its first message', async () => {
    setSession(fakeSession());
    const body = { errors: { lote: ['Lote já existe'] }, Messagens: ['Lote já existe'] };
    fetchMock.mockResolvedValue(json(409, body));
    const err = await api.post('bobinas', { body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 409, body });
    expect(mensagemDeErro(err, 'padrão')).toBe('Lote já existe');
    expect(mensagemDeErro(new Error('x'), 'padrão')).toBe('padrão');
  });

  it('on 401 clears the session and calls the registered handler', async () => {
    setSession(fakeSession());
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(json(401, { errors: { geral: ['Sessão expirada'] } }));
    await expect(api.get('bobinas')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('leaves the session alone on a 401 from the login call itself', async () => {
    setSession(fakeSession());
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(json(401, {}));
    await expect(api.post('Usuarios/Login', { auth: false })).rejects.toBeInstanceOf(ApiError);
    expect(getSession()).not.toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('counts calls in flight, except silent ones, and reports network failure as status 0', async () => {
    setSession(fakeSession());
    let release: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((r) => (release = r)));
    const pending = api.get('bobinas');
    expect(inFlightCount()).toBe(1);
    release(json(200, {}));
    await pending;
    expect(inFlightCount()).toBe(0);

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const silent = api.get('stream', { silent: true });
    expect(inFlightCount()).toBe(0);
    await expect(silent).rejects.toMatchObject({ status: 0 });
  });
});
