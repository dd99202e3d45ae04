// What each screen of the built web app downloads, gzip-compressed: the entry (index.html's
// script) and everything it imports statically, plus the screen's lazy chunk and its static
// imports. Reads Vite's manifest. `--max-login=BYTES --max-route=BYTES` exit 1 when over.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(process.env.WEB_DIST ?? 'apps/web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const arg = (name) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]);

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
const rows = Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry && k.includes('/features/'))
  .map((k) => {
    const files = closure(k, new Set(base));
    const bytes = [...files].filter((f) => f.endsWith('.js')).reduce((s, f) => s + gzipOf(f), 0);
    return { tela: k.replace(/^.*features\//, ''), kb: bytes / 1024 };
  })
  .sort((a, b) => b.kb - a.kb);

console.log('JavaScript por tela (gzip, entrada + chunk da tela + importações estáticas):');
for (const r of rows) console.log(`  ${r.kb.toFixed(1).padStart(7)} KB  ${r.tela}`);
const login = rows.find((r) => r.tela === 'conta/LoginPage.tsx');
console.log(
  `login: ${login?.kb.toFixed(1)} KB; maior tela: ${rows[0]?.tela} ${rows[0]?.kb.toFixed(1)} KB`,
);

const maxLogin = arg('max-login');
const maxRoute = arg('max-route');
let fail = false;
if (maxLogin && login && login.kb * 1024 > maxLogin) {
  console.error(`login acima do orçamento: ${login.kb.toFixed(1)} KB > ${maxLogin / 1024} KB`);
  fail = true;
}
for (const r of rows) {
  if (maxRoute && r.kb * 1024 > maxRoute) {
    console.error(`${r.tela} acima do orçamento: ${r.kb.toFixed(1)} KB > ${maxRoute / 1024} KB`);
    fail = true;
  }
}
process.exit(fail ? 1 : 0);
