/**
 * `npm run sim -- [options]` (`--help` lists them): replays yard traffic in-process with the
 * server's rules and advisor over several worlds and seeds, prints the tables of
 * docs/advisor.md, then times the advisor on full 30- and 92-group yards, as a pure function
 * and through the API. With --check, exits 1 when a goal is missed.
 */
import { parseArgs } from 'node:util';
import { LAYOUT_PADRAO } from '../packages/domain/src/index.ts';
import {
  comparar,
  latenciaPatioCheio,
  MUNDOS,
  type NomeMundo,
  type NomePolitica,
  POLITICAS,
  type ResultadoSim,
  simular,
  tabela,
  tabelaComparacao,
  tabelaModelo,
  verificarMetas,
} from './index.ts';
import { type LatenciaApi, latenciaApi } from './latencia-api.ts';

/**
 * The weights were tuned on seed 42 (and the CI run's spread was looked at on 1, 7, 99 and
 * 2026): the report's seeds are none of them.
 */
const SEEDS_PADRAO = '101,202,303,404,505';

const AJUDA = `Uso: npm run sim -- [opções]

Simula o pátio com as regras e o sugeridor do servidor e compara o advisor com as bases
(first-free, random) em mundos com leis de saída diferentes do prior (docs/advisor.md).

  --world LISTA     mundos, separados por vírgula: ${MUNDOS.join(', ')} (padrão: todos)
  --seeds LISTA     seeds, separadas por vírgula (padrão: ${SEEDS_PADRAO})
  --seed N          uma seed só (o mesmo que --seeds N)
  --days N          dias medidos (padrão 30)
  --warmup N        dias de aquecimento antes de medir; o modelo aprende com as saídas (padrão 21)
  --policy LISTA    políticas: ${POLITICAS.join(', ')} (padrão: todas)
  --groups N        grupos do pátio (padrão ${LAYOUT_PADRAO.grupos})
  --lege-share X    fração de bobinas LEGE (padrão: 2 % em 30 grupos, a janela de resfriamento acima)
  --no-learning     o advisor lê só o prior (sem aprender do histórico)
  --oracle-class    diagnóstico: políticas e aprendizado veem a classe verdadeira de cada bobina
                    (mudanças de plano sabidas na chegada), o que o sistema não sabe; não combina
                    com --check
  --skip-api        não mede a latência pela API
  --latency-only    só mede a latência (pátio cheio de 30 e 92 grupos)
  --check           sai com 1 quando uma meta não é atingida
  --help            mostra esta ajuda
`;

