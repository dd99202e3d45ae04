#!/usr/bin/env node
/**
 * Fails (exit 1) when a documentation citation points nowhere:
 * - in source files (.ts, .tsx, .mjs): every `docs/<path>.md` or `docs/<path>.md#<anchor>`,
 *   read from the repository root;
 * - in Markdown files (docs/, the READMEs): every relative link `[text](target#anchor)`, read
 *   from the file's folder, and every plain `docs/<path>.md#<anchor>`, read from the root.
 * An anchor must be the GitHub slug of a heading of the target file (lowercase, punctuation
 * dropped, spaces to '-', a repeated heading gets -1, -2…) or an explicit <a id>/<a name>.
 * Run from anywhere: `node scripts/check-doc-links.mjs`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const SOURCE_ROOTS = ['apps', 'packages', 'e2e', 'bench', 'sim', 'scripts'];
const SOURCE_EXT = new Set(['.ts', '.tsx', '.mjs']);
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'build',
  'coverage',
  'test-results',
  'playwright-report',
  '.git',
  'data',
  'demo-data',
]);

/** Every file under `dir` whose name passes `keep`, skipping generated and vendored folders. */
function walk(dir, keep, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) {
        walk(join(dir, entry.name), keep, out);
      }
    } else if (keep(entry.name)) {
      out.push(join(dir, entry.name));
    }
  }
  return out;
}

/** GitHub's heading slug (github-slugger): lowercase, keep letters, marks, digits, '_', '-', ' '. */
function slug(text) {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The visible text of a heading line: links to their text, code spans and emphasis unwrapped. */
function headingText(raw) {
  return raw
    .replace(/\s+#+\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .trim();
}

const anchorCache = new Map();

/** The anchors a Markdown file offers: its headings' slugs (deduplicated as GitHub does). */
function anchorsOf(file) {
  const cached = anchorCache.get(file);
  if (cached) return cached;
  const anchors = new Set();
  const seen = new Map();
  let fence = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const f = line.match(/^\s{0,3}(`{3,}|~{3,})/);
    if (f) {
      if (!fence) fence = f[1][0];
      else if (f[1][0] === fence) fence = null;
      continue;
    }
    if (fence) continue;
    const h = line.match(/^\s{0,3}#{1,6}\s+(.*)$/);
    if (h) {
      const base = slug(headingText(h[1]));
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const a of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(a[1]);
  }
  anchorCache.set(file, anchors);
  return anchors;
}

/** Why `target` (absolute path) with `anchor` does not resolve, or null when it does. */
function problem(target, anchor) {
  if (!existsSync(target)) return 'no such file';
  if (anchor === undefined || anchor === '') return null;
  if (statSync(target).isDirectory() || extname(target) !== '.md') return null;
  let a = anchor;
  try {
    a = decodeURIComponent(anchor);
  } catch {
    // keep it as written
  }
  return anchorsOf(target).has(a) ? null : `no heading for #${a}`;
}

// A `docs/…md` citation not preceded by another path segment (so `apps/web/docs/x.md` is not one).
const CITATION = /(?<![\w./-])docs\/[\w./-]*?\.md(?:#([\p{L}\p{N}_-]+))?/gu;
const LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

const failures = [];
let citations = 0;
let links = 0;

function checkCitations(file, lines) {
  lines.forEach((line, i) => {
    for (const m of line.matchAll(CITATION)) {
      citations++;
      const [whole, anchor] = m;
      const path = whole.split('#')[0];
      const why = problem(join(ROOT, path), anchor);
      if (why) failures.push(`${relative(ROOT, file)}:${i + 1}: ${whole} — ${why}`);
    }
  });
}

for (const root of SOURCE_ROOTS) {
  for (const file of walk(join(ROOT, root), (n) => SOURCE_EXT.has(extname(n)))) {
    checkCitations(file, readFileSync(file, 'utf8').split('\n'));
  }
}

const markdown = [
  ...walk(join(ROOT, 'docs'), (n) => n.endsWith('.md')),
  ...[join(ROOT, 'README.md')].filter(existsSync),
  ...SOURCE_ROOTS.flatMap((r) => walk(join(ROOT, r), (n) => n === 'README.md')),
];
for (const file of markdown) {
  const lines = readFileSync(file, 'utf8').split('\n');
  let fence = null;
  const prose = lines.map((line) => {
    const f = line.match(/^\s{0,3}(`{3,}|~{3,})/);
    if (f) {
      if (!fence) fence = f[1][0];
      else if (f[1][0] === fence) fence = null;
      return '';
    }
    return fence ? '' : line;
  });
  checkCitations(file, prose);
  prose.forEach((line, i) => {
    for (const m of line.replace(/`[^`]*`/g, '').matchAll(LINK)) {
      const target = m[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, mailto:, …
      links++;
      const [path, anchor] = target.split('#');
      const abs = path === '' ? file : resolve(dirname(file), decodeURI(path));
      const why = problem(abs, anchor);
      if (why) failures.push(`${relative(ROOT, file)}:${i + 1}: (${target}) — ${why}`);
    }
  });
}

if (failures.length > 0) {
  console.error(`check-doc-links: ${failures.length} broken documentation link(s):`);
  for (const f of failures) console.error(`  ${f}`);
  process.exit(1);
}
console.log(
  `check-doc-links: ${citations} docs/ citations and ${links} Markdown links resolve (${markdown.length} Markdown files).`,
);
