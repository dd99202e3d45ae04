/** JavaScript each screen downloads, gzip: the same module `npm run bundle:size` prints. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LOGIN_TELA, tamanhosPorTela, telasDeRota } from '../scripts/bundle-size.mjs';
import { RAIZ } from './server.ts';

export interface ResultadoBundle {
  telas: { tela: string; bytes: number }[];
  login: number;
  /** The largest screen the route table opens (the budget is per route). */
  maior: { tela: string; bytes: number };
  /** The largest lazy chunk of all, routes or not (reported, not gated). */
  maiorChunk: { tela: string; bytes: number };
}

export function medirBundle(): ResultadoBundle {
  const dist = process.env.WEB_DIST ?? join(RAIZ, 'apps/web/dist');
  if (!existsSync(join(dist, '.vite/manifest.json')))
    throw new Error(`sem ${dist}/.vite/manifest.json: rode npm run build antes`);
  const telas = tamanhosPorTela(dist);
  const login = telas.find((t) => t.tela === LOGIN_TELA);
  const rotas = telasDeRota(join(RAIZ, 'apps/web/src/features'));
  const maior = telas.find((t) => rotas.has(t.tela));
  const maiorChunk = telas[0];
  if (!login || !maior || !maiorChunk) throw new Error('o manifesto não tem a tela de login');
  return { telas, login: login.bytes, maior, maiorChunk };
}
