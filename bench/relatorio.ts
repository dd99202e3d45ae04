/** docs/benchmarks.md from a run's figures: nothing in it is typed by hand. */
import type { ResultadoBackend } from './backend.ts';
import type { ResultadoBundle } from './bundle.ts';
import type { PontoDaEscala } from './escala.ts';
import type { ResultadoLeitura } from './leituras.ts';
import type { Maquina } from './maquina.ts';
import { errosDeCarga, type Meta } from './metas.ts';
import { secaoEscala } from './relatorio-escala.ts';
import { erros, f, tabela } from './relatorio-formato.ts';
import { type Medida, mediana } from './stats.ts';

export interface Execucao {
  maquina: Maquina;
  comando: string;
  cargaAntes: string;
  cargaDepois: string;
  duracao: number;
  /** The whole run, in seconds. */
  duracaoS?: number;
  backends: ResultadoBackend[];
  bundle?: ResultadoBundle;
  escala?: PontoDaEscala[];
  metas: Meta[];
}

const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
/**
 * The machine's CPU per request of the bare SQL (database + client) over the API's (server +
 * database + load generator): the throughput ratio the cores would allow if each run had them
 * to itself. On a shared machine the single-threaded server gets a smaller share of the cores
 * than the bare SQL's many backends, and the throughput ratio falls below this one.
 */
function razaoDeCpu(api: Medida, sql: Medida): number | undefined {
  const a = api.cpu;
  const s = sql.cpu;
  if (a?.servidor === undefined || a.postgres === undefined || s?.postgres === undefined)
    return undefined;
  return (s.postgres + s.gerador) / (a.servidor + a.postgres + a.gerador);
}

