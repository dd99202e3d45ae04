import { MSG_OCORRIDO_EM } from '@patio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { corrigir } from './bobinas-fixtures.ts';
import { colocar } from './instrucoes-fixtures.ts';

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

/*
 * A reading's time (docs/etiquetas-e-leitura.md#regras): `ocorridoEm` is kept and shown, and the
 * address is compared with the yard as it was then; and the list of counts.
 */
describe.each(BACKENDS)('inventário: ocorridoEm e a lista (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  const abrir = async (grupos: number[]) => {
    const r = await t.call({ method: 'POST', url: '/api/inventarios', payload: { grupos } });
    expect(r.statusCode, r.body).toBe(201);
    return r.json().data.id as number;
  };
  const ler = (id: number, payload: object) =>
    t.call({ method: 'POST', url: `/api/inventarios/${id}/leituras`, payload });

  it('guarda e mostra ocorridoEm; compara o endereço com o pátio daquele momento', async () => {
    const b = await colocar(t, '0017AN01');
    const id = await abrir([17]);
    await esperar(30);
    const visto = new Date().toISOString();
    await esperar(30);
    // Moved through Pátio after the checker saw it, before the hand-held's reading arrived.
    expect((await corrigir(t, b.id, '0017BN01', true)).statusCode).toBe(200);

    const r = await ler(id, { endereco: '0017AN01', lotes: [b.lote], ocorridoEm: visto });
    expect(r.statusCode, r.body).toBe(200);
    const vazio = await ler(id, { endereco: '0017BN01', lotes: [], ocorridoEm: visto });
    expect(vazio.statusCode, vazio.body).toBe(200);
    const inv = vazio.json().data;
    expect(inv.diferencas).toEqual([]);
    expect(inv.leituras).toEqual([
      {
        endereco: '0017AN01',
        lotes: [b.lote],
        ocorridoEm: visto,
        recebidoEm: expect.any(String),
        lidoPor: 'admin',
      },
      {
        endereco: '0017BN01',
        lotes: [],
        ocorridoEm: visto,
        recebidoEm: expect.any(String),
        lidoPor: 'admin',
      },
    ]);
    // Received after it happened: the time of arrival is kept beside the time of the sight.
    for (const l of inv.leituras)
      expect(Date.parse(l.recebidoEm)).toBeGreaterThan(Date.parse(visto));

    // The same sight sent as if now: the coil is at BN01 by then, so it is out of place.
    const agora = await ler(id, { endereco: '0017AN01', lotes: [b.lote] });
    expect(agora.json().data.diferencas).toEqual([
      expect.objectContaining({
        tipo: 'TROCADA',
        lote: b.lote,
        enderecoSistema: '0017BN01',
        enderecoLido: '0017AN01',
      }),
    ]);
    // An older reading that arrives late does not replace the later look at the place.
    const atrasada = await ler(id, { endereco: '0017AN01', lotes: [], ocorridoEm: visto });
    expect(atrasada.statusCode).toBe(200);
    const l = atrasada
      .json()
      .data.leituras.find((x: { endereco: string }) => x.endereco === '0017AN01');
    expect(l.lotes).toEqual([b.lote]);
    expect(Date.parse(l.ocorridoEm)).toBeGreaterThan(Date.parse(visto));
  });

  it('ocorridoEm no futuro, antigo demais ou fora do formato: 400 dizendo qual', async () => {
    const id = await abrir([17]);
    const casos = [
      [new Date(Date.now() + 10 * 60_000).toISOString(), MSG_OCORRIDO_EM.futuro],
      [new Date(Date.now() - 8 * 86_400_000).toISOString(), MSG_OCORRIDO_EM.antigo],
      ['ontem', MSG_OCORRIDO_EM.formato],
      ['2026-11-28T10:15:00', MSG_OCORRIDO_EM.formato],
    ] as const;
    for (const [ocorridoEm, msg] of casos) {
      const r = await ler(id, { endereco: '0017CN01', lotes: [], ocorridoEm });
      expect([r.statusCode, r.json().Messagens], ocorridoEm).toEqual([400, [msg]]);
    }
    expect(
      (await t.call({ method: 'GET', url: `/api/inventarios/${id}` })).json().data.leituras,
    ).toEqual([]);
  });

  it('GET /api/inventarios: do mais novo ao mais antigo, filtro por estado, 403 sem a permissão', async () => {
    const antigo = await abrir([18]);
    const novo = await abrir([19]);
    await ler(novo, { endereco: '0019AN01', lotes: ['ZZLISTA1'] });
    expect(
      (await t.call({ method: 'POST', url: `/api/inventarios/${antigo}/concluir` })).statusCode,
    ).toBe(200);
    const todos = (await t.call({ method: 'GET', url: '/api/inventarios' })).json().data;
    const ids = todos.map((i: { id: number }) => i.id);
    expect(ids.indexOf(novo)).toBeLessThan(ids.indexOf(antigo));
    expect(todos.find((i: { id: number }) => i.id === novo)).toEqual({
      id: novo,
      estado: 'ABERTO',
      grupos: [19],
      abertoPor: 'admin',
      abertoEm: expect.any(String),
      concluidoEm: null,
      enderecosLidos: 1,
      diferencasAbertas: 1,
    });
    const abertos = (await t.call({ method: 'GET', url: '/api/inventarios?estado=ABERTO' })).json()
      .data as { id: number; estado: string }[];
    expect(abertos.map((i) => i.id)).toContain(novo);
    expect(abertos.map((i) => i.id)).not.toContain(antigo);
    expect(abertos.every((i) => i.estado === 'ABERTO')).toBe(true);
    const concluidos = (
      await t.call({ method: 'GET', url: '/api/inventarios?estado=CONCLUIDO' })
    ).json().data as { id: number; concluidoEm: string | null }[];
    expect(concluidos.find((i) => i.id === antigo)?.concluidoEm).toEqual(expect.any(String));
    const ruim = await t.call({ method: 'GET', url: '/api/inventarios?estado=X' });
    expect([ruim.statusCode, ruim.json().Messagens]).toEqual([
      400,
      ['estado deve ser ABERTO ou CONCLUIDO.'],
    ]);
    const u = await criarUsuario(t, { permissoes: ['CADASTRAR_BOBINA'] });
    const sem = await t.call({
      method: 'GET',
      url: '/api/inventarios',
      as: await t.token(u.login, u.senha),
    });
    expect(sem.statusCode).toBe(403);
  });
});
