import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';
import { linhas } from './bobinas-fixtures.ts';
import { criarBobina, instrucoesDe, mensagens, postDespacho, slots } from './despachos-fixtures.ts';

/**
 * Creating and listing dispatches (docs/product/operations.md#dispatch-calls,
 * docs/product/server-contract.md#dispatch).
 */
describe.each(BACKENDS)('despachos: criar e listar (%s)', (backend) => {
  let t: TestApp;
  const livre = slots();
  const bobina = (endereco = livre()) => criarBobina(t, endereco);
  const criar = (identificacao: string, ids: number[], modal = 'TREM') =>
    postDespacho(t, identificacao, ids, modal);
  const post = (payload: object) => t.call({ method: 'POST', url: '/api/despachos', payload });

  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('cria com as bobinas em sequência e uma instrução DESPACHO liberada por bobina', async () => {
    const avisos = vi.spyOn(t.app.mudancas, 'publish');
    const [a, b, c] = [await bobina(), await bobina(), await bobina()];
    const res = await post({
      identificacao: ' TREM-001 ',
      modal: 'TREM',
      bobinas: [
        { bobinaId: c.id, sequencia: 3 },
        { bobinaId: a.id, sequencia: 1 },
        { bobinaId: b.id, sequencia: 2 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      identificacao: 'TREM-001',
      modal: 'TREM',
      quantidadeBobinas: 3,
      bobinasCarregadas: 0,
      finalizado: false,
      finalizadoAt: null,
    });
    expect(data.bobinas).toEqual(
      [a, b, c].map((x, i) => ({
        id: x.id,
        bobinaId: x.id,
        sequencia: i + 1,
        lote: x.lote,
        endereco: x.endereco,
        isLege: false,
        carregada: false,
      })),
    );
    const instrucoes = await instrucoesDe(t, data.id);
    expect(instrucoes.map(({ id: _, ...i }) => i)).toEqual(
      [a, b, c].map((x) => ({ bobina_id: x.id, estado: 'ABERTA', ticada: true, destino: null })),
    );
    const hist = await t.call({ method: 'GET', url: `/api/bobinas/${a.id}/historico` });
    expect(hist.json().data[0]).toMatchObject({
      motivo: 'Incluída no despacho TREM-001 (sequência 1)',
      statusDe: 'NO_PATIO',
      statusPara: 'NO_PATIO',
      usuarioEmail: 'admin@patio.local',
    });
    expect((await ultimosEventos(t, 1))[0]?.descricao).toBe(
      'Despacho TREM-001 (TREM) criado com 3 bobina(s) por admin.',
    );
    expect(avisos).toHaveBeenCalledWith({ entity: 'despacho', id: data.id, action: 'criado' });
    // Until a crane loads them the coils stay in the yard (coil list and map).
    const patio = await t.call({
      method: 'GET',
      url: '/api/bobinas',
      query: { filter: `id=${a.id}` },
    });
    expect(patio.json().bobinas[0]).toMatchObject({ status: 'NO_PATIO', endereco: a.endereco });
  });

  it('lista com busca, filtro por modal, ordenação e páginas; obtém por id', async () => {
    await criar('CARRETA-Z9', [(await bobina()).id], 'CARRETA');
    await criar('CARRETA-A1', [(await bobina()).id, (await bobina()).id], 'CARRETA');
    const lista = (query: Record<string, string>) =>
      t.call({ method: 'GET', url: '/api/despachos', query });
    const r = await lista({ pageSize: '7', filter: 'modal=CARRETA', orderBy: 'identificacao' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ totalItems: 2, totalPages: 1 });
    const nomes = r.json().despachos.map((d: { identificacao: string }) => d.identificacao);
    expect(nomes).toEqual(['CARRETA-A1', 'CARRETA-Z9']);
    expect(r.json().despachos[0]).toMatchObject({ quantidadeBobinas: 2, bobinasCarregadas: 0 });
    const busca = await lista({ filter: 'identificacao=*a-a/i|modal=*a-a/i' });
    expect(busca.json().despachos).toHaveLength(1);
    const porTipo = await lista({ filter: 'identificacao=*trem/i|modal=*trem/i' });
    expect(porTipo.json().despachos.map((d: { modal: string }) => d.modal)).toEqual(['TREM']);
    const pagina = await lista({
      page: '2',
      pageSize: '1',
      filter: 'modal=CARRETA',
      orderBy: 'identificacao desc',
    });
    expect(pagina.json()).toMatchObject({ totalItems: 2, totalPages: 2 });
    expect(pagina.json().despachos[0].identificacao).toBe('CARRETA-A1');
    expect((await lista({ filter: 'lote=1' })).statusCode).toBe(400);
    expect((await lista({ orderBy: 'lote' })).statusCode).toBe(400);
    const id = pagina.json().despachos[0].id;
    const um = await t.call({ method: 'GET', url: `/api/despachos/${id}` });
    expect(um.json().data).toEqual(pagina.json().despachos[0]);
    expect((await t.call({ method: 'GET', url: '/api/despachos/999999' })).statusCode).toBe(404);
  });

  it('recusa entrada inválida e identificação repetida (sem diferenciar maiúsculas)', async () => {
    const [x, y] = [await bobina(), await bobina()];
    const base = {
      identificacao: 'REP-1',
      modal: 'TREM',
      bobinas: [{ bobinaId: x.id, sequencia: 1 }],
    };
    const erros = async (payload: object) => (await post(payload)).json().errors;
    expect((await erros({ ...base, modal: 'AVIAO' })).modal).toEqual(['Opção inválida']);
    expect((await erros({ ...base, identificacao: ' ' })).identificacao).toEqual([
      'Campo obrigatório',
    ]);
    expect((await erros({ ...base, bobinas: [] })).bobinas).toEqual([
      'Selecione ao menos uma bobina.',
    ]);
    const dois = (s1: number, id2: number, s2: number) => ({
      ...base,
      bobinas: [
        { bobinaId: x.id, sequencia: s1 },
        { bobinaId: id2, sequencia: s2 },
      ],
    });
    expect((await erros(dois(1, y.id, 3))).bobinas).toEqual([
      'As sequências devem ir de 1 ao número de bobinas, sem repetição.',
    ]);
    expect((await erros(dois(1, x.id, 2))).bobinas).toEqual([
      'A mesma bobina foi informada mais de uma vez.',
    ]);
    expect((await post(base)).statusCode).toBe(201);
    const dup = await post({
      ...base,
      identificacao: 'rep-1',
      bobinas: [{ bobinaId: y.id, sequencia: 1 }],
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.identificacao).toEqual([
      'Já existe um despacho com esta identificação.',
    ]);
    const fantasma = await criar('REP-2', [999999]);
    expect(fantasma.statusCode).toBe(404);
    expect(mensagens(fantasma)).toEqual(['Bobina não encontrada.']);
  });

  it('recusa bobina de outro despacho ou com instrução aberta, sem gravar nada; sob pirâmide, planeja o remanejamento', async () => {
    const [solta, ocupada] = [await bobina(), await bobina()];
    await criar('OUTRO-1', [ocupada.id]);
    const r1 = await criar('NOVO-1', [solta.id, ocupada.id]);
    expect(r1.statusCode).toBe(409);
    expect(mensagens(r1)).toEqual([`A bobina ${ocupada.lote} já está no despacho OUTRO-1.`]);
    const manual = await bobina();
    await t.database.db.execute(
      sql`insert into instrucoes (bobina_id, destino, tipo) values (${manual.id}, '0030HN09', 'MANUAL')`,
    );
    const r2 = await criar('NOVO-1', [manual.id]);
    expect(r2.statusCode).toBe(409);
    expect(mensagens(r2)).toEqual([`A bobina ${manual.lote} já tem uma instrução em aberto.`]);
    const chao = await bobina('0001CN05');
    await bobina('0001DN05');
    await bobina('0001DP05');
    const r3 = await criar('NOVO-3', [chao.id]);
    expect(r3.statusCode, r3.body).toBe(201);
    expect(r3.json().remanejamentos).toEqual([`1 remanejamento criado para liberar ${chao.lote}`]);
    const nada = await t.call({
      method: 'GET',
      url: '/api/despachos',
      query: { filter: 'identificacao=NOVO-1' },
    });
    expect(nada.json().totalItems).toBe(0);
    expect(await linhas(t, sql`select 1 from instrucoes where bobina_id = ${solta.id}`)).toEqual(
      [],
    );
  });
});
