/**
 * Compiles the server (and the shared domain package it imports) to plain JavaScript in
 * apps/server/dist, file by file, so production starts with `node dist/main.js` instead of
 * `node --import tsx`: tsx's loader thread and its transforms cost ~40 MB of resident memory on
 * a PostgreSQL-backed server and ~80 MB with PGlite (docs/performance-notes.md). No type check
 * here (`npm run typecheck` does that); dist mirrors src, so every path a module computes from
 * import.meta.url (migrations, web dist, autoloaded folders) resolves as it does from src.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const server = fileURLToPath(new URL('..', import.meta.url));
const out = join(server, 'dist');
const domain = join(server, '../../packages/domain/src');
const domainOut = join(out, '_domain');

const sources = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.endsWith('.d.ts')
      ? [path]
      : [];
  });

const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2023,
  verbatimModuleSyntax: true,
  rewriteRelativeImportExtensions: true,
};

function compile(root, dest) {
  for (const file of sources(root)) {
    const target = join(dest, relative(root, file)).replace(/\.ts$/, '.js');
    const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
      compilerOptions,
      fileName: file,
    });
    // The workspace package is TypeScript source: point it at its compiled copy.
    let toDomain = relative(dirname(target), join(domainOut, 'index.js'));
    if (!toDomain.startsWith('.')) toDomain = `./${toDomain}`;
    const js = outputText.replace(/(from\s*|import\()(['"])@patio\/domain\2/g, `$1$2${toDomain}$2`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, js);
  }
}

const started = performance.now();
rmSync(out, { recursive: true, force: true });
compile(join(server, 'src'), out);
compile(domain, domainOut);
console.log(`server compilado em dist/ (${Math.round(performance.now() - started)} ms)`);