function opcoes() {
  try {
    return parseArgs({
      strict: true,
      allowPositionals: false,
      options: {
        days: { type: 'string', default: '30' },
        warmup: { type: 'string', default: '21' },
        seeds: { type: 'string', default: SEEDS_PADRAO },
        seed: { type: 'string' },
        world: { type: 'string' },
        policy: { type: 'string' },
        groups: { type: 'string', default: String(LAYOUT_PADRAO.grupos) },
        'lege-share': { type: 'string' },
        'no-learning': { type: 'boolean', default: false },
        'oracle-class': { type: 'boolean', default: false },
        'skip-api': { type: 'boolean', default: false },
        'latency-only': { type: 'boolean', default: false },
        check: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (err) {
    const e = err as Error & { code?: string };
    const nome = /'([^' ]+)/.exec(e.message)?.[1] ?? '';
    if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') falhar(`opção desconhecida ${nome}`);
    if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
      falhar(`valor ausente ou inválido em ${nome}`);
    if (e.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') falhar(`argumento inesperado ${nome}`);
    falhar(e.message.split('\n')[0] ?? 'opção inválida');
  }
}

function falhar(mensagem: string): never {
  console.error(`sim: ${mensagem} (npm run sim -- --help lista as opções)`);
  process.exit(2);
}

const lista = <T extends string>(v: string | undefined, validos: readonly T[], nome: string) => {
  if (!v) return [...validos];
  const xs = v.split(',').map((x) => x.trim());
  for (const x of xs) {
    if (!validos.includes(x as T)) falhar(`${nome} ${x}: use ${validos.join(', ')}`);
  }
  return xs as T[];
};

const numero = (v: string, nome: string, inteiro = true) => {
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0 || (inteiro && !Number.isInteger(n))) {
    falhar(`${nome} ${v}: informe um número${inteiro ? ' inteiro' : ''} não negativo`);
  }
  return n;
};

const values = opcoes();
if (values.help) {
  console.log(AJUDA);
  process.exit(0);
}
// A diagnostic sees what the system cannot know: its figures are never checked against a goal.
if (values['oracle-class'] && values.check) falhar('--oracle-class não combina com --check');
const politicas = lista<NomePolitica>(values.policy, POLITICAS, '--policy');
const mundos = lista<NomeMundo>(values.world, MUNDOS, '--world');
const seeds = (values.seed ?? values.seeds).split(',').map((s) => numero(s.trim(), '--seeds'));
const dias = numero(values.days, '--days');
const aquecimento = numero(values.warmup, '--warmup');
const layout = { ...LAYOUT_PADRAO, grupos: numero(values.groups, '--groups') };
if (layout.grupos < 1) falhar('--groups: ao menos 1 grupo');
// seed:scale's 2 % of forced-cooling coils fits a 30-group yard (all of them need an override
// there); a yard with the cooling window 31–92 gets the mix its window was built for, the
// window's share of the slots, so that both kinds of coil fill their own slots alike
const partilhaLege = values['lege-share']
  ? numero(values['lege-share'], '--lege-share', false)
  : layout.grupos > 30
    ? (Math.min(layout.grupos, 92) - 30) / layout.grupos
    : 0.02;

const resultados: ResultadoSim[] = [];
if (!values['latency-only']) {
  for (const mundo of mundos) {
    for (const seed of seeds) {
      for (const politica of politicas) {
        const t0 = performance.now();
        const r = simular({
          dias,
          seed,
          politica,
          mundo,
          layout,
          partilhaLege,
          aquecimento,
          aprender: !values['no-learning'],
          classeVerdadeira: values['oracle-class'],
        });
        resultados.push(r);
        console.error(
          `${mundo} / seed ${seed} / ${politica}: ${((performance.now() - t0) / 1000).toFixed(1)} s`,
        );
      }
    }
  }
  console.log(
    `\n${aquecimento} dias de aquecimento + ${dias} medidos, seeds ${seeds.join(', ')}, ${layout.grupos} grupos, ${(100 * partilhaLege).toFixed(1)} % LEGE${values['oracle-class'] ? ' — DIAGNÓSTICO (--oracle-class): mudanças de plano sabidas na chegada' : ''}\n`,
  );
  console.log(tabela(resultados));
  const cs = comparar(resultados);
  if (cs.length > 0) console.log(`\n${tabelaComparacao(cs)}`);
  // the model the advisor read when the measured period began, first seed of each world
  for (const mundo of mundos) {
    const r = resultados.find((x) => x.mundo === mundo && x.politica === 'advisor');
    if (r)
      console.log(
        `\nModelo aprendido no aquecimento — ${mundo}, seed ${r.seed}: ${tabelaModelo(r.modeloNoInicio)}`,
      );
  }
}
const medir = politicas.includes('advisor');
const latencias = medir
  ? [latenciaPatioCheio(30, 500, seeds[0]), latenciaPatioCheio(92, 500, seeds[0])]
  : [];
const ms = (n: number) => n.toFixed(2);
console.log(
  '\n| pátio cheio, função pura | bobinas | p50 (ms) | p99 (ms) | CPU p50 (ms) | CPU p99 (ms) |\n|---|---|---|---|---|---|',
);
for (const l of latencias)
  console.log(
    `| ${l.grupos} grupos | ${l.bobinas} | ${ms(l.p50)} | ${ms(l.p99)} | ${ms(l.cpuP50)} | ${ms(l.cpuP99)} |`,
  );
const api: LatenciaApi[] = [];
if (medir && !values['skip-api']) {
  for (const grupos of [30, 92]) api.push(await latenciaApi(grupos, 200, seeds[0]));
  console.log(
    '\n| pátio cheio, pela API | bobinas | chamadas | p50 (ms) | p99 (ms) | CPU p50 (ms) | CPU p99 (ms) |\n|---|---|---|---|---|---|---|',
  );
  for (const l of api)
    console.log(
      `| ${l.grupos} grupos | ${l.bobinas} | ${l.chamadas} | ${ms(l.p50)} | ${ms(l.p99)} | ${ms(l.cpuP50)} | ${ms(l.cpuP99)} |`,
    );
}
const metas = verificarMetas(resultados, latencias, api);
console.log('\n| meta | medido | |\n|---|---|---|');
for (const m of metas) console.log(`| ${m.meta} | ${m.medido} | ${m.ok ? 'ok' : 'FALHOU'} |`);
if (values.check && metas.some((m) => !m.ok)) process.exitCode = 1;
