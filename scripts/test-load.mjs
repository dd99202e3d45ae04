// The E2E suite on a busy machine: every core kept busy by a CPU load this script starts, the
// suite run three times in a row with CI's one retry allowed, and a report of how long each run
// took and how many retries it used. Goal (docs/testing.md): all green, 0 retries.
//   npm run test:load [-- --runs 3 --load 1.0]
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, load: { type: 'string', default: '1' } },
});
const runs = Number(values.runs);
// Busy processes per core: 1 keeps every core at 100 % beside the suite.
const perCore = Number(values.load);

function startLoad() {
  const n = Math.max(1, Math.round(availableParallelism() * perCore));
  const burners = Array.from({ length: n }, () =>
    spawn(process.execPath, ['-e', 'for(;;){Math.sqrt(Math.random())}'], { stdio: 'ignore' }),
  );
  console.log(`carga: ${n} processo(s) ocupando a CPU`);
  const parar = () => {
    for (const b of burners) b.kill('SIGKILL');
  };
  // Stopped from outside (Ctrl+C, kill), the busy processes must not outlive the run: left
  // behind, they loaded this machine for an hour.
  for (const sinal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.once(sinal, () => {
      parar();
      process.exit(130);
    });
  process.once('exit', parar);
  return parar;
}

/** Counts from Playwright's JSON report: a test that needed more than one result used a retry. */
function summarise(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const tests = [];
  const walk = (suite) => {
    for (const s of suite.suites ?? []) walk(s);
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) tests.push({ title: `${spec.file} › ${spec.title}`, ...t });
  };
  for (const s of report.suites) walk(s);
  const retried = tests.filter((t) => t.results.length > 1);
  const failed = tests.filter((t) => t.status === 'unexpected');
  return { total: tests.length, retried, failed };
}

function runSuite(i, dir) {
  const out = join(dir, `e2e-${i}.json`);
  const started = Date.now();
  return new Promise((res) => {
    const child = spawn(
      'npx',
      [
        'playwright',
        'test',
        '-c',
        'e2e/playwright.config.ts',
        '--retries=1',
        '--reporter=list,json',
      ],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
      },
    );
    child.on('exit', (code) => res({ code, seconds: (Date.now() - started) / 1000, out }));
  });
}

execSync('node scripts/ensure-chromium.mjs', { cwd: root, stdio: 'inherit' });
execSync('npm run build', { cwd: root, stdio: 'inherit' });
const dir = mkdtempSync(join(tmpdir(), 'patio-carga-'));
const stop = startLoad();
const rows = [];
try {
  for (let i = 1; i <= runs; i++) {
    const r = await runSuite(i, dir);
    const s = summarise(r.out);
    rows.push({ i, ...r, ...s });
    console.log(
      `rodada ${i}: ${r.seconds.toFixed(0)} s, ${s.total} testes, ${s.failed.length} falha(s), ${s.retried.length} repetição(ões)`,
    );
  }
} finally {
  stop();
}
console.log('\n| rodada | tempo | testes | falhas | repetições usadas |\n|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.i} | ${r.seconds.toFixed(0)} s | ${r.total} | ${r.failed.length} | ${r.retried.length} |`,
  );
for (const r of rows)
  for (const t of [...r.failed, ...r.retried]) console.log(`rodada ${r.i}: ${t.status} ${t.title}`);
const ok = rows.every((r) => r.code === 0 && r.failed.length === 0 && r.retried.length === 0);
process.exit(ok ? 0 : 1);
