/** One backend's whole run: fresh data, the server as a child, every selected part, clean-up. */
import pg from 'pg';
import type { Backend, Opcoes } from './args.ts';
import { contarDados, criarBanco } from './banco.ts';
import type { Rodada } from './carga.ts';
import {
  entrar,
  type Leitura,
  leituras,
  NOME_MAPA,
  NOME_MAPA_304,
  type Termos,
} from './chamadas.ts';
import { medirEscritas, type ResultadoEscritas } from './escritas-preparo.ts';
import { medirExportacao, type ResultadoExportacao } from './exportacao.ts';
import { medirFastifyPuro } from './fastify-puro.ts';
import { medirImportacao, type ResultadoImportacao } from './importacao.ts';
import {
  etagDoMapa,
  medirLeituras,
  medirLogin,
  type ResultadoLeitura,
  type TamanhoMapa,
  tamanhoDoMapa,
  termoDeBusca,
} from './leituras.ts';
import { type MapaAposMudanca, medirMapaAposMudanca } from './mapa-mudanca.ts';
import { medirMapaRender, type ResultadoMapaRender } from './mapa-render.ts';
import { type LinhasDaMarcacao, medirLinhasDaMarcacao } from './marcacao.ts';
import { ADMIN_SENHA, iniciarServidor } from './server.ts';
import { capturar } from './sql-por-leitura.ts';
import { type Medida, mediana } from './stats.ts';

export interface ResultadoBackend {
  backend: Backend;
  gerador: string;
  seedS: number;
  dados: Record<string, number>;
  /** Median of the starts below. */
  partidaMs?: number;
  partidasMs?: number[];
  rssOciosoMb?: number;
  rssDepoisMb?: number;
  login?: Medida[];
  leituras?: ResultadoLeitura[];
  mapa?: TamanhoMapa;
  /** PostgreSQL: the map fetched right after a coil changed (the kept answer cannot serve it). */
  mapaAposMudanca?: MapaAposMudanca;
  escritas?: ResultadoEscritas;
  /** On the generated data, before the write load: the figure the goal is checked on. */
  importacao?: ResultadoImportacao;
  /** Again right after the write load, with the list table's dead rows at that moment (PG). */
  importacaoAposEscritas?: ResultadoImportacao & { listasMortas?: number; listasVivas?: number };
  mapaRender?: ResultadoMapaRender;
  termo?: Termos;
  /** PostgreSQL: row versions written by one tick near the top and at the end of a list. */
  linhasDaMarcacao?: LinhasDaMarcacao[];
  /** A bare Fastify route under the same load: the stack's own floor. */
  fastifyPuro?: ResultadoLeitura;
  /** The whole events log exported, CSV and XLSX (docs/exportacao.md, "Memory"). */
  exportacao?: ResultadoExportacao[];
}

