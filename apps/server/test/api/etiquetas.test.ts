import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imprimirNaEntrada } from '../../src/modules/etiquetas/imprimir-na-entrada.ts';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';
import { impressoraDeTeste, impressoraMuda } from '../impressora.ts';
import { colocar } from './instrucoes-fixtures.ts';

/* Labels and network printers (docs/etiquetas-e-leitura.md). */
describe.each(BACKENDS)('etiquetas (%s)', (backend) => {
  let t: TestApp;
  let impressora: Awaited<ReturnType<typeof impressoraDeTeste>>;
  let muda: Awaited<ReturnType<typeof impressoraMuda>>;
  beforeAll(async () => {
    impressora = await impressoraDeTeste();
    muda = await impressoraMuda();
    t = await buildTestApp(backend, {
      impressoras: `expedicao=127.0.0.1:${impressora.porta},muda=127.0.0.1:${muda.porta}`,
      impressoraTimeoutMs: 400,
    });
  });
  afterAll(async () => {
    await t.close();
    await impressora.fechar();
    await muda.fechar();
  });

  const imprimir = (payload: object, as?: string) =>
    t.call({ method: 'POST', url: '/api/etiquetas/imprimir', payload, as });

  it('a etiqueta da bobina em PDF (uma página) e em ZPL', async () => {
    const b = await colocar(t, '0013AN01');
    const pdf = await t.call({ method: 'GET', url: `/api/bobinas/${b.id}/etiqueta?formato=pdf` });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    const zpl = await t.call({ method: 'GET', url: `/api/bobinas/${b.id}/etiqueta?formato=zpl` });
    expect(zpl.statusCode).toBe(200);
    expect(zpl.headers['content-type']).toContain('text/plain');
    expect(zpl.body).toContain(`^BCN,240,N,N,N^FH\\^FD${b.lote}^FS`);
    expect(zpl.body).toContain('^FDEndereço 0013AN01^FS');
    const nenhuma = await t.call({ method: 'GET', url: '/api/bobinas/99999999/etiqueta' });
    expect([nenhuma.statusCode, nenhuma.json().Messagens]).toEqual([
      404,
      ['Bobina não encontrada.'],
    ]);
    const formato = await t.call({
      method: 'GET',
      url: `/api/bobinas/${b.id}/etiqueta?formato=png`,
    });
    expect([formato.statusCode, formato.json().Messagens]).toEqual([
      400,
      ['Formato inválido: use pdf ou zpl.'],
    ]);
  });

  it('as etiquetas dos endereços de um grupo: 135 páginas, ou 135 blocos ZPL', async () => {
    const pdf = await t.call({ method: 'GET', url: '/api/patio/etiquetas-enderecos?grupo=2' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(135);
    const zpl = await t.call({
      method: 'GET',
      url: '/api/patio/etiquetas-enderecos?grupo=2&formato=zpl',
    });
    expect(zpl.body.match(/\^XA/g)).toHaveLength(135);
    expect(zpl.body).toContain('^BXN,14,200^FH\\^FD0002HP09^FS');
    const fora = await t.call({ method: 'GET', url: '/api/patio/etiquetas-enderecos?grupo=31' });
    expect([fora.statusCode, fora.json().Messagens]).toEqual([
      400,
      ['Grupo 31 fora do pátio (1 a 30).'],
    ]);
  });

  it('imprimir manda o ZPL à impressora da lista; desconhecida 422; muda 502', async () => {
    const b = await colocar(t, '0013AN03');
    const ok = await imprimir({
      impressora: 'expedicao',
      bobinaIds: [b.id],
      enderecos: ['13an05'],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ data: { impressas: 2 } });
    await expect
      .poll(() => impressora.recebidos.find((z) => z.includes(b.lote)))
      .toContain('^FD0013AN05^FS');

    const outra = await imprimir({ impressora: '10.0.0.5:9100', bobinaIds: [b.id] });
    expect([outra.statusCode, outra.json().Messagens]).toEqual([
      422,
      ['Impressora 10.0.0.5:9100 não cadastrada.'],
    ]);
    const inicio = Date.now();
    const parada = await imprimir({ impressora: 'muda', bobinaIds: [b.id] });
    expect([parada.statusCode, parada.json().Messagens]).toEqual([
      502,
      ['A impressora muda não respondeu.'],
    ]);
    expect(Date.now() - inicio).toBeGreaterThanOrEqual(400);
    const vazio = await imprimir({ impressora: 'expedicao' });
    expect([vazio.statusCode, vazio.json().Messagens]).toEqual([
      400,
      ['Escolha ao menos uma bobina ou um endereço.'],
    ]);
  });

  it('a lista de impressoras dá só os nomes, nunca host nem porta', async () => {
    const r = await t.call({ method: 'GET', url: '/api/etiquetas/impressoras' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ data: [{ nome: 'expedicao' }, { nome: 'muda' }] });
    expect(r.body).not.toContain('127.0.0.1');
  });

  it('sem IMPRIMIR_ETIQUETAS: 403 nas etiquetas e na impressão', async () => {
    const b = await colocar(t, '0013AN07');
    const u = await criarUsuario(t, { permissoes: ['CADASTRAR_BOBINA'] });
    const token = await t.token(u.login, u.senha);
    for (const url of [
      `/api/bobinas/${b.id}/etiqueta`,
      '/api/patio/etiquetas-enderecos?grupo=1',
      '/api/etiquetas/impressoras',
    ])
      expect((await t.call({ method: 'GET', url, as: token })).statusCode, url).toBe(403);
    expect((await imprimir({ impressora: 'expedicao', bobinaIds: [b.id] }, token)).statusCode).toBe(
      403,
    );
  });

  it('IMPRESSORA_ENTRADA: a bobina que entra é impressa; uma falha é um ALERTA, nunca uma recusa', async () => {
    const b = await colocar(t, '0013AN09');
    const config = { ...t.app.config, impressoraEntrada: 'expedicao' };
    await imprimirNaEntrada(t.app.db, t.app.layout, config, [b.lote]);
    await expect
      .poll(() => impressora.recebidos.some((z) => z.includes(`^FD${b.lote}^FS`)))
      .toBe(true);
    await imprimirNaEntrada(t.app.db, t.app.layout, { ...config, impressoraEntrada: 'muda' }, [
      b.lote,
    ]);
    const [ev] = await ultimosEventos(t, 1);
    expect(ev).toMatchObject({
      tipo: 'ALERTA',
      descricao: `Etiqueta não impressa na entrada (${b.lote}) na impressora muda: A impressora muda não respondeu.`,
    });
  });
});
