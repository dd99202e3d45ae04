/**
 * Fills a database without coils with years of history (docs/scale-data.md): the full yard,
 * both reserve lists, open instructions and dispatches, shipped coils with their movements and
 * the event log. Same options, same rows. Each part is one transaction.
 */
import type { Layout } from '@patio/domain';
import { sql } from 'drizzle-orm';
import { gruposDoAmbiente } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { gravarEntradasRecontadas } from '../../modules/painel/entradas-no-patio.ts';
import { layoutComGrupos } from '../../modules/patio/layout.ts';
import { lerBases, linhas, type OpcoesEscala, PADRAO } from './comum.ts';
import { copiarSelado } from './copia-selada.ts';
import { planejarDespachos } from './despachos-historicos.ts';
import { fonteEventos, inserirEventos } from './eventos.ts';
import { inserirExpedidas } from './expedidas.ts';
import { semIndices } from './indices.ts';
import { inserirPatio } from './inserir-patio.ts';
import { inserirListas, registrosPorLista } from './listas.ts';
import { planejarPatio } from './patio-operacao.ts';
import { emLoteSelado } from './selo.ts';
import { inserirUsuarios } from './usuarios.ts';

export const MSG_BANCO_COM_BOBINAS =
  'O banco já tem bobinas: a carga de escala só entra num banco sem bobinas.';

export interface ParteEscala {
  parte: string;
  resumo: string;
  ms: number;
}

export type OpcoesGerar = Pick<OpcoesEscala, 'coils' | 'events' | 'seed'> &
  Partial<Pick<OpcoesEscala, 'livres' | 'itensLista'>>;

/**
 * `paralelo` (PostgreSQL, whose pool gives each transaction its own connection): the event
 * log, which reads nothing the other parts write, is loaded on a second connection meanwhile
 * — its trigram index build is the longest single step, and the machine has a second core.
 * `url` (PostgreSQL, the same database): the event log is written with COPY, sealed as it is
 * written (copia-selada.ts), instead of inserted and then sealed by an update of every row.
 */
export async function gerarEscala(
  db: Db,
  opcoesDadas: OpcoesGerar,
  log: (p: ParteEscala) => void = () => {},
  paralelo = false,
  layout: Layout = layoutComGrupos(gruposDoAmbiente()),
  url?: string,
): Promise<ParteEscala[]> {
  const opcoes: OpcoesEscala = { ...PADRAO, ...opcoesDadas };
  const { coils, events, seed, livres, itensLista } = opcoes;
  const [existentes] = linhas<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from bobinas`),
  );
  if ((existentes?.n ?? 0) > 0) throw new Error(MSG_BANCO_COM_BOBINAS);

  const bases = await lerBases(db);
  const historicos = planejarDespachos(coils, seed);
  const plano = planejarPatio(
    seed,
    livres,
    {
      bobina: bases.bobina + coils,
      instrucao: bases.instrucao + coils,
      despacho: bases.despacho + historicos.length,
      despachoK: historicos.length,
    },
    layout,
  );
  const partes: ParteEscala[] = [];
  const parte = async (nome: string, fn: (tx: Executor) => Promise<string>) => {
    const inicio = performance.now();
    const resumo = await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '128MB'`);
      await tx.execute(sql`set local work_mem = '32MB'`);
      return fn(tx);
    });
    const p = { parte: nome, resumo, ms: Math.round(performance.now() - inicio) };
    partes.push(p);
    log(p);
  };

  const eventos = () =>
    parte('eventos', async (tx) => {
      if (events === 0) return '0 eventos';
      const fonte = fonteEventos(seed, bases, { events, despachos: historicos }, layout.grupos);
      await semIndices(tx, 'eventos', async () => {
        if (url) await copiarSelado(tx, url, 'eventos', fonte);
        else await emLoteSelado(tx, 'eventos', () => inserirEventos(tx, fonte));
      });
      return `${events} eventos${url ? ' (COPY, selados ao gravar)' : ''}`;
    });
  const cadeia = async () => {
    await parte('usuários', async (tx) => {
      await inserirUsuarios(tx);
      return 'admin e 5 operadores';
    });
    await parte('bobinas expedidas', async (tx) => {
      await semIndices(tx, 'movimentos', () =>
        emLoteSelado(tx, 'movimentos', () =>
          inserirExpedidas(tx, seed, bases, historicos, layout.grupos),
        ),
      );
      return `${coils} bobinas em ${historicos.length} despachos finalizados`;
    });
    await parte('pátio', async (tx) => {
      await emLoteSelado(tx, 'movimentos', () => inserirPatio(tx, plano));
      const noPatio = plano.bobinas.filter((b) => b.endereco).length;
      const manuais = plano.instrucoes.filter((i) => i.tipo === 'MANUAL').length;
      const carregadas = plano.bobinas.length - noPatio;
      return `${noPatio} bobinas no pátio (${plano.livres} posições livres), ${manuais} instruções MANUAL, ${plano.despachos.length} despachos abertos (${carregadas} bobinas carregadas)`;
    });
    await parte('listas', async (tx) => {
      await emLoteSelado(tx, 'movimentos', () =>
        inserirListas(tx, seed, bases.bobina + coils + plano.bobinas.length, itensLista),
      );
      const ticadas = registrosPorLista(itensLista) - itensLista;
      return `${itensLista} itens abertos em cada lista (PLANO e RESERVA), ${ticadas} ticados em cada`;
    });
  };
  if (paralelo) {
    // both run to their end before any error is reported: nothing is left mid-transaction
    const falha = (await Promise.allSettled([eventos(), cadeia()])).find(
      (r) => r.status === 'rejected',
    );
    if (falha) throw falha.reason;
  } else {
    await cadeia();
    await eventos();
  }
  await parte('sequências e estatísticas', async (tx) => {
    // The history was written here with its own past dates, not through the services.
    await gravarEntradasRecontadas(tx);
    for (const tabela of ['bobinas', 'instrucoes', 'despachos', 'eventos']) {
      await tx.execute(
        sql.raw(`select setval(pg_get_serial_sequence('${tabela}', 'id'),
          greatest((select max(id) from ${tabela}), 1))`),
      );
    }
    await tx.execute(sql`analyze`);
    return 'entradas no pátio, sequências ajustadas, ANALYZE';
  });
  // The tables the screens list, vacuumed as autovacuum would have done on a server with this
  // much history (the CI's PostgreSQL runs with autovacuum off; PGlite has none): sets their
  // visibility maps, so the list counts are index-only scans instead of reading the heap rows.
  // The two history tables, whose bulk seal left a dead version of every row, are left to the
  // next vacuum: it is long, and no list page reads them by a count (docs/performance-notes.md).
  // INDEX_CLEANUP ON: the yard entries rewrite 3,480 coils, under 2% of the table's pages at
  // 10×, where VACUUM would skip its index pass and leave those pages not all-visible — the
  // yard's counts then read the heap (docs/scale.md, "Reads at 10×").
  const inicio = performance.now();
  await db.execute(
    sql`vacuum (analyze, index_cleanup on) bobinas, listas, instrucoes, despachos, despacho_bobinas, cadeias`,
  );
  const vacuo = { parte: 'vacuum', resumo: 'VACUUM das tabelas listadas', ms: 0 };
  vacuo.ms = Math.round(performance.now() - inicio);
  partes.push(vacuo);
  log(vacuo);
  return partes;
}
