/**
 * `npm run bench`: the performance suite (docs/benchmarks.md). Bundle sizes from the built web app; then,
 * per backend, fresh generated data, the real server as a child process, load at 1 and 16
 * connections against bare SQL, writes, import, cold start, memory and the map's first render.
 * Writes docs/benchmarks.md; `--check` exits 1 when a figure misses its goal.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ErroDeUso, lerOpcoes } from './args.ts';
import { type ResultadoBackend, rodarBackend } from './backend.ts';
import { medirBundle, type ResultadoBundle } from './bundle.ts';
import { medirEscala, type PontoDaEscala } from './escala.ts';
import { medirInventario } from './inventario.ts';
import { carga, maquina } from './maquina.ts';
import { metas } from './metas.ts';
import { medirPlanejamento } from './planejamento.ts';
import { relatorio } from './relatorio.ts';
import { compilarServidor, RAIZ } from './server.ts';

async function main() {
  const o = lerOpcoes(process.argv.slice(2));
  if (!o) return;
  // The load planner's own run and table (bench/planejamento.ts).
  if (o.only.delete('planejamento') && !(await medirPlanejamento(o)) && o.check)
    process.exitCode = 1;
  // The inventory count's own run (bench/inventario.ts).
  if (o.only.delete('inventario') && !(await medirInventario()) && o.check) process.exitCode = 1;
  if (o.only.size === 0) return;
  // Checked first: a missing browser found only after an hour of load would lose the whole run.
  if (o.only.has('map-render'))
    execFileSync(process.execPath, [resolve(RAIZ, 'scripts/ensure-chromium.mjs')], {
      stdio: 'inherit',
    });
  const cargaAntes = carga();
  const inicio = performance.now();
  const servidor = [...o.only].some((p) => p !== 'bundle');
  const porBackend = [...o.only].some((p) => p !== 'bundle' && p !== 'scale');
  const info = await maquina(servidor && o.backends.includes('postgres'));
  let bundle: ResultadoBundle | undefined;
  if (o.only.has('bundle')) bundle = medirBundle();
  const backends: ResultadoBackend[] = [];
  if (servidor) {
    // Once per run: every server below is spawned from the compiled build, as `npm start` runs it.
    compilarServidor();
    for (const b of porBackend ? o.backends : []) {
      console.log(`[bench] ${b}`);
      backends.push(await rodarBackend(b, o));
    }
  }
  let escala: PontoDaEscala[] | undefined;
  if (o.only.has('scale') && o.backends.includes('postgres'))
    escala = await medirEscala(o).catch((err: unknown) => {
      // The report of everything else still gets written; the growth goal reads "não medido".
      console.error('[bench] série de escala: falhou', err);
      return undefined;
    });
  const lista = metas(backends, bundle, escala);
  const texto = relatorio({
    maquina: info,
    comando: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    cargaAntes,
    cargaDepois: carga(),
    duracao: o.duration,
    duracaoS: (performance.now() - inicio) / 1000,
    backends,
    ...(bundle ? { bundle } : {}),
    ...(escala ? { escala } : {}),
    // A partial run (--only) shows only the goals it measured.
    metas: o.parcial ? lista.filter((m) => m.passou !== null) : lista,
  });
  if (o.out) {
    writeFileSync(resolve(RAIZ, o.out), texto);
    console.log(`[bench] relatório em ${o.out}`);
  }
  console.log(texto);
  const falhas = lista.filter((m) => m.passou === false);
  if (o.check && falhas.length) {
    console.error('Metas não atingidas:');
    for (const m of falhas) console.error(`  ${m.figura}: ${m.medido} (meta ${m.meta})`);
    process.exit(1);
  }
}

main().catch((e) => {
  if (e instanceof ErroDeUso) {
    console.error(`npm run bench: ${e.message}`);
    process.exit(2);
  }
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