function secaoBackend(r: ResultadoBackend, duracao: number): string {
  const nome = r.backend === 'postgres' ? 'PostgreSQL' : 'PGlite (embutido)';
  const out: string[] = [`## ${nome}`, ''];
  out.push(
    `Dados (${r.gerador}, ${f(r.seedS, 0)} s para gerar): ` +
      Object.entries(r.dados)
        .map(([k, v]) => `${k} ${Number(v).toLocaleString('pt-BR')}`)
        .join(', ') +
      '.',
    '',
  );
  const fixos: string[][] = [];
  if (r.partidaMs !== undefined)
    fixos.push([
      'partida a frio (spawn → primeiro 200 de /api/health)',
      `${(r.partidasMs ?? [r.partidaMs]).map((x) => f(x, 0)).join(', ')} ms (mediana ${f(r.partidaMs, 0)})`,
    ]);
  if (r.rssOciosoMb !== undefined)
    fixos.push(['VmRSS ocioso (2 s após a partida)', `${f(r.rssOciosoMb, 0)} MB`]);
  if (r.rssDepoisMb !== undefined)
    fixos.push(['VmRSS depois das cargas', `${f(r.rssDepoisMb, 0)} MB`]);
  if (r.mapa)
    fixos.push([
      'mapa: tamanho na rede',
      r.mapa.comprimido
        ? `${kb(r.mapa.bytes)} gzip (${kb(r.mapa.bruto)} sem compressão)`
        : `${kb(r.mapa.bruto)} — o servidor não comprime; gzip do corpo: ${kb(r.mapa.bytes)}`,
    ]);
  if (r.mapaAposMudanca)
    fixos.push([
      `mapa logo após uma bobina mudar (1 conexão, ${r.mapaAposMudanca.vezes} vezes; a resposta guardada não serve)`,
      `p50 ${f(r.mapaAposMudanca.p50, 2)} ms, p99 ${f(r.mapaAposMudanca.p99, 2)} ms`,
    ]);
  if (r.importacao)
    fixos.push([
      `importação de ${r.importacao.linhas.toLocaleString('pt-BR')} linhas (dados gerados, antes das escritas)`,
      `${f(r.importacao.ms, 0)} ms (HTTP ${r.importacao.status})`,
    ]);
  for (const x of r.exportacao ?? [])
    fixos.push([
      `exportação do registro de eventos inteiro (${x.formato.toUpperCase()})`,
      `${x.linhas.toLocaleString('pt-BR')} linhas em ${f(x.ms, 0)} ms (${Math.round(x.linhasPorSegundo).toLocaleString('pt-BR')} linhas/s, ${kb(x.bytes)}); RSS ${f(x.rssAntesMb, 0)} → ${f(x.rssMaxMb, 0)} MB`,
    ]);
  const ap = r.importacaoAposEscritas;
  if (ap)
    fixos.push([
      `a mesma importação logo após a carga de escritas (fora das metas)`,
      `${f(ap.ms, 0)} ms (HTTP ${ap.status})${
        ap.listasMortas === undefined
          ? ''
          : `; na tabela listas ${ap.listasVivas?.toLocaleString('pt-BR')} linhas vivas e ${ap.listasMortas.toLocaleString('pt-BR')} mortas à espera do autovacuum`
      }`,
    ]);
  if (r.mapaRender) {
    const c = r.mapaRender.cargas.map((x) => x[0] ?? Number.NaN);
    const cc = r.mapaRender.cargas.map((x) => x[1] ?? Number.NaN);
    fixos.push([
      `mapa no Chromium, ${r.mapaRender.bobinas.toLocaleString('pt-BR')} bobinas: primeiro render por carga da página`,
      `${c.map((x) => f(x, 0)).join(', ')} ms (mediana ${f(mediana(c), 0)}; pátio completo ${f(mediana(cc), 0)} ms)`,
    ]);
  }
  if (fixos.length) out.push(tabela(['medida', 'valor'], fixos), '');

  if (r.login || r.leituras) {
    const pg = r.backend === 'postgres';
    const cab = ['chamada', 'conexões', 'API p50 ms', 'API p99 ms', 'API req/s', 'erros'];
    cab.push('servidor CPU ms/req', 'PostgreSQL CPU ms/req', 'gerador CPU ms/req');
    if (pg)
      cab.push(
        'SQL p50 ms',
        'SQL p99 ms',
        'SQL req/s',
        'SQL: PostgreSQL CPU ms/req',
        'SQL: cliente CPU ms/req',
        'vazão API ÷ SQL',
        'CPU SQL ÷ API',
        'p50 API ÷ SQL',
      );
    const semSql = pg ? ['', '', '', '', '', '', '', ''] : [];
    const cpu = (m: Medida) => [f(m.cpu?.servidor), f(m.cpu?.postgres), f(m.cpu?.gerador)];
    const linhas: string[][] = [];
    for (const m of r.login ?? [])
      linhas.push([
        'login (POST Usuarios/Login)',
        `${m.connections}`,
        f(m.p50),
        f(m.p99),
        f(m.rps, 1),
        erros(m),
        ...cpu(m),
        ...semSql,
      ]);
    const comNome = (l: ResultadoLeitura) =>
      pg && l.instrucoes ? `${l.nome} (${l.instrucoes} instruções SQL)` : l.nome;
    for (const l of [...(r.leituras ?? []), ...(r.fastifyPuro ? [r.fastifyPuro] : [])])
      l.api.forEach((m, i) => {
        const s = l.sql[i];
        const linha = [
          i ? '' : comNome(l),
          `${m.connections}`,
          f(m.p50),
          f(m.p99),
          f(m.rps, 1),
          erros(m),
          ...cpu(m),
        ];
        if (pg)
          linha.push(
            s ? f(s.p50) : '–',
            s ? f(s.p99) : '–',
            s ? f(s.rps, 1) : '–',
            s ? f(s.cpu?.postgres) : '–',
            s ? f(s.cpu?.gerador) : '–',
            s ? f(m.rps / s.rps) : '–',
            s ? f(razaoDeCpu(m, s)) : '–',
            s ? f(m.p50 / s.p50) : '–',
          );
        linhas.push(linha);
      });
    out.push(`### Leituras (${duracao} s por medida, depois de aquecer)`, '');
    out.push(tabela(cab, linhas), '');
    if (r.leituras)
      out.push(
        'Requisições medidas:',
        '',
        ...r.leituras.map((l) => `- ${l.nome}: \`GET ${l.path}\``),
        '',
        'CPU ms/req: o tempo de CPU (usuário + sistema, de /proc) que cada processo gastou durante a',
        'medida, dividido pelas requisições concluídas — o servidor (todas as suas threads), os',
        'processos do PostgreSQL ligados ao banco da medida (pool, LISTEN, autovacuum) e o gerador de',
        'carga (autocannon, ou o cliente `pg` no SQL puro). Menos sensível que a vazão a outros',
        'processos da máquina. CPU SQL ÷ API: a CPU por requisição do SQL puro (banco + cliente) sobre',
        'a da API (servidor + banco + gerador), a razão de vazão que os núcleos dariam a cada medida',
        'sozinha. Fastify puro: o mesmo Fastify, uma rota que responde 304 com os mesmos',
        'cabeçalhos, sem plugins, hooks nem banco (bench/fastify-puro.mjs): o piso da pilha.',
        '',
      );
    if (!pg)
      out.push(
        'PGlite roda dentro do processo do servidor: não há SQL puro por fora para comparar.',
        '',
      );
  }
  if (r.escritas) {
    const e = r.escritas;
    out.push(
      '### Escritas misturadas (colocar bobina em posição livre, corrigir endereço, ticar item), em rodízio',
      '',
      tabela(
        [
          'conexões',
          'p50 ms',
          'p99 ms',
          'req/s',
          'erros',
          'servidor CPU ms/req',
          'PostgreSQL CPU ms/req',
        ],
        e.medidas.map((m) => [
          `${m.connections}`,
          f(m.p50),
          f(m.p99),
          f(m.rps, 1),
          erros(m),
          f(m.cpu?.servidor),
          f(m.cpu?.postgres),
        ]),
      ),
      '',
      `Feitas (aquecimento incluído): ${Object.entries(e.feitas)
        .map(([k, v]) => `${k} ${v}`)
        .join(
          ', ',
        )}; posições livres válidas no início: ${e.livresNoInicio}; itens abertos nas listas: ${e.itensAbertos}.`,
      '',
    );
  }
  if (r.linhasDaMarcacao?.length)
    out.push(
      '### Linhas gravadas por uma marcação (versões de linha criadas pela transação, por tabela)',
      '',
      tabela(
        ['posição', 'itens na lista', 'linhas', 'por tabela'],
        r.linhasDaMarcacao.map((m) => [
          `${m.posicao}`,
          m.itensNaLista.toLocaleString('pt-BR'),
          `${m.total}`,
          Object.entries(m.porTabela)
            .map(([t, n]) => `${t} ${n}`)
            .join(', '),
        ]),
      ),
      '',
    );
  const total = errosDeCarga(r);
  if (total !== undefined) out.push(`Respostas não-2xx e erros em todas as cargas: ${total}.`, '');
  return out.join('\n');
}

