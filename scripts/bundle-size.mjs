// What each screen of the built web app downloads, gzip-compressed: the entry (index.html's
// script) and everything it imports statically, plus the screen's lazy chunk and its static
// imports. Reads Vite's manifest. One module for both `npm run bundle:size` and the benchmark
// (`npm run bench -- --only bundle`), so CI and the report measure the same thing.
// CLI: `--max-login=BYTES --max-route=BYTES` exit 1 when over.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const LOGIN_TELA = 'conta/LoginPage.tsx';

/**
 * The screens the route table opens (each feature's routes.ts, apps/web/README.md "Adding a
 * screen"): the budget is per route. Other lazy chunks (the reserve list's reorder mode, dialogs) load on demand inside a
 * route and are reported beside them, not gated (docs/performance-notes.md, "Bundle").
 */
export function telasDeRota(features = resolve('apps/web/src/features')) {
  const telas = new Set();
  for (const feature of readdirSync(features)) {
    const arquivo = join(features, feature, 'routes.ts');
    if (!existsSync(arquivo)) continue;
    for (const m of readFileSync(arquivo, 'utf8').matchAll(/import\('\.\/([^']+)'\)/g))
      telas.add(`${feature}/${m[1]}`);
  }
  return telas;
}

/** [{ tela, bytes }] for every lazy screen under features/, biggest first. */
export function tamanhosPorTela(dist = resolve(process.env.WEB_DIST ?? 'apps/web/dist')) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const gz = new Map();
  const gzipOf = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gz.get(file);
  };
  const closure = (key, seen = new Set()) => {
    const e = manifest[key];
    if (!e || seen.has(e.file)) return seen;
    seen.add(e.file);
    for (const i of e.imports ?? []) closure(i, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const base = closure(entryKey);
  return Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry && k.includes('/features/'))
    .map((k) => {
      const files = closure(k, new Set(base));
      const bytes = [...files].filter((f) => f.endsWith('.js')).reduce((s, f) => s + gzipOf(f), 0);
      return { tela: k.replace(/^.*features\//, ''), bytes };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

function cli() {
  const arg = (name) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]);
  const kb = (b) => (b / 1024).toFixed(1);
  const rows = tamanhosPorTela();
  console.log('JavaScript por tela (gzip, entrada + chunk da tela + importações estáticas):');
  for (const r of rows) console.log(`  ${kb(r.bytes).padStart(7)} KB  ${r.tela}`);
  const login = rows.find((r) => r.tela === LOGIN_TELA);
  console.log(
    `login: ${login && kb(login.bytes)} KB; maior tela: ${rows[0]?.tela} ${rows[0] && kb(rows[0].bytes)} KB`,
  );
  const maxLogin = arg('max-login');
  const maxRoute = arg('max-route');
  let fail = false;
  if (maxLogin && login && login.bytes > maxLogin) {
    console.error(`login acima do orçamento: ${kb(login.bytes)} KB > ${maxLogin / 1024} KB`);
    fail = true;
  }
  const rotas = telasDeRota();
  for (const r of rows) {
    if (maxRoute && rotas.has(r.tela) && r.bytes > maxRoute) {
      console.error(`${r.tela} acima do orçamento: ${kb(r.bytes)} KB > ${maxRoute / 1024} KB`);
      fail = true;
    }
  }
  process.exit(fail ? 1 : 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) cli();
