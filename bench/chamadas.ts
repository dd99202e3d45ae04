/**
 * The hot read calls, built the way the web client builds them: the screens' own list descriptors
 * through the list state's toParams, and the HTTP client's buildUrl. Nothing retyped.
 */

import { BOBINAS } from '../apps/web/src/features/bobinas/list.tsx';
import { EVENTOS } from '../apps/web/src/features/eventos/list.tsx';
import { INSTRUCOES } from '../apps/web/src/features/instrucoes/list.tsx';
import { filtroDaLista } from '../apps/web/src/features/listas/api.ts';
import { buildUrl } from '../apps/web/src/shared/http.ts';
import { listConfigOf } from '../apps/web/src/shared/list/descriptor.ts';
import { type ListConfig, readState, toParams } from '../apps/web/src/shared/list/list-state.ts';
import type { Pedido } from './carga.ts';

/** POR_PAGINA_EDICAO of listas/useReordenacao.ts (that module pulls in antd, so not imported). */
const POR_PAGINA_EDICAO = 20;

export const NOME_BUSCA_BOBINAS = 'bobinas: busca + ordem + página';
export const NOME_MAPA = 'mapa: pátio inteiro';
export const NOME_MAPA_304 = 'mapa: tela que já o tem (If-None-Match → 304)';
export const NOME_EVENTOS = 'eventos: página 1';
export const NOME_PAINEL = 'painel: /main';
export const NOME_BOBINAS = 'bobinas: página 1';
export const NOME_RESERVA = 'lista reserva: modo reordenar';
export const NOME_INSTRUCOES = 'instruções: lista';
export const NOME_BUSCA_EVENTOS = 'eventos: busca';
export const NOME_BUSCA_EVENTOS_NOVA = 'eventos: busca, termo novo a cada chamada';
/** Page 1 of each list screen, no text search: the goals on list pages read these. */
export const PAGINAS_DE_LISTA = [NOME_BOBINAS, NOME_EVENTOS, NOME_RESERVA, NOME_INSTRUCOES];
/** Every read of a list screen, searches included (not the map, not the dashboard). */
export const LEITURAS_DE_LISTA = [...PAGINAS_DE_LISTA, NOME_BUSCA_BOBINAS, NOME_BUSCA_EVENTOS];

export interface Leitura {
  nome: string;
  pedido: Pedido;
}

/** A list screen's call: its defaults, the search box text as typed. */
function lista(path: string, config: ListConfig, busca = ''): string {
  const estado = { ...readState(new URLSearchParams(), config), search: busca };
  return buildUrl(path, { ...toParams(estado, config) });
}

export const cabecalhos = (token: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  'accept-encoding': 'gzip',
});

/** What the two searches type. */
export interface Termos {
  /**
   * The coil list: the whole lot of the first yard coil, as a scanned label gives it. The yard
   * is the same at every history size while the lots' numbers are not, so a fragment of them
   * would find all 3,480 yard coils at one size and a thousand at another; the whole lot finds
   * its one coil at both, and the scale series compares the same search (docs/scale.md).
   */
  bobinas: string;
  /** The events log: the lot's middle four characters, a fragment that recurs in the history. */
  eventos: string;
}

/**
 * `termos`: what each search types (leituras.ts), so the searches find something. `etagDoMapa`: the map's
 * ETag, for the call a map screen that already holds the map makes (its browser revalidates).
 */
export function leituras(token: string, termos: Termos, etagDoMapa?: string): Leitura[] {
  const get = (path: string): Pedido => ({ method: 'GET', path, headers: cabecalhos(token) });
  const revalidar: Leitura[] = etagDoMapa
    ? [
        {
          nome: NOME_MAPA_304,
          pedido: {
            method: 'GET',
            path: buildUrl('bobinas', { page: 1 }),
            headers: { ...cabecalhos(token), 'if-none-match': etagDoMapa },
            esperado: 304,
          },
        },
      ]
    : [];
  return [
    { nome: NOME_BOBINAS, pedido: get(lista('bobinas', listConfigOf(BOBINAS))) },
    {
      nome: NOME_BUSCA_BOBINAS,
      pedido: get(lista('bobinas', listConfigOf(BOBINAS), termos.bobinas)),
    },
    { nome: NOME_MAPA, pedido: get(buildUrl('bobinas', { page: 1 })) },
    ...revalidar,
    { nome: NOME_EVENTOS, pedido: get(lista('eventos', listConfigOf(EVENTOS))) },
    {
      nome: NOME_BUSCA_EVENTOS,
      pedido: get(lista('eventos', listConfigOf(EVENTOS), termos.eventos)),
    },
    {
      nome: NOME_RESERVA,
      pedido: get(
        buildUrl('listas', {
          page: 1,
          pageSize: POR_PAGINA_EDICAO,
          orderBy: 'sequencia',
          filter: filtroDaLista('RESERVA'),
        }),
      ),
    },
    { nome: NOME_INSTRUCOES, pedido: get(lista('instrucoes', listConfigOf(INSTRUCOES))) },
    { nome: NOME_PAINEL, pedido: get(buildUrl('painel')) },
  ];
}

export function pedidoLogin(login: string, senha: string): Pedido {
  return {
    method: 'POST',
    path: buildUrl('Usuarios/Login'),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, senha }),
  };
}

export async function entrar(url: string, login: string, senha: string): Promise<string> {
  const p = pedidoLogin(login, senha);
  const r = await fetch(`${url}${p.path}`, { method: p.method, headers: p.headers, body: p.body });
  if (!r.ok) throw new Error(`login → ${r.status}: ${await r.text()}`);
  return ((await r.json()) as { data: { token: string } }).data.token;
}

/**
 * The events search with a term no earlier request typed (four digits, 1000 to 9999 in turn):
 * what the first search of a term costs, with nothing the server keeps per filter to help it.
 */
export function buscaDeEventosNova(token: string): () => Pedido {
  let n = 0;
  return () => ({
    method: 'GET',
    path: lista('eventos', listConfigOf(EVENTOS), String(1000 + (n++ % 9000))),
    headers: cabecalhos(token),
  });
}
