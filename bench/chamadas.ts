/**
 * The hot read calls, built the way the web client builds them: the screens' own list configs
 * through the list state's toParams, and the HTTP client's buildUrl. Nothing retyped.
 */

import { EVENTOS_LISTA } from '../apps/web/src/features/alarmes/lista.ts';
import { BOBINAS_LISTA } from '../apps/web/src/features/bobinas/api.ts';
import { INSTRUCOES_LISTA } from '../apps/web/src/features/instrucoes/api.ts';
import { filtroDaLista } from '../apps/web/src/features/listas/api.ts';
import { buildUrl } from '../apps/web/src/shared/http.ts';
import { type ListConfig, readState, toParams } from '../apps/web/src/shared/list/list-state.ts';
import type { Pedido } from './carga.ts';

/** POR_PAGINA_EDICAO of listas/useReordenacao.ts (that module pulls in antd, so not imported). */
const POR_PAGINA_EDICAO = 20;

export const NOME_BUSCA_BOBINAS = 'bobinas: busca + ordem + página';
export const NOME_MAPA = 'mapa: pátio inteiro';
export const NOME_EVENTOS = 'eventos: página 1';

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

/** `termo`: a fragment of a real lot, so the searches find something. */
export function leituras(token: string, termo: string): Leitura[] {
  const get = (path: string): Pedido => ({ method: 'GET', path, headers: cabecalhos(token) });
  return [
    { nome: NOME_BUSCA_BOBINAS, pedido: get(lista('bobinas', BOBINAS_LISTA, termo)) },
    { nome: NOME_MAPA, pedido: get(buildUrl('bobinas', { page: 1 })) },
    { nome: NOME_EVENTOS, pedido: get(lista('eventos', EVENTOS_LISTA)) },
    { nome: 'eventos: busca', pedido: get(lista('eventos', EVENTOS_LISTA, termo)) },
    {
      nome: 'lista reserva: modo reordenar',
      pedido: get(
        buildUrl('listas', {
          page: 1,
          pageSize: POR_PAGINA_EDICAO,
          orderBy: 'sequencia',
          filter: filtroDaLista('RESERVA'),
        }),
      ),
    },
    { nome: 'instruções: lista', pedido: get(lista('instrucoes', INSTRUCOES_LISTA)) },
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
