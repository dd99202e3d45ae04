import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/postgres.ts';
import { linhas } from '../../src/lib/linhas.ts';
import { listarInstrucoes } from '../../src/modules/instrucoes/listar-instrucoes.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { colocar, instrucao, listar, selecionar } from './instrucoes-fixtures.ts';

/*
 * A list's page 1 carries its size in the statement's text, so unfiltered it has no parameter
 * and PostgreSQL plans it once per connection (lib/preparadas.ts); the pages after it keep
 * `limit $1 offset $2`. Both must give the rows the whole list gives, in its order.
 */

type Linha = { id: number; lote: string; isSelecionada: boolean; ponte: string | null };
type Pagina = { instrucoes: Linha[]; totalItems: number; totalPages: number };

describe.each(BACKENDS)('a primeira página de uma lista (%s)', (backend) => {
  let t: TestApp;
  const ids: number[] = [];
  beforeAll(async () => {
    t = await buildTestApp(backend);
    for (const [i, fila] of ['A', 'B', 'C', 'D', 'E'].entries()) {
      const b = await colocar(t, `0005${fila}N01`);
      ids.push(await instrucao(t, b.lote, `0006${fila}N0${i + 1}`));
    }
    expect((await selecionar(t, 'PR#345', ids[1] as number)).statusCode).toBe(201);
  });
  afterAll(() => t.close());

  const pagina = async (query: Record<string, string>) => {
    const res = await listar(t, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Pagina;
  };

  it('a primeira página, as seguintes e a lista inteira trazem as mesmas instruções, na mesma ordem', async () => {
    const inteira = await pagina({ orderBy: 'id' });
    expect(inteira.instrucoes.map((r) => r.id)).toEqual(ids);
    for (const tamanho of [2, 3]) {
      const paginas = [];
      for (let p = 1; p <= Math.ceil(ids.length / tamanho); p++) {
        const r = await pagina({ page: String(p), pageSize: String(tamanho), orderBy: 'id' });
        expect([r.totalItems, r.totalPages]).toEqual([ids.length, Math.ceil(ids.length / tamanho)]);
        paginas.push(...r.instrucoes);
      }
      expect(paginas, `páginas de ${tamanho}`).toEqual(inteira.instrucoes);
    }
    // The crane state is a column written in the text too: only the selected one says so.
    expect(inteira.instrucoes.map((r) => [r.isSelecionada, r.ponte])).toEqual(
      ids.map((id) => (id === ids[1] ? [true, 'PR345'] : [false, null])),
    );
  });

  it('a tela da ponte (liberadas, remanejamentos primeiro) vê as mesmas linhas que a lista', async () => {
    const lista = await pagina({ page: '1', pageSize: '7', orderBy: 'id' });
    const ponte = await pagina({
      page: '1',
      pageSize: '7',
      orderBy: 'remanejamento desc, id',
      filter: 'ticada=true',
    });
    expect(ponte.instrucoes).toEqual(lista.instrucoes);
    expect(ponte.totalItems).toBe(ids.length);
  });

  it.skipIf(backend !== 'postgres')(
    'cada conexão planeja a primeira página sem filtro uma vez; uma busca é planejada a cada chamada',
    async () => {
      // One connection, so this session's prepared statements are the ones the lists used.
      const banco = openPostgres(t.databaseUrl as string, 1);
      try {
        const vezes = 8;
        for (let i = 0; i < vezes; i++) {
          const r = await listarInstrucoes(banco.db, { page: 1, pageSize: 7, orderBy: 'id' });
          expect(r.instrucoes.map((l) => l.id)).toEqual(ids);
          const busca = await listarInstrucoes(banco.db, {
            page: 1,
            pageSize: 7,
            filter: `id=${ids[2]}`,
          });
          expect(busca.instrucoes.map((l) => l.id)).toEqual([ids[2]]);
        }
        const preparadas = await linhas<{ statement: string; genericas: number; feitas: number }>(
          banco.db,
          sql`select statement, generic_plans::int as genericas, custom_plans::int as feitas
            from pg_prepared_statements`,
        );
        const pagina1 = preparadas.filter((p) => /from "instrucoes"/.test(p.statement));
        // The page and its count, each planned once and run with that plan every time.
        expect(pagina1.map((p) => [/ limit 7$/.test(p.statement), p.genericas, p.feitas])).toEqual(
          expect.arrayContaining([
            [true, vezes, 0],
            [false, vezes, 0],
          ]),
        );
        expect(pagina1).toHaveLength(2);
      } finally {
        await banco.close();
      }
    },
  );
});
