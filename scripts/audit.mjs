// `npm audit --omit=dev` as a test step: fails on a high or critical advisory in what ships.
// The advisory service lives on the registry; when it cannot be reached (offline machine, a
// mirror without the audit endpoint) this warns loudly and passes, so a closed network does
// not block the suite — the finding is still printed for whoever reads the log.
import { spawnSync } from 'node:child_process';

const BLOCKING = ['high', 'critical'];

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  encoding: 'utf8',
  timeout: 90_000,
  maxBuffer: 64 * 1024 * 1024,
});

function unreachable(reason) {
  console.warn(
    `AVISO: npm audit não pôde consultar o registro (${reason}); a verificação de vulnerabilidades NÃO foi feita.`,
  );
  process.exit(0);
}

if (run.error) unreachable(run.error.code ?? run.error.message);

let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  unreachable(`resposta ilegível: ${(run.stderr || run.stdout).trim().split('\n').at(-1)}`);
}
// npm answers `{message, statusCode, ...}` (or `{error: {...}}`) when the endpoint failed.
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const why = report?.message ?? report?.error?.summary ?? 'sem resumo de vulnerabilidades';
  unreachable(String(why));
}

const summary = Object.entries(counts)
  .filter(([level]) => level !== 'total')
  .map(([level, n]) => `${level}: ${n}`)
  .join(', ');
const blocking = BLOCKING.reduce((sum, level) => sum + (counts[level] ?? 0), 0);
if (blocking > 0) {
  console.error(`npm audit --omit=dev: ${blocking} vulnerabilidade(s) alta(s) ou crítica(s).`);
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
    if (BLOCKING.includes(v.severity)) {
      const fix = v.fixAvailable ? 'correção disponível' : 'sem correção';
      console.error(`  ${name} (${v.severity}) ${v.range} — ${fix}`);
    }
  }
  process.exit(1);
}
console.log(`npm audit --omit=dev: nenhuma vulnerabilidade alta ou crítica (${summary}).`);
