/** Each hot read at each concurrency through the API and, on PostgreSQL, as bare SQL through pg. */
import { request } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import { buildUrl } from '../apps/web/src/shared/http.ts';
import { aquecerEMedir, carga, type Pedido, type Rodada } from './carga.ts';
import { cabecalhos, type Leitura, pedidoLogin, type Termos } from './chamadas.ts';
import { ADMIN_SENHA, type Servidor } from './server.ts';
import type { Instrucao } from './sql-captura.ts';
import { cargaSql } from './sql-carga.ts';
import type { Medida } from './stats.ts';

export interface ResultadoLeitura {
  nome: string;
  path: string;
  api: Medida[];
  /** Bare SQL at the same concurrencies (PostgreSQL only). */
  sql: Medida[];
  /** How many statements the request sends (auth guard included). */
  instrucoes: number;
}

/** The searches' terms, from the first lot of the coil list. */
export async function termoDeBusca(url: string, token: string): Promise<Termos> {
  const r = await fetch(`${url}${buildUrl('bobinas', { page: 1, pageSize: 1 })}`, {
    headers: cabecalhos(token),
  });
  const lote = ((await r.json()) as { bobinas: { lote: string }[] }).bobinas[0]?.lote ?? 'A';
  const meio = Math.max(0, Math.floor(lote.length / 2) - 2);
  return { bobinas: lote, eventos: lote.slice(meio, meio + 4) };
}

/** The map's ETag as the server answers it now (nothing writes during the reads). */
export async function etagDoMapa(url: string, token: string): Promise<string | undefined> {
  const r = await fetch(`${url}${buildUrl('bobinas', { page: 1 })}`, {
    headers: cabecalhos(token),
  });
  await r.arrayBuffer();
  return r.headers.get('etag') ?? undefined;
}

/** Users the login bench signs in as, made through the API (no profile). */
async function usuariosDoBench(url: string, token: string, n: number, senha: string) {
  const marca = Date.now().toString(36);
  const logins: string[] = [];
  for (let i = 0; i < n; i++) {
    const login = `bench${marca}${i}`;
    const r = await fetch(`${url}${buildUrl('usuarios')}`, {
      method: 'POST',
      headers: { ...cabecalhos(token), 'content-type': 'application/json' },
      body: JSON.stringify({
        nome: `Bench ${i}`,
        login,
        email: `${login}@bench.local`,
        senha,
        confirmaSenha: senha,
        perfis: [],
      }),
    });
    if (!r.ok) throw new Error(`usuário do bench → ${r.status}: ${await r.text()}`);
    logins.push(login);
  }
  return logins;
}

/**
 * Logins hash with scrypt (32 MiB, tens of ms of CPU each): 16 at once take seconds, so each
 * run lasts at least 8 s or a short run would end before the first answer. The calls go round
 * a set of users, one per connection: many simultaneous attempts on one login from one address
 * are what the attempt limit refuses (docs/sessions.md), so one login would measure the 429s.
 */
export async function medirLogin(
  servidor: Pick<Servidor, 'url' | 'pid'>,
  token: string,
  rodadas: Rodada[],
  aquecimento: number,
  bancoUrl?: string,
) {
  const maxConexoes = Math.max(...rodadas.map((r) => r.connections));
  const logins = await usuariosDoBench(servidor.url, token, maxConexoes, ADMIN_SENHA);
  let i = 0;
  const proximo = () => pedidoLogin(logins[i++ % logins.length] as string, ADMIN_SENHA);
  const out: Medida[] = [];
  for (const r of rodadas)
    out.push(
      await aquecerEMedir(
        servidor.url,
        { proximo },
        { ...r, segundos: Math.max(r.segundos, 8) },
        aquecimento,
        { servidorPid: servidor.pid, ...(bancoUrl ? { bancoUrl } : {}) },
      ),
    );
  return out;
}

export async function medirLeituras(
  servidor: Pick<Servidor, 'url' | 'pid'>,
  lista: Leitura[],
  sqlPorLeitura: Map<string, Instrucao[]> | null,
  bancoUrl: string | undefined,
  rodadas: Rodada[],
  aquecimento: number,
): Promise<ResultadoLeitura[]> {
  const out: ResultadoLeitura[] = [];
  // V8 optimises the path every read shares (Fastify, the guard, the driver) in the first
  // thousands of requests: one round over all reads first, or the first read measured pays the
  // compilation in its CPU per request.
  const conexoes = Math.max(...rodadas.map((r) => r.connections));
  if (aquecimento > 0 && rodadas.length)
    for (const l of lista)
      await carga(
        servidor.url,
        { fixo: l.pedido },
        { connections: conexoes, segundos: aquecimento },
      );
  for (const l of lista) {
    const instrucoes = sqlPorLeitura?.get(l.nome) ?? [];
    const res: ResultadoLeitura = {
      nome: l.nome,
      path: l.pedido.path,
      api: [],
      sql: [],
      instrucoes: instrucoes.length,
    };
    for (const r of rodadas) {
      console.log(`[bench] ${l.nome} × ${r.connections}`);
      res.api.push(
        await aquecerEMedir(servidor.url, { fixo: l.pedido }, r, aquecimento, {
          servidorPid: servidor.pid,
          ...(bancoUrl ? { bancoUrl } : {}),
        }),
      );
      if (bancoUrl && instrucoes.length)
        res.sql.push(await cargaSql(bancoUrl, instrucoes, r, aquecimento, true));
    }
    out.push(res);
  }
  return out;
}

export interface TamanhoMapa {
  /** Bytes on the wire when the client accepts gzip. */
  bytes: number;
  /** Whether the server itself compressed the answer. */
  comprimido: boolean;
  /** The body's size uncompressed. */
  bruto: number;
}

/** The map call's size on the wire with accept-encoding gzip (or the body's gzip, if the server sends it plain). */
export function tamanhoDoMapa(url: string, pedido: Pedido): Promise<TamanhoMapa> {
  return new Promise((ok, falha) => {
    const req = request(`${url}${pedido.path}`, { headers: pedido.headers }, (res) => {
      const partes: Buffer[] = [];
      res.on('data', (d: Buffer) => partes.push(d));
      res.on('end', () => {
        const corpo = Buffer.concat(partes);
        const comprimido = res.headers['content-encoding'] === 'gzip';
        if (comprimido) ok({ bytes: corpo.length, comprimido, bruto: gunzipSync(corpo).length });
        else ok({ bytes: gzipSync(corpo).length, comprimido, bruto: corpo.length });
      });
    });
    req.on('error', falha);
    req.end();
  });
}