const pausa = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function rodarBackend(backend: Backend, o: Opcoes): Promise<ResultadoBackend> {
  const precisaServidor = [...o.only].some((p) => p !== 'bundle' && p !== 'scale');
  const escala = backend === 'pglite' ? o.escalaPglite : o;
  const banco = await criarBanco(backend, { ...escala, seed: o.seed }, o.guardarModelos);
  try {
    const res: ResultadoBackend = {
      backend,
      gerador: banco.gerador,
      seedS: banco.seedMs / 1000,
      dados: await contarDados(banco),
    };
    if (!precisaServidor) return res;
    const rodadas: Rodada[] = [1, 16].map((connections) => ({
      connections,
      segundos: o.duration,
    }));
    const aquecimento = o.quick ? 1 : 3;
    const sqlPorLeitura = banco.url && o.only.has('reads') ? await capturar(banco.ambiente) : null;

    // Three starts, the last one kept running: one start on a busy 2-core machine is noise.
    const partidas: number[] = [];
    for (let i = 0; i < 2 && o.only.has('coldstart'); i++) {
      const s = await iniciarServidor(banco.ambiente);
      partidas.push(s.partidaMs);
      await s.parar();
    }
    const servidor = await iniciarServidor(banco.ambiente);
    try {
      partidas.push(servidor.partidaMs);
      res.partidasMs = partidas;
      res.partidaMs = mediana(partidas);
      await pausa(2000);
      res.rssOciosoMb = servidor.rssMb();
      const token = await entrar(servidor.url, 'admin', ADMIN_SENHA);
      const termo = await termoDeBusca(servidor.url, token);
      res.termo = termo;
      const lista = leituras(token, termo, await etagDoMapa(servidor.url, token));
      if (o.only.has('reads')) {
        res.login = await medirLogin(servidor, token, rodadas, aquecimento, banco.url);
        const mapa = lista.find((l) => l.nome === NOME_MAPA) as Leitura;
        res.mapa = await tamanhoDoMapa(servidor.url, mapa.pedido);
        res.leituras = await medirLeituras(
          servidor,
          lista,
          sqlPorLeitura,
          banco.url,
          rodadas,
          aquecimento,
        );
        if (banco.url) {
          console.log('[bench] mapa logo após uma mudança');
          res.mapaAposMudanca = await medirMapaAposMudanca(
            servidor.url,
            mapa.pedido,
            banco.url,
            o.quick ? 20 : 200,
          );
        }
        const revalidar = lista.find((l) => l.nome === NOME_MAPA_304) ?? mapa;
        res.fastifyPuro = await medirFastifyPuro(revalidar.pedido, rodadas, aquecimento);
      }
      if (o.only.has('export')) {
        console.log('[bench] exportação do registro de eventos inteiro');
        const eventos = res.dados.eventos ?? 0;
        res.exportacao = [];
        for (const formato of ['csv', 'xlsx'] as const)
          res.exportacao.push(
            await medirExportacao(servidor.url, token, () => servidor.rssMb(), formato, eventos),
          );
      }
      if (o.only.has('map-render')) {
        console.log('[bench] primeiro render do mapa no Chromium');
        res.mapaRender = await medirMapaRender(servidor.url, 'admin', ADMIN_SENHA, 3);
      }
      if (o.only.has('import')) {
        console.log('[bench] importação de 10.000 linhas');
        res.importacao = await medirImportacao(servidor.url, token, 10_000);
      }
      if (o.only.has('writes') && banco.url) {
        console.log('[bench] linhas gravadas por uma marcação');
        // A failure here must not lose the hour of figures around it: reported, not measured.
        res.linhasDaMarcacao = await medirLinhasDaMarcacao(servidor.url, token, banco.url).catch(
          (err: unknown) => {
            console.error('[bench] linhas por marcação: falhou', err);
            return undefined;
          },
        );
      }
      if (o.only.has('writes')) {
        console.log('[bench] escritas');
        res.escritas = await medirEscritas(
          servidor,
          banco.url,
          token,
          rodadas,
          aquecimento,
          o.quick ? 60 : 900,
          o.seed,
        );
      }
      if (o.only.has('import') && o.only.has('writes')) {
        // Before the gap-keyed list order (docs/performance-notes.md, "List order without renumbering") every tick renumbered the rest of its list, leaving hundreds of
        // thousands of dead list rows for autovacuum; now a goal (≤ 1 s).
        console.log('[bench] importação de 10.000 linhas logo após as escritas');
        const mortas = banco.url ? await linhasMortas(banco.url, 'listas') : undefined;
        res.importacaoAposEscritas = {
          ...(await medirImportacao(servidor.url, token, 10_000)),
          ...mortas,
        };
      }
      res.rssDepoisMb = servidor.rssMb();
    } finally {
      await servidor.parar();
    }
    return res;
  } finally {
    await banco.apagar();
  }
}

/** Live and dead rows of a table as PostgreSQL's statistics see them now. */
async function linhasMortas(url: string, tabela: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query<{ vivas: string; mortas: string }>(
      'select n_live_tup as vivas, n_dead_tup as mortas from pg_stat_user_tables where relname = $1',
      [tabela],
    );
    const row = r.rows[0];
    return row ? { listasVivas: Number(row.vivas), listasMortas: Number(row.mortas) } : {};
  } finally {
    await c.end();
  }
}
