import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { corrigir } from './bobinas-fixtures.ts';
import { bobinaRow, colocar, movimentosDa } from './instrucoes-fixtures.ts';

/* The inventory count (docs/etiquetas-e-leitura.md#inventário). */
describe.each(BACKENDS)('inventário (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  const abrir = (grupos: number[], as?: string) =>
    t.call({ method: 'POST', url: '/api/inventarios', payload: { grupos }, as });
  const ler = (id: number, endereco: string, lotes: string[], chave?: string) =>
    t.call({
      method: 'POST',
      url: `/api/inventarios/${id}/leituras`,
      payload: { endereco, lotes },
      ...(chave ? { headers: { 'idempotency-key': chave } } : {}),
    });
  const obter = (id: number) => t.call({ method: 'GET', url: `/api/inventarios/${id}` });
  const concluir = (id: number) =>
    t.call({ method: 'POST', url: `/api/inventarios/${id}/concluir` });
  const corrigirDif = (id: number, d: number, payload?: object) =>
    t.call({
      method: 'POST',
      url: `/api/inventarios/${id}/diferencas/${d}/corrigir`,
      ...(payload ? { payload } : {}),
    });
  const semId = (ds: Record<string, unknown>[]) => ds.map(({ id: _, ...d }) => d);
  const aberta = { resolucao: null, motivo: null, resolvidaPor: null };

  it('acha a faltando, a trocada e a desconhecida; um movimento pelo Pátio depois da leitura não é diferença', async () => {
    const movida = await colocar(t, '0014AN01');
    const sumida = await colocar(t, '0014BN01');
    const mexida = await colocar(t, '0014CN01');
    const criado = await abrir([14]);
    expect(criado.statusCode, criado.body).toBe(201);
    const id = criado.json().data.id as number;

    expect((await ler(id, '0014AN01', [])).statusCode).toBe(200);
    expect((await ler(id, '14dn1', [movida.lote, 'ZZDESCONH1'])).statusCode).toBe(200);
    expect((await ler(id, '0014BN01', [])).statusCode).toBe(200);
    expect((await ler(id, '0014CN01', [mexida.lote])).statusCode).toBe(200);
    // Moved through Pátio after its address was read: the count compares with that moment.
    expect((await corrigir(t, mexida.id, '0014EN01', true)).statusCode).toBe(200);
    const ultima = await ler(id, '0014EN01', [mexida.lote]);
    expect(ultima.statusCode, ultima.body).toBe(200);
    const diferencas = semId(ultima.json().data.diferencas);
    expect(diferencas).toHaveLength(3);
    expect(diferencas).toEqual(
      expect.arrayContaining([
        {
          tipo: 'FALTANDO',
          lote: sumida.lote,
          enderecoSistema: '0014BN01',
          enderecoLido: null,
          ...aberta,
        },
        {
          tipo: 'TROCADA',
          lote: movida.lote,
          enderecoSistema: '0014AN01',
          enderecoLido: '0014DN01',
          ...aberta,
        },
        {
          tipo: 'DESCONHECIDA',
          lote: 'ZZDESCONH1',
          enderecoSistema: null,
          enderecoLido: '0014DN01',
          ...aberta,
        },
      ]),
    );
    // A later reading of the same address replaces the earlier one.
    await ler(id, '0014BN01', [sumida.lote]);
    const inv = (await obter(id)).json().data;
    expect(inv).toMatchObject({
      id,
      estado: 'ABERTO',
      grupos: [14],
      enderecosLidos: 5,
      enderecosTotal: 135,
      lidos: ['0014AN01', '0014BN01', '0014CN01', '0014DN01', '0014EN01'],
    });
    expect(inv.diferencas.map((d: { lote: string }) => d.lote)).toEqual([
      movida.lote,
      'ZZDESCONH1',
    ]);

    const fora = await ler(id, '0015AN01', []);
    expect([fora.statusCode, fora.json().Messagens]).toEqual([
      422,
      ['O endereço 0015AN01 não é dos grupos deste inventário.'],
    ]);
    expect((await ler(id, 'XYZ', [])).statusCode).toBe(400);
    const doLote = (lote: string) =>
      (inv.diferencas as { id: number; lote: string }[]).find((d) => d.lote === lote);
    const [trocada, desconhecida] = [doLote(movida.lote), doLote('ZZDESCONH1')];
    const cedo = await corrigirDif(id, trocada?.id as number);
    expect([cedo.statusCode, cedo.json().Messagens]).toEqual([
      409,
      ['Conclua o inventário antes de corrigir as diferenças.'],
    ]);

    expect((await concluir(id)).json().data.estado).toBe('CONCLUIDO');
    const depois = await ler(id, '0014FN01', []);
    expect([depois.statusCode, depois.json().Messagens]).toEqual([
      409,
      ['O inventário já foi concluído: não aceita mais leituras.'],
    ]);
    expect((await concluir(id)).statusCode).toBe(409);

    const feita = await corrigirDif(id, trocada?.id as number);
    expect(feita.statusCode, feita.body).toBe(200);
    expect(await bobinaRow(t, movida.id)).toEqual({ endereco: '0014DN01', status: 'NO_PATIO' });
    expect((await movimentosDa(t, movida.id)).at(-1)).toMatchObject({
      de: '0014AN01',
      para: '0014DN01',
      motivo: `Inventário ${id}`,
    });
    const semMotivo = await corrigirDif(id, desconhecida?.id as number);
    expect([semMotivo.statusCode, semMotivo.json().Messagens]).toEqual([
      400,
      ['Informe o motivo para fechar esta diferença.'],
    ]);
    const fechada = await corrigirDif(id, desconhecida?.id as number, {
      motivo: 'Bobina de outro pátio',
    });
    expect(fechada.statusCode, fechada.body).toBe(200);
    expect(semId(fechada.json().data.diferencas)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          lote: movida.lote,
          resolucao: 'CORRIGIDA',
          resolvidaPor: 'admin',
        }),
        expect.objectContaining({
          lote: 'ZZDESCONH1',
          resolucao: 'FECHADA',
          motivo: 'Bobina de outro pátio',
        }),
      ]),
    );
    expect((await corrigirDif(id, trocada?.id as number)).statusCode).toBe(409);
    expect((await corrigirDif(id, 99999999)).statusCode).toBe(404);
  });

  it('leituras concorrentes: todas contam, nenhuma se perde; a Idempotency-Key não lê duas vezes', async () => {
    const bs: { id: number; lote: string; endereco: string }[] = [];
    for (const c of 'ABCDEFGH') bs.push(await colocar(t, `0016${c}N02`));
    const id = (await abrir([16])).json().data.id as number;
    // Each coil was seen one address to the right (the last at H goes to A of row 3).
    const destinos = [...'BCDEFGH'].map((c) => `0016${c}N02`).concat('0016AN03');
    const respostas = await Promise.all([
      ...bs.map((_b, i) =>
        ler(id, `0016${'ABCDEFGH'[i]}N02`, i === 0 ? [] : [bs[i - 1]?.lote as string]),
      ),
      ler(id, destinos[7] as string, [bs[7]?.lote as string]),
    ]);
    expect(respostas.map((r) => r.statusCode)).toEqual(Array(9).fill(200));
    const inv = (await obter(id)).json().data;
    expect(inv.enderecosLidos).toBe(9);
    expect(
      semId(inv.diferencas).sort((a, b) => String(a.lote).localeCompare(String(b.lote))),
    ).toEqual(
      bs.map((b, i) => ({
        tipo: 'TROCADA',
        lote: b.lote,
        enderecoSistema: b.endereco,
        enderecoLido: destinos[i],
        ...aberta,
      })),
    );
    const chave = `inv-${id}-x`;
    const [um, dois] = await Promise.all([
      ler(id, '0016AN05', ['ZZREPETIDA'], chave),
      ler(id, '0016AN05', ['ZZREPETIDA'], chave),
    ]);
    expect([um.statusCode, dois.statusCode]).toEqual([200, 200]);
    expect(dois.json()).toEqual(um.json());
    expect((await obter(id)).json().data.enderecosLidos).toBe(10);
  });

  it('sem REALIZAR_INVENTARIO: 403; grupos inválidos: 400', async () => {
    const u = await criarUsuario(t, { permissoes: ['CADASTRAR_BOBINA'] });
    expect((await abrir([1], await t.token(u.login, u.senha))).statusCode).toBe(403);
    const vazio = await abrir([]);
    expect([vazio.statusCode, vazio.json().Messagens]).toEqual([
      400,
      ['Informe ao menos um grupo.'],
    ]);
    const fora = await abrir([31]);
    expect([fora.statusCode, fora.json().Messagens]).toEqual([
      400,
      ['Grupo 31 fora do pátio (1 a 30).'],
    ]);
    expect((await obter(99999999)).statusCode).toBe(404);
  });
});
