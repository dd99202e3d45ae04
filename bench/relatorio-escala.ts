/** The report's scale series and the decade's writes and tools (--scale 10). */
import type { ResultadoDecada } from './decada.ts';
import type { PontoDaEscala } from './escala.ts';
import { erros, f, milhares, tabela } from './relatorio-formato.ts';

/** The same reads at each history size, one connection, and how each grew. */
export function secaoEscala(pontos: PontoDaEscala[]): string {
  const [um, dez] = pontos;
  const out = [
    '## Série de escala (PostgreSQL, 1 conexão)',
    '',
    'As mesmas leituras com o histórico (bobinas expedidas e eventos) multiplicado por 10; o pátio',
    'e as listas abertas têm o mesmo tamanho. Cada tamanho em banco e servidor novos.',
    '',
    tabela(
      ['tamanho', ...Object.keys(pontos[0]?.dados ?? {})],
      pontos.map((p) => [
        `${milhares(p.coils)} / ${milhares(p.events)}`,
        ...Object.values(p.dados).map((v) => milhares(Number(v))),
      ]),
    ),
    '',
  ];
  if (!um || !dez) return out.join('\n');
  const linhas = um.leituras.map((l) => {
    const d = dez.leituras.find((x) => x.nome === l.nome);
    const r = (a?: number, b?: number) => (a && b ? f(b / a) : '–');
    return [
      l.nome,
      f(l.api.p50),
      f(d?.api.p50),
      r(l.api.p50, d?.api.p50),
      f(l.sql?.p50),
      f(d?.sql?.p50),
      r(l.sql?.p50, d?.sql?.p50),
    ];
  });
  const t1 = `${milhares(um.coils)}/${milhares(um.events)}`;
  const t10 = `${milhares(dez.coils)}/${milhares(dez.events)}`;
  out.push(
    tabela(
      [
        'chamada',
        `API p50 ms ${t1}`,
        `API p50 ms ${t10}`,
        'API 10× ÷ 1×',
        `SQL p50 ms ${t1}`,
        `SQL p50 ms ${t10}`,
        'SQL 10× ÷ 1×',
      ],
      linhas,
    ),
    '',
  );
  if (dez.decada) out.push(secaoDecada(um, dez, dez.decada));
  return out.join('\n');
}

/** The writes at both points and the tools at 10× (bench/decada.ts). */
function secaoDecada(um: PontoDaEscala, dez: PontoDaEscala, d: ResultadoDecada): string {
  const t = (p: { coils: number; events: number }) => `${milhares(p.coils)}/${milhares(p.events)}`;
  const escritas = d.escritas.flatMap((e, i) =>
    e.medidas.map((m) => [
      t(i === 0 ? um : dez),
      `${m.connections}`,
      f(m.p50),
      f(m.p99),
      f(m.rps, 1),
      `${m.requests}`,
      erros(m),
    ]),
  );
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
  return [
    '## A década: escritas e ferramentas (PostgreSQL, `--scale 10`)',
    '',
    'Escritas misturadas (colocar numa posição livre, corrigir endereço, ticar item de lista) nos',
    'dois pontos da série, um logo depois do outro; com 10× o histórico, a exportação, a',
    'verificação da trilha de auditoria, a cópia de segurança e a restauração num banco vazio,',
    'pelos comandos que a documentação manda usar (docs/scale.md).',
    '',
    tabela(['tamanho', 'conexões', 'p50 ms', 'p99 ms', 'req/s', 'feitas', 'erros'], escritas),
    '',
    tabela(
      ['ferramenta', t(dez)],
      [
        ...d.auditoria.map((c) => [
          `npm run audit:verify, cadeia de ${c.tabela}`,
          `${milhares(c.linhas)} elos em ${s(c.ms)} (${milhares(Math.round(c.linhas / (c.ms / 1000)))} linhas/s)`,
        ]),
        ...d.exportacao.map((x) => [
          `exportação de eventos ${x.formato.toUpperCase()}`,
          `${milhares(x.linhas)} linhas em ${s(x.ms)} (${milhares(Math.round(x.linhasPorSegundo))} linhas/s), RSS ${x.rssAntesMb.toFixed(0)} → ${x.rssMaxMb.toFixed(0)} MB`,
        ]),
        ['npm run backup (pg_dump -Fc)', `${s(d.backup.ms)}, arquivo de ${mb(d.backup.bytes)}`],
        [
          'npm run restore (pg_restore) num banco vazio',
          `${s(d.restauracao.ms)}, banco restaurado de ${mb(d.restauracao.bytes)}`,
        ],
        [
          `npm run copy-to-postgres, PGlite ${t({ coils: d.copia.coils, events: d.copia.events })} → PostgreSQL vazio`,
          `${milhares(d.copia.linhas)} linhas em ${s(d.copia.ms)} (${milhares(Math.round(d.copia.linhas / (d.copia.ms / 1000)))} linhas/s)`,
        ],
      ],
    ),
    '',
  ].join('\n');
}
