import { ZEvento } from '@patio/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';

const CHAVE = 'chave-do-equipamento-de-teste';

describe.each(BACKENDS)('alarmes e eventos (%s)', (backend) => {
  let t: TestApp;
  const postar = (payload: object, headers: Record<string, string> = {}, as?: string | null) =>
    t.call({ method: 'POST', url: '/api/alarmeseventos', payload, headers, as: as ?? null });
  const listar = async (query: Record<string, string>) => {
    const res = await t.call({ method: 'GET', url: '/api/eventos', query });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      bobinas: { id: number; descricao: string; emailResponsavel: string }[];
      totalItems: number;
      totalPages: number;
    };
  };

  beforeAll(async () => {
    t = await buildTestApp(backend, { alarmesApiKey: CHAVE });
    // Known times, so "newest first" is checked against the clock and not the insert order.
    await t.database.db.execute(sql`
      insert into eventos (created_at, tipo, email_responsavel, descricao) values
        ('2030-01-01T10:00:00Z', 'NORMAL', 'ana@patio.local', 'EVX primeiro: ponte PR#493 parada'),
        ('2030-01-03T10:00:00Z', 'ALERTA', 'bruno@patio.local', 'EVX terceiro: sensor, fila 3'),
        ('2030-01-02T10:00:00Z', 'NORMAL', null, 'EVX segundo: Bobina movida')`);
  });
  afterAll(() => t.close());

  it('lista mais novos primeiro; busca em descricao ou emailResponsavel (/i)', async () => {
    const todos = await listar({ page: '1', pageSize: '3' });
    expect(todos.bobinas.map((e) => e.descricao.split(':')[0])).toEqual([
      'EVX terceiro',
      'EVX segundo',
      'EVX primeiro',
    ]);
    const busca = (x: string) => `descricao=*${x}/i | emailResponsavel=*${x}/i`;
    expect((await listar({ filter: busca('bruno') })).bobinas.map((e) => e.descricao)).toEqual([
      'EVX terceiro: sensor, fila 3',
    ]);
    expect((await listar({ filter: busca('BOBINA MOV') })).totalItems).toBe(1);
    expect((await listar({ filter: busca('pr#493') })).totalItems).toBe(1);
    expect((await listar({ filter: 'descricao=*sensor\\, fila' })).totalItems).toBe(1);
    const asc = await listar({ filter: 'descricao^EVX', orderBy: 'createdAt' });
    expect(asc.bobinas.map((e) => e.descricao.slice(4, 8))).toEqual(['prim', 'segu', 'terc']);
    const pag = await listar({ filter: 'descricao^EVX', page: '2', pageSize: '2' });
    expect([pag.bobinas.length, pag.totalItems, pag.totalPages]).toEqual([1, 3, 2]);
    expect((await listar({ filter: 'tipo=ALERTA, descricao^EVX' })).totalItems).toBe(1);
  });

  it('o id é um número na lista e no registro, nos dois bancos (ZEvento)', async () => {
    const [linha] = (await listar({ filter: 'descricao^EVX', pageSize: '1' })).bobinas;
    expect(typeof linha?.id).toBe('number');
    const um = await t.call({ method: 'GET', url: `/api/alarmeseventos/${linha?.id}` });
    expect(ZEvento.parse(um.json().data)).toEqual(
      ZEvento.parse((await listar({ filter: `id=${linha?.id}` })).bobinas[0]),
    );
  });

  it('lista exige login', async () => {
    expect((await t.call({ method: 'GET', url: '/api/eventos', as: null })).statusCode).toBe(401);
  });

  it('equipamento com a chave registra alarme (201) e lê-se por id com login', async () => {
    const res = await postar(
      { tipo: 'alerta', descricao: 'Ponte PR#345 em falha', emailResponsavel: 'ponte@patio' },
      { 'x-api-key': CHAVE },
    );
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      tipo: 'ALERTA',
      descricao: 'Ponte PR#345 em falha',
      emailResponsavel: 'ponte@patio',
    });
    expect(typeof data.id).toBe('number');
    expect(Number.isNaN(Date.parse(data.createdAt))).toBe(false);
    const get = await t.call({ method: 'GET', url: `/api/AlarmesEventos/${data.id}` });
    expect(get.statusCode).toBe(200);
    expect(get.json().data).toEqual(data);
    const semTipo = await postar({ descricao: 'Leitura ok' }, { 'x-api-key': CHAVE });
    expect(semTipo.json().data).toMatchObject({ tipo: 'NORMAL', emailResponsavel: null });
  });

  it('usuário logado registra evento em seu nome, seja qual for o corpo', async () => {
    const u = await criarUsuario(t, { permissoes: [] });
    const token = await t.token(u.login, u.senha);
    const res = await postar(
      { descricao: 'Nota do turno', emailResponsavel: 'outro@x.y' },
      {},
      token,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ tipo: 'NORMAL', emailResponsavel: u.email });
  });

  it('sem chave nem token, ou chave errada: 401; GET por id exige login, não chave', async () => {
    expect((await postar({ descricao: 'x' })).statusCode).toBe(401);
    expect(
      (await postar({ descricao: 'x' }, { 'x-api-key': 'errada-errada-errada' })).statusCode,
    ).toBe(401);
    const get = await t.call({
      method: 'GET',
      url: '/api/alarmeseventos/1',
      headers: { 'x-api-key': CHAVE },
      as: null,
    });
    expect(get.statusCode).toBe(401);
  });

  it('sem ALARMES_API_KEY configurada, nenhuma chave vale', async () => {
    const semChave = await buildTestApp(backend);
    try {
      const res = await semChave.call({
        method: 'POST',
        url: '/api/alarmeseventos',
        payload: { descricao: 'x' },
        headers: { 'x-api-key': '' },
        as: null,
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await semChave.close();
    }
  });

  it('payload inválido: 400 por campo; evento inexistente: 404', async () => {
    const h = { 'x-api-key': CHAVE };
    const casos: [object, string, string][] = [
      [{}, 'descricao', 'Campo obrigatório'],
      [{ descricao: '  ' }, 'descricao', 'Campo obrigatório'],
      [{ descricao: 'x'.repeat(2001) }, 'descricao', 'Máximo de 2000 caracteres'],
      [{ descricao: 'x', tipo: 'T'.repeat(21) }, 'tipo', 'Máximo de 20 caracteres'],
      [
        { descricao: 'x', emailResponsavel: 'e'.repeat(255) },
        'emailResponsavel',
        'Máximo de 254 caracteres',
      ],
    ];
    for (const [payload, campo, msg] of casos) {
      const res = await postar(payload, h);
      expect(res.statusCode, campo).toBe(400);
      expect(res.json().errors[campo]).toEqual([msg]);
    }
    const nf = await t.call({ method: 'GET', url: '/api/alarmeseventos/999999999' });
    expect(nf.statusCode).toBe(404);
    expect(nf.json().Messagens).toEqual(['Evento não encontrado.']);
    expect((await t.call({ method: 'GET', url: '/api/alarmeseventos/x' })).statusCode).toBe(400);
  });
});
