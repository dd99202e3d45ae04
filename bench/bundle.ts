/** JavaScript each screen downloads, gzip: the same module `npm run bundle:size` prints. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LOGIN_TELA, tamanhosPorTela } from '../scripts/bundle-size.mjs';
import { RAIZ } from './server.ts';

export interface ResultadoBundle {
  telas: { tela: string; bytes: number }[];
  login: number;
  maior: { tela: string; bytes: number };
}

export function medirBundle(): ResultadoBundle {
  const dist = process.env.WEB_DIST ?? join(RAIZ, 'apps/web/dist');
  if (!existsSync(join(dist, '.vite/manifest.json')))
    throw new Error(`sem ${dist}/.vite/manifest.json: rode npm run build antes`);
  const telas = tamanhosPorTela(dist);
  const login = telas.find((t) => t.tela === LOGIN_TELA);
  const maior = telas[0];
  if (!login || !maior) throw new Error('o manifesto não tem a tela de login');
  return { telas, login: login.bytes, maior };
}
