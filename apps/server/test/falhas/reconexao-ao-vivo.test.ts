import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirStream, type EventoSse } from '../sse.ts';
import { type Dados, dadosPostgres, iniciarServidor, type Servidor } from './servidor.ts';

/*
 * Two server processes on one PostgreSQL. While 100 changes are made through process A, process
 * B's own LISTEN connection is killed by the database and a client's stream to B is cut and
 * reopened with Last-Event-ID. Every client must end with all 100 changes or with a `resync`:
 * never a silent gap.
 */

const URL_ADMIN = process.env.TEST_DATABASE_URL;
const MUDANCAS = 100;

/** The event ids the stream announced as created, and whether it was told to refetch. */
function ouvidos(eventos: EventoSse[]) {
  const ids = new Set<number>();
  let resync = false;
  for (const e of eventos) {
    if (e.event === 'resync') resync = true;
    const d = e.data as { entity?: string; id?: number } | undefined;
    if (e.event === 'change' && d?.entity === 'evento' && typeof d.id === 'number') ids.add(d.id);
  }
  return { ids, resync };
}

describe.skipIf(!URL_ADMIN)(
  'nenhuma mudança ao vivo perdida em silêncio (postgres, 2 processos)',
  () => {
    let dados: Dados;
    let a: Servidor;
    let b: Servidor;
    beforeAll(async () => {
      dados = await dadosPostgres(URL_ADMIN as string);
      [a, b] = await Promise.all([iniciarServidor(dados), iniciarServidor(dados)]);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([a?.parar(), b?.parar()]);
      await dados?.apagar();
    });

    it('LISTEN do processo B cortado e stream do cliente cortado durante 100 mudanças: todas chegam', async () => {
      const stream = `${b.url}/api/stream`;
      const inteiro = await abrirStream(stream, b.token);
      const cortado = await abrirStream(stream, b.token);
      const conectados = await Promise.all([
        inteiro.ate(() => inteiro.ultimoId !== undefined),
        cortado.ate(() => cortado.ultimoId !== undefined),
      ]);
      expect(conectados).toEqual([true, true]);

      const banco = new pg.Client({ connectionString: dados.env.DATABASE_URL });
      await banco.connect();
      const criados: number[] = [];
      let reaberto: Awaited<ReturnType<typeof abrirStream>> | undefined;
      try {
        for (let i = 1; i <= MUDANCAS; i++) {
          if (i === 20) {
            const r = await banco.query(
              'select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = $1',
              [`patio-listen-${b.proc.pid}`],
            );
            expect(r.rows).toEqual([{ ok: true }]);
          }
          if (i === 40) await cortado.fechar();
          if (i === 70) reaberto = await abrirStream(stream, b.token, cortado.ultimoId);
          const res = await a.chamar('POST', '/api/alarmeseventos', {
            tipo: 'NORMAL',
            descricao: `mudança ${i} de ${MUDANCAS}`,
          });
          expect(res.status).toBe(201);
          criados.push(((await res.json()) as { data: { id: number } }).data.id);
        }
      } finally {
        await banco.end();
      }

      const completo = (eventos: EventoSse[]) => {
        const o = ouvidos(eventos);
        return o.resync || criados.every((id) => o.ids.has(id));
      };
      const r = reaberto as NonNullable<typeof reaberto>;
      expect(await inteiro.ate(completo, 20_000)).toBe(true);
      expect(await r.ate((e) => completo([...cortado.eventos, ...e]), 20_000)).toBe(true);

      const semCorte = ouvidos(inteiro.eventos);
      const comCorte = ouvidos([...cortado.eventos, ...r.eventos]);
      const perdidas = (o: ReturnType<typeof ouvidos>) =>
        o.resync ? 0 : criados.filter((id) => !o.ids.has(id)).length;
      console.log(
        `[reconexao-ao-vivo] ${MUDANCAS} mudanças; cliente com LISTEN do servidor cortado: ` +
          `${semCorte.ids.size} recebidas, resync=${semCorte.resync}, perdidas=${perdidas(semCorte)}; ` +
          `cliente com o stream cortado: ${comCorte.ids.size} recebidas, resync=${comCorte.resync}, ` +
          `perdidas=${perdidas(comCorte)}`,
      );
      expect(perdidas(semCorte)).toBe(0);
      expect(perdidas(comCorte)).toBe(0);
      // The log had everything: no refetch was needed, every change was replayed.
      expect(semCorte.resync).toBe(false);
      expect(comCorte.ids.size).toBe(MUDANCAS);
      await Promise.all([inteiro.fechar(), r.fechar()]);
    }, 120_000);
  },
);
