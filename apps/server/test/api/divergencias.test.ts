import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';
import {
  bobinaRow,
  colocar,
  instrucao,
  pegar,
  pular,
  selecionar,
  soltar,
} from './instrucoes-fixtures.ts';

type Toque = { instrucaoId?: number; offline?: boolean; ocorridoEm?: string; lote?: string };

const toque = (
  t: TestApp,
  acao: 'pegar' | 'soltar',
  ponte: string,
  payload: Toque,
  chave?: string,
  as?: string,
) =>
  t.call({
    method: 'PUT',
    url: `/api/operacoes/${ponte}/${acao}`,
    payload,
    as,
    headers: chave ? { 'idempotency-key': chave } : {},
  });

const divergencias = (t: TestApp, estado = 'ABERTA') =>
  t.call({ method: 'GET', url: '/api/divergencias', query: { estado } });

const resolver = (t: TestApp, id: number, payload: object, as?: string) =>
  t.call({ method: 'POST', url: `/api/divergencias/${id}/resolver`, payload, as });

const haMinutos = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

describe.each(BACKENDS)('toques sem conexão e divergências (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('ocorridoEm fica na história e no evento, com a hora de recebimento ao lado', async () => {
    const a = await colocar(t, '0003AN01');
    const ia = await instrucao(t, a.lote, '0003AN05');
    expect((await selecionar(t, 'PR#346', ia)).statusCode).toBe(201);
    const pegaEm = haMinutos(5);
    const soltaEm = haMinutos(4);
    const p = await toque(t, 'pegar', 'PR346', {
      instrucaoId: ia,
      offline: true,
      ocorridoEm: pegaEm,
    });
    expect(p.statusCode, p.body).toBe(200);
    const s = await toque(t, 'soltar', 'PR346', {
      instrucaoId: ia,
      offline: true,
      ocorridoEm: soltaEm,
    });
    expect(s.statusCode, s.body).toBe(200);
    expect(await bobinaRow(t, a.id)).toEqual({ endereco: '0003AN05', status: 'NO_PATIO' });

    const h = await t.call({ method: 'GET', url: `/api/bobinas/${a.id}/historico` });
    const linhas = h.json().data as {
      createdAt: string;
      ocorridoEm: string | null;
      para: string;
    }[];
    const [solta, pega, criada] = linhas;
    expect(solta).toMatchObject({ para: '0003AN05', ocorridoEm: soltaEm });
    expect(pega).toMatchObject({ ocorridoEm: pegaEm });
    expect(criada?.ocorridoEm).toBeNull();
    // Received now, minutes after it happened.
    expect(Date.parse(solta?.createdAt ?? '')).toBeGreaterThan(Date.parse(soltaEm) + 3 * 60_000);
    const lote = await t.call({
      method: 'GET',
      url: '/api/bobinas/historico',
      query: { lote: a.lote },
    });
    const movs = lote.json().data.itens.filter((i: { origem: string }) => i.origem === 'MOVIMENTO');
    expect(movs[0].ocorridoEm).toBe(soltaEm);
    const eventos = await ultimosEventos(t, 3);
    expect(eventos.some((e) => e.descricao.includes(`(ocorrido em ${soltaEm})`))).toBe(true);
  });

  it('ocorridoEm no futuro, antigo demais ou mal escrito: 400 que diz qual, nada muda', async () => {
    const a = await colocar(t, '0003BN01');
    const ia = await instrucao(t, a.lote, '0003BN05');
    expect((await selecionar(t, 'PR#345', ia)).statusCode).toBe(201);
    const casos: [string, RegExp][] = [
      [new Date(Date.now() + 3 * 60_000).toISOString(), /mais de 2 minutos no futuro/],
      [new Date(Date.now() - 8 * 86_400_000).toISOString(), /mais antigo que 7 dias/],
      ['ontem', /ISO 8601/],
    ];
    for (const [ocorridoEm, msg] of casos) {
      const r = await toque(t, 'pegar', 'PR345', { instrucaoId: ia, offline: true, ocorridoEm });
      expect(r.statusCode, ocorridoEm).toBe(400);
      expect(r.json().errors.ocorridoEm?.[0], ocorridoEm).toMatch(msg);
    }
    expect(await bobinaRow(t, a.id)).toEqual({ endereco: '0003BN01', status: 'NO_PATIO' });
    expect(
      (await divergencias(t)).json().data.some((d: { lote: string }) => d.lote === a.lote),
    ).toBe(false);
  });

  it('OPERACAO_DIFERENTE: on-line é só o 409 de hoje, com o código, e nada é guardado', async () => {
    const a = await colocar(t, '0003CN01');
    const b = await colocar(t, '0003CN02');
    const ia = await instrucao(t, a.lote, '0003CN05');
    const ib = await instrucao(t, b.lote, '0003CN06');
    expect((await selecionar(t, 'PR#344', ia, ib)).statusCode).toBe(201);
    const antes = (await divergencias(t)).json().data.length;
    const r = await toque(t, 'pegar', 'PR344', { instrucaoId: ib });
    expect(r.statusCode).toBe(409);
    expect(r.json().codigos).toEqual(['OPERACAO_DIFERENTE']);
    expect(r.json().divergenciaId).toBeUndefined();
    // Without instrucaoId nor offline the answers are today's.
    const semCorpo = await pegar(t, 'PR#344');
    expect(semCorpo.statusCode, semCorpo.body).toBe(200);
    const jaPega = await toque(t, 'pegar', 'PR344', {});
    expect([jaPega.statusCode, jaPega.json()]).toEqual([
      409,
      {
        errors: { geral: ['A bobina desta instrução já foi pega.'] },
        Messagens: ['A bobina desta instrução já foi pega.'],
        codigos: ['ESTADO'],
      },
    ]);
    expect((await divergencias(t)).json().data.length).toBe(antes);
    expect((await soltar(t, 'PR#344')).statusCode).toBe(200);
  });

  it('pega sem conexão de operação devolvida: 409 com divergenciaId; repetir a chave responde igual e guarda uma; aplicar põe a bobina onde o operador a deixou', async () => {
    const a = await colocar(t, '0004AN01');
    const ia = await instrucao(t, a.lote, '0004AN05');
    expect((await selecionar(t, 'PR#343', ia)).statusCode).toBe(201);
    // The office hands the operation back while the tablet is off-line.
    expect((await pular(t, 'PR#343', ia)).statusCode).toBe(200);
    const ocorridoEm = haMinutos(2);
    const chave = `div-${a.lote}`;
    const corpo = { instrucaoId: ia, offline: true, ocorridoEm, lote: a.lote };
    const r = await toque(t, 'pegar', 'PR343', corpo, chave);
    expect(r.statusCode, r.body).toBe(409);
    expect(r.json().codigos).toEqual(['OPERACAO_DIFERENTE']);
    const id = r.json().divergenciaId as number;
    expect(id).toBeGreaterThan(0);
    const outraVez = await toque(t, 'pegar', 'PR343', corpo, chave);
    expect([outraVez.statusCode, outraVez.json()]).toEqual([409, r.json()]);

    const abertas = (await divergencias(t)).json().data as { id: number; lote: string }[];
    expect(abertas.filter((d) => d.lote === a.lote)).toEqual([
      expect.objectContaining({
        id,
        estado: 'ABERTA',
        ponte: 'PR#343',
        acao: 'pegar',
        lote: a.lote,
        endereco: '0004AN01',
        ocorridoEm,
        codigo: 'OPERACAO_DIFERENTE',
        usuario: 'admin',
      }),
    ]);
    const alerta = (await ultimosEventos(t, 10)).find((e) =>
      e.descricao.startsWith(`Divergência ${id}:`),
    );
    expect(alerta?.tipo).toBe('ALERTA');

    // Only RESOLVER_DIVERGENCIAS resolves.
    const operador = await criarUsuario(t, { permissoes: ['EXECUTAR_INSTRUCAO'] });
    const semPermissao = await resolver(
      t,
      id,
      { acao: 'aplicar', endereco: '0004AN07', motivo: 'x' },
      await t.token(operador.login, operador.senha),
    );
    expect(semPermissao.statusCode).toBe(403);

    // The supervisor's screen: a page of the open ones, filtered like every list.
    const pagina = await t.call({
      method: 'GET',
      url: '/api/divergencias',
      query: { estado: 'ABERTA', page: '1', pageSize: '5', filter: `lote=${a.lote}` },
    });
    expect(pagina.statusCode, pagina.body).toBe(200);
    expect(pagina.json()).toMatchObject({ totalItems: 1, totalPages: 1, data: [{ id }] });

    // The operator left the coil at 0004AN07; the map hears of the coil, the screens of the divergence.
    const avisos = vi.spyOn(t.app.mudancas, 'publish');
    const aplicada = await resolver(t, id, {
      acao: 'aplicar',
      endereco: '0004AN07',
      motivo: 'Conferido no pátio',
    });
    expect(aplicada.statusCode, aplicada.body).toBe(200);
    expect(avisos.mock.calls.map(([m]) => [m.entity, m.id])).toEqual([
      ['divergencia', id],
      ['bobina', a.id],
    ]);
    avisos.mockRestore();
    expect(aplicada.json().data).toMatchObject({ estado: 'APLICADA', resolvidaPor: 'admin' });
    expect(await bobinaRow(t, a.id)).toEqual({ endereco: '0004AN07', status: 'NO_PATIO' });
    const h = (await t.call({ method: 'GET', url: `/api/bobinas/${a.id}/historico` })).json().data;
    expect(h[0]).toMatchObject({ para: '0004AN07', ocorridoEm });
    const deNovo = await resolver(t, id, { acao: 'descartar', motivo: 'x' });
    expect([deNovo.statusCode, deNovo.json().Messagens, deNovo.json().codigos]).toEqual([
      409,
      ['Esta divergência já foi resolvida.'],
      ['RESOLVIDA'],
    ]);
    expect((await divergencias(t)).json().data.some((d: { id: number }) => d.id === id)).toBe(
      false,
    );
  });

  it('solta sem conexão de instrução excluída: descartar guarda o registro com o motivo', async () => {
    const a = await colocar(t, '0004BN01');
    const ia = await instrucao(t, a.lote, '0004BN05');
    expect((await selecionar(t, 'PR#347', ia)).statusCode).toBe(201);
    expect((await pular(t, 'PR#347', ia)).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `/api/instrucoes/${ia}` })).statusCode).toBe(200);
    const r = await toque(t, 'soltar', 'PR347', {
      instrucaoId: ia,
      offline: true,
      ocorridoEm: haMinutos(1),
      lote: a.lote,
    });
    expect(r.statusCode, r.body).toBe(409);
    const id = r.json().divergenciaId as number;
    const d = await resolver(t, id, { acao: 'descartar', motivo: 'Bobina não saiu do lugar' });
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json().data).toMatchObject({
      estado: 'DESCARTADA',
      motivo: 'Bobina não saiu do lugar',
      lote: a.lote,
      acao: 'soltar',
    });
    expect(await bobinaRow(t, a.id)).toEqual({ endereco: '0004BN01', status: 'NO_PATIO' });
    const descartadas = (await divergencias(t, 'DESCARTADA')).json().data as { id: number }[];
    expect(descartadas.map((x) => x.id)).toContain(id);
    const semMotivo = await resolver(t, id, { acao: 'descartar' });
    expect(semMotivo.statusCode).toBe(400);
    expect((await resolver(t, 999_999, { acao: 'descartar', motivo: 'x' })).statusCode).toBe(404);
  });
});
