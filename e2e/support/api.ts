import { ADMIN_SENHA } from './constants.ts';

/** Fixtures made through the product's own API, as an administrator would. */
export const baseURL = () => process.env.PATIO_URL as string;

/**
 * The one API call of the fixtures: the token when there is one, a JSON body when there is one
 * (the server refuses a JSON content type with an empty body, as a DELETE has), and the status
 * and body in the error of a refused call.
 */
export async function chamar<T>(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseURL()}/api/${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

export async function entrar(login = 'admin', senha = ADMIN_SENHA) {
  const r = await chamar<{ data: { token: string } }>('POST', 'Usuarios/Login', null, {
    login,
    senha,
  });
  return r.data.token;
}

interface Papel {
  id: number;
  nome: string;
  permissoes: { id: number; nome: string }[];
}

/** A profile holding exactly these permissions. */
export async function criarPerfil(token: string, nome: string, permissoes: string[]) {
  const { data } = await chamar<{ data: Papel[] }>('GET', 'papeis?take=0&skip=1000', token);
  const papeis = data
    .map((p) => ({
      id: p.id,
      nome: p.nome,
      permissoes: p.permissoes.map((x) => ({ ...x, marcado: permissoes.includes(x.nome) })),
    }))
    .filter((p) => p.permissoes.some((x) => x.marcado));
  const r = await chamar<{ data: { id: number } }>('POST', 'perfis', token, { nome, papeis });
  return r.data.id;
}

let seq = 0;
export async function criarUsuario(token: string, perfilIds: number[], senha = 'senha-e2e-123') {
  seq += 1;
  const login = `e2e${seq}${Date.now().toString(36)}`;
  const email = `${login}@teste.local`;
  await chamar('POST', 'usuarios', token, {
    nome: `Operador ${login}`,
    login,
    email,
    senha,
    confirmaSenha: senha,
    perfis: perfilIds.map((id) => ({ id, marcado: true })),
  });
  return { login, email, senha };
}
