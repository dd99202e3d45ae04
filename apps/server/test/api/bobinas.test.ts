import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';
import { linhas, novaBobina as nova, postBobina } from './bobinas-fixtures.ts';

describe.each(BACKENDS)('bobinas (%s)', (backend) => {
  let t: TestApp;
  const criar = (payload: object, force = false) => postBobina(t, payload, force);
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('cadastra, lê, altera e exclui uma bobina, com evento, movimento e aviso ao vivo', async () => {
    const avisos = vi.spyOn(t.app.mudancas, 'publish');
    const p = nova({ endereco: '0001cn05' });
    const res = await criar(p);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      lote: p.lote,
      endereco: '0001CN05',
      grupo: 'LQ',
      material: 'BQ',
      laminacaoAt: '2024-05-10T08:30',
      laminacaoTurno: 2,
      peso: 25.5,
      largura: 1200,
      proximoProcesso: 'LDC3',
      fluxo: 'AA',
      tipo: null,
      status: 'NO_PATIO',
    });
    const [ev] = await ultimosEventos(t, 1);
    expect(ev).toMatchObject({ tipo: 'NORMAL', email_responsavel: 'admin@patio.local' });
    expect(ev?.descricao).toContain(p.lote);

    const get = await t.call({ method: 'GET', url: `/api/Bobinas/${data.id}` });
    expect(get.json().data).toEqual(data);

    const put = await t.call({
      method: 'PUT',
      url: `/api/bobinas/${data.id}`,
      payload: { ...p, endereco: '0001CN05', grupo: 'FM', peso: null, fluxo: '', isLege: true },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ grupo: 'FM', peso: null, fluxo: null, isLege: true });
    expect((await ultimosEventos(t, 1))[0]?.descricao).toContain('grupo');

    const del = await t.call({ method: 'DELETE', url: `/api/bobinas/${data.id}` });
    expect(del.statusCode).toBe(200);
    expect(del.json().data.mensagem).toBe('Bobina excluída com sucesso.');
    const depois = await t.call({ method: 'GET', url: `/api/bobinas/${data.id}` });
    expect(depois.statusCode).toBe(404);
    expect(depois.json().Messagens).toEqual(['Bobina não encontrada.']);
    expect((await t.call({ method: 'DELETE', url: `/api/bobinas/${data.id}` })).statusCode).toBe(
      404,
    );
    expect(avisos.mock.calls.map(([c]) => c)).toEqual(
      ['criada', 'atualizada', 'excluida'].map((action) => ({
        entity: 'bobina',
        id: data.id,
        action,
      })),
    );
    avisos.mockRestore();
  });

  it('id inválido é 400; inexistente é 404 em GET, PUT, DELETE, endereço e histórico', async () => {
    expect((await t.call({ method: 'GET', url: '/api/bobinas/abc' })).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/bobinas/99999999999' })).statusCode).toBe(400);
    const calls = [
      { method: 'GET' as const, url: '/api/bobinas/999999' },
      { method: 'PUT' as const, url: '/api/bobinas/999999', payload: nova() },
      { method: 'DELETE' as const, url: '/api/bobinas/999999' },
      { method: 'PUT' as const, url: '/api/bobinas/999999/endereco?novoEndereco=0001AN01' },
      { method: 'GET' as const, url: '/api/bobinas/999999/historico' },
    ];
    for (const c of calls) {
      const res = await t.call(c);
      expect(res.statusCode, c.method + c.url).toBe(404);
      expect(res.json().Messagens).toEqual(['Bobina não encontrada.']);
    }
  });

  it('na edição item, lote e endereço não mudam: podem faltar, diferentes são 400', async () => {
    const p = nova({ endereco: '0001DN05' });
    const { data } = (await criar(p)).json();
    const url = `/api/bobinas/${data.id}`;
    const { item, lote, endereco, ...resto } = p;
    expect((await t.call({ method: 'PUT', url, payload: resto })).statusCode).toBe(200);
    const res = await t.call({
      method: 'PUT',
      url,
      payload: { ...p, item: 'Z99999', lote: 'OUTRO', endereco: '0001EN05' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['endereco', 'item', 'lote']);
    expect(res.json().errors.lote).toEqual(['Este campo não pode ser alterado.']);
    expect((await t.call({ method: 'GET', url })).json().data).toMatchObject({
      item,
      lote,
      endereco,
    });
  });

  it('payloads inválidos: 400 com mensagens por campo, nada gravado', async () => {
    const casos: [Record<string, unknown>, string, string][] = [
      [{ lote: undefined }, 'lote', 'Campo obrigatório'],
      [{ lote: '   ' }, 'lote', 'Campo obrigatório'],
      [{ grupo: '' }, 'grupo', 'Campo obrigatório'],
      [{ endereco: '' }, 'endereco', 'Campo obrigatório'],
      [{ laminacaoAt: '' }, 'laminacaoAt', 'Campo obrigatório'],
      [{ item: undefined }, 'item', 'Campo obrigatório'],
      [{ endereco: undefined }, 'endereco', 'Campo obrigatório'],
      [{ laminacaoAt: '10/05/2024 08:30' }, 'laminacaoAt', 'Formato inválido'],
      [{ laminacaoAt: '2024-02-30T10:00' }, 'laminacaoAt', 'Data inválida'],
      [{ laminacaoAt: '2024-05-10T24:00' }, 'laminacaoAt', 'Data inválida'],
      [{ grupo: 'XX' }, 'grupo', 'Opção inválida'],
      [{ material: 'ZZ-Nada' }, 'material', 'Opção inválida'],
      [{ laminacaoTurno: 4 }, 'laminacaoTurno', 'Opção inválida'],
      [{ peso: -1 }, 'peso', 'Não pode ser negativo'],
      [{ largura: 'larga' }, 'largura', 'Informe um número'],
      [{ fluxo: 'Z9' }, 'fluxo', 'Opção inválida'],
      [{ proximoProcesso: 'LDC9' }, 'proximoProcesso', 'Opção inválida'],
      [{ tipo: 'OUTRO' }, 'tipo', 'Opção inválida'],
      [{ endereco: '0001XN05' }, 'endereco', 'Formato inválido'],
      [{ endereco: '001AN05' }, 'endereco', 'Formato inválido'],
      [{ endereco: '0031AN05' }, 'endereco', 'Grupo 31 fora do pátio (1 a 30).'],
      [{ endereco: '0000AN05' }, 'endereco', 'Grupo 0 fora do pátio (1 a 30).'],
      [{ endereco: '0001AP05' }, 'endereco', 'A coluna A não tem posição de pirâmide.'],
    ];
    const [antes] = await linhas<{ n: number }>(t, sql`select count(*)::int as n from bobinas`);
    for (const [over, campo, msg] of casos) {
      const res = await criar(nova({ endereco: '0001FN07', ...over }));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().errors[campo], JSON.stringify(over)).toEqual([msg]);
    }
    const [depois] = await linhas<{ n: number }>(t, sql`select count(*)::int as n from bobinas`);
    expect(depois?.n).toBe(antes?.n);
  });

  it('aceita endereço com máscara e códigos "CODE-descrição"; força inválida é 400', async () => {
    const res = await criar(nova({ endereco: '0001 - GN0 - 7', material: 'BQD-Bobina a quente' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ endereco: '0001GN07', material: 'BQD' });
    const bad = await t.call({
      method: 'POST',
      url: '/api/bobinas?force=talvez',
      payload: nova({ endereco: '0001HN07' }),
    });
    expect(bad.statusCode).toBe(400);
  });
});