export function relatorio(e: Execucao): string {
  const m = e.maquina;
  const out: string[] = [
    '# Benchmarks',
    '',
    `Gerado por \`${e.comando}\` (bench/run.ts) em ${m.data}. Não edite à mão: rode de novo.`,
    'Explicações e decisões de desempenho: [performance-notes.md](performance-notes.md).',
    '',
    tabela(
      ['máquina', ''],
      [
        ['CPU', `${m.cpu}, ${m.nucleos} núcleos`],
        ['memória', `${m.memoriaGb.toFixed(1)} GB`],
        ['Node', m.node],
        ['PostgreSQL', m.postgres],
        ['carga da máquina (1/5/15 min) no início e no fim', `${e.cargaAntes}; ${e.cargaDepois}`],
        ...(e.duracaoS === undefined
          ? []
          : [['duração da execução', `${(e.duracaoS / 60).toFixed(1)} min`]]),
      ],
    ),
    '',
    '## Metas (issues 46, 35, 20, 21 e 9)',
    '',
    tabela(
      ['issue', 'medida', 'meta', 'medido', ''],
      e.metas.map((x) => [
        x.issue ? `${x.issue}` : '',
        x.figura,
        x.meta,
        x.medido,
        x.passou === null ? '–' : x.passou ? 'ok' : '**não**',
      ]),
    ),
    '',
    'Latências de ponta a ponta vistas pelo gerador de carga (autocannon) na mesma máquina; o',
    '"tempo no servidor" do mapa é a p50 com uma conexão. SQL puro: as mesmas instruções que o',
    'servidor mandou para aquela requisição repetida (capturadas com PATIO_SQL_LOG; a guarda de',
    'autenticação consulta o banco só na primeira requisição de cada sessão em cada processo,',
    'docs/sessions.md), repetidas em ordem por `pg` com o mesmo número de conexões, linhas como arrays e',
    'valores em texto, sem conversão (o limite do banco visto de um cliente Node). Partida a frio: um',
    'processo novo (`node apps/server/dist/main.js`, o build que `npm start` roda, compilado uma vez',
    'no início) até o primeiro 200 de /api/health, com',
    'os arquivos do banco já no cache do sistema. Escritas: cada requisição é válida e distinta',
    '(posições livres que nenhuma outra em andamento toca; itens ticados em posições sorteadas).',
    '',
  ];
  for (const b of e.backends) out.push(secaoBackend(b, e.duracao));
  if (e.escala?.length) out.push(secaoEscala(e.escala));
  if (e.bundle) {
    out.push(
      '## JavaScript por tela (gzip: entrada + chunk da tela + importações estáticas)',
      '',
      tabela(
        ['tela', 'gzip'],
        e.bundle.telas.map((t) => [t.tela, kb(t.bytes)]),
      ),
      '',
    );
  }
  return `${out.join('\n').trimEnd()}\n`;
}
