import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';
import { linhas } from './bobinas-fixtures.ts';
import { limparListas, ordem, postItem, registro, semBuracos } from './listas-fixtures.ts';

let rodada = 0;
/** `n` valid import records with lots unique to this run. */
function arquivo(n: number, tipo = 'PLANO') {
  rodada += 1;
  // 10 characters (docs/coil-data-rules.md): each file runs on its own database.
  const prefixo = `I${String(process.pid % 1000).padStart(3, '0')}${String(rodada).padStart(2, '0')}`;
  return Array.from({ length: n }, (_, i) =>
    registro({
      lote: `${prefixo}${String(i).padStart(4, '0')}`,
      tipo,
      grupo: ['LQ', 'FM', 'LZ', 'LF'][i % 4],
    }),
  );
}

describe.each(BACKENDS)('listas reserva: importação (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());
  beforeEach(() => limparListas(t));

  const importar = (payload: unknown) =>
    t.call({ method: 'POST', url: '/api/listas/importar', payload: payload as object });
  const quantas = async () =>
    (await linhas<{ n: number }>(t, sql`select count(*)::int n from bobinas`))[0]?.n;

  it('acrescenta no fim de cada lista, na ordem do arquivo, com evento', async () => {
    const [a] = [await postItem(t)];
    const plano = arquivo(3);
    const reserva = arquivo(1, 'RESERVA');
    const res = await importar([plano[0], reserva[0], plano[1], plano[2]]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ mensagem: 'Bobinas importadas com sucesso.', quantidade: 4 });
    expect(await ordem(t, 'PLANO')).toEqual([
      [a?.lote, 1],
      [plano[0]?.lote, 2],
      [plano[1]?.lote, 3],
      [plano[2]?.lote, 4],
    ]);
    expect(await ordem(t, 'RESERVA')).toEqual([[reserva[0]?.lote, 1]]);
    const [ev] = await ultimosEventos(t, 1);
    expect(ev?.descricao).toContain('4 bobina(s) importada(s) por admin');
    const h = await linhas<{ status_para: string; motivo: string }>(
      t,
      sql`select m.status_para, m.motivo from movimentos m join bobinas b on b.id = m.bobina_id
          where b.lote = ${plano[1]?.lote}`,
    );
    expect(h).toEqual([{ status_para: 'PLANEJADA', motivo: 'Importação de lista (CSV)' }]);
  });

  it('uma linha ruim na 5.000ª de 10.000: nada gravado, a mensagem nomeia a linha 5.002', async () => {
    const antes = await quantas();
    const linhasDoArquivo: Record<string, unknown>[] = arquivo(10_000);
    linhasDoArquivo[5000] = { ...linhasDoArquivo[5000], grupo: 'XX' };
    const res = await importar(linhasDoArquivo);
    expect(res.statusCode).toBe(400);
    expect(res.json().Messagens).toEqual([
      'Linha 5002: Grupo: valor inválido "XX" (use LQ, FM, LZ ou LF).',
    ]);
    expect(await quantas()).toBe(antes);
  });

  it('lote repetido no arquivo ou já ativo: a primeira linha ruim é nomeada', async () => {
    const existente = await postItem(t);
    const a = arquivo(4);
    const dup = await importar([a[0], a[1], { ...a[2], lote: a[0]?.lote }]);
    expect(dup.json().Messagens).toEqual([
      `Linha 4: Lote "${a[0]?.lote}" repetido (já está na linha 2).`,
    ]);
    const ativo = await importar([
      a[0],
      { ...a[1], turno: 9, laminacaoTurno: 9 },
      { ...a[2], lote: existente.lote },
    ]);
    expect(ativo.json().Messagens).toEqual(['Linha 3: Turno: valor inválido "9" (use 1, 2 ou 3).']);
    const so = await importar([a[0], { ...a[1], lote: existente.lote }]);
    expect(so.statusCode).toBe(400);
    expect(so.json().Messagens).toEqual([
      `Linha 3: Lote "${existente.lote}": já existe uma bobina com este lote.`,
    ]);
    expect(await ordem(t, 'PLANO')).toHaveLength(1);
    expect((await importar([])).json().Messagens).toEqual(['O arquivo não tem bobinas.']);
    expect((await importar({ a: 1 })).statusCode).toBe(400);
  });

  it('mede 10.000 linhas (o tempo vai para o relatório, sem asserção)', async () => {
    await postItem(t);
    const dados = arquivo(10_000);
    const inicio = performance.now();
    const cpu = process.cpuUsage();
    const res = await importar(dados);
    const ms = Math.round(performance.now() - inicio);
    // CPU time of this process (the whole work on PGlite) says more than wall time on a busy box.
    const gasto = process.cpuUsage(cpu);
    const cpuMs = Math.round((gasto.user + gasto.system) / 1000);
    expect(res.statusCode).toBe(201);
    console.log(
      `[listas] importação de 10.000 linhas (${backend}): ${ms} ms (CPU deste processo ${cpuMs} ms)`,
    );
    expect(await ordem(t, 'PLANO')).toHaveLength(10_001);
    expect(await semBuracos(t, 'PLANO')).toBe(true);
    const t0 = performance.now();
    const todas = await t.call({
      method: 'DELETE',
      url: '/api/listas',
      query: { tipoLista: 'PLANO' },
      payload: { todos: true },
    });
    expect(todas.json().data.quantidade).toBe(10_001);
    console.log(
      `[listas] exclusão de 10.001 (${backend}): ${Math.round(performance.now() - t0)} ms`,
    );
  });
});
