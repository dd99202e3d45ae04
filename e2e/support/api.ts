import { ADMIN_SENHA } from './constants.ts';

/** Fixtures made through the product's own API, as an administrator would. */
export const baseURL = () => process.env.PATIO_URL as string;

async function call<T>(method: string, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${baseURL()}/api/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

export async function entrar(login = 'admin', senha = ADMIN_SENHA) {
  const r = await call<{ data: { token: string } }>('POST', 'Usuarios/Login', null, {
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
  const { data } = await call<{ data: Papel[] }>('GET', 'papeis?take=0&skip=1000', token);
  const papeis = data
    .map((p) => ({
      id: p.id,
      nome: p.nome,
      permissoes: p.permissoes.map((x) => ({ ...x, marcado: permissoes.includes(x.nome) })),
    }))
    .filter((p) => p.permissoes.some((x) => x.marcado));
  const r = await call<{ data: { id: number } }>('POST', 'perfis', token, { nome, papeis });
  return r.data.id;
}

let seq = 0;
export async function criarUsuario(token: string, perfilIds: number[], senha = 'senha-e2e-123') {
  seq += 1;
  const login = `e2e${seq}${Date.now().toString(36)}`;
  const email = `${login}@teste.local`;
  await call('POST', 'usuarios', token, {
    nome: `Operador ${login}`,
    login,
    email,
    senha,
    confirmaSenha: senha,
    perfis: perfilIds.map((id) => ({ id, marcado: true })),
  });
  return { login, email, senha };
}
