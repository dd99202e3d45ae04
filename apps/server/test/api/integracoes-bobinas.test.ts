import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';
import { linhas, novoLote } from './bobinas-fixtures.ts';
import { comChave, criarChave } from './integracoes-fixtures.ts';
import { novoItem, ordem } from './listas-fixtures.ts';

type Resultado = {
  aceitas: number;
  recusadas: { indice: number; lote: string | null; mensagens: string[] }[];
};

describe.each(BACKENDS)('integrações: bobinas da laminação (%s)', (backend) => {
  let t: TestApp;
  let enviar: (bobinas: unknown) => ReturnType<TestApp['call']>;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    const k = await criarChave(t, ['IMPORTAR_ITENS'], 'Laminação L2');
    const maquina = comChave(t, k.chave);
    enviar = (bobinas) =>
      maquina({ method: 'POST', url: '/api/integracoes/bobinas', payload: { bobinas } });
  });
  afterAll(() => t.close());

  const resultado = async (bobinas: unknown) => {
    const res = await enviar(bobinas);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Resultado;
  };
  const bobina = (lote: string) =>
    linhas<{ grupo: string; peso: number; status: string; versao: number; n: number }>(
      t,
      sql`select grupo, peso, status, versao, (select count(*)::int from bobinas x
            where x.lote = b.lote) as n from bobinas b where lote = ${lote}`,
    ).then((r) => r[0]);

  it('registros bons e ruins misturados: os bons entram na lista, cada ruim com seus motivos', async () => {
    const [a, b, c] = [novoItem(), novoItem({ tipo: 'RESERVA' }), novoItem()];
    const ruim = novoItem({ grupo: 'XX', laminacaoTurno: 9 });
    const r = await resultado([a, ruim, b, { ...c, lote: a.lote }, 'lixo', c]);
    expect(r.aceitas).toBe(3);
    expect(r.recusadas).toEqual([
      {
        indice: 1,
        lote: ruim.lote,
        mensagens: [
          'Grupo: valor inválido "XX" (use LQ, FM, LZ ou LF).',
          'Turno: valor inválido "9" (use 1, 2 ou 3).',
        ],
      },
      {
        indice: 3,
        lote: a.lote,
        mensagens: [`Lote "${a.lote}" repetido no envio (já está no índice 0).`],
      },
      {
        indice: 4,
        lote: null,
        mensagens: ['Registro inválido: envie um objeto com os campos da bobina.'],
      },
    ]);
    expect(await bobina(ruim.lote)).toBeUndefined();
    const plano = (await ordem(t, 'PLANO')).map(([l]) => l);
    expect(plano.slice(-2)).toEqual([a.lote, c.lote]);
    expect((await ordem(t, 'RESERVA')).map(([l]) => l)).toContain(b.lote);
    const [ev] = await ultimosEventos(t, 1);
    expect(ev?.email_responsavel).toBe('Integração Laminação L2');
    expect(ev?.descricao).toContain('enviadas por Integração Laminação L2: 3 nova(s)');
    const [mov] = await linhas<{ usuario_email: string; motivo: string }>(
      t,
      sql`select m.usuario_email, m.motivo from movimentos m join bobinas b on b.id = m.bobina_id
          where b.lote = ${a.lote}`,
    );
    expect(mov).toEqual({
      usuario_email: 'Integração Laminação L2',
      motivo: 'Recebida da integração',
    });
  });

  it('reenvio: atualiza a bobina intocada, sem duplicar; tocada ou fora da lista, recusa com o motivo', async () => {
    const [a, b, c, d] = [novoItem(), novoItem(), novoItem(), novoItem()];
    expect((await resultado([a, b, c, d])).aceitas).toBe(4);
    const versaoB = (await bobina(b.lote))?.versao;

    // c edited by a person on the reserve list; d ticked (released to the yard).
    const idDe = async (lote: string) =>
      (await linhas<{ id: number }>(t, sql`select id from bobinas where lote = ${lote}`))[0]?.id;
    const idC = await idDe(c.lote);
    const editar = await t.call({
      method: 'PUT',
      url: `/api/listas/${idC}`,
      payload: { ...c, peso: 30 },
    });
    expect(editar.statusCode, editar.body).toBe(200);
    const ticar = await t.call({
      method: 'PATCH',
      url: '/api/listas/ticar',
      query: { bobinaId: String(await idDe(d.lote)) },
    });
    expect(ticar.statusCode, ticar.body).toBe(200);
    // A lot some person registered by hand, not through the integration.
    const manual = novoItem();
    expect((await t.call({ method: 'POST', url: '/api/listas', payload: manual })).statusCode).toBe(
      201,
    );

    const r = await resultado([
      { ...a, peso: 31.5, grupo: 'FM' },
      b,
      { ...c, peso: 40 },
      d,
      manual,
      { ...a, lote: novoLote(), item: 'B22222' },
      { ...b, tipo: 'RESERVA' },
    ]);
    expect(r.aceitas).toBe(3);
    expect(r.recusadas).toEqual([
      {
        indice: 2,
        lote: c.lote,
        mensagens: [
          `Lote "${c.lote}": a bobina foi alterada no Pátio depois do último envio; um reenvio não a altera.`,
        ],
      },
      {
        indice: 3,
        lote: d.lote,
        mensagens: [
          `Lote "${d.lote}": a bobina já foi marcada na lista para ir ao pátio; um reenvio não a altera.`,
        ],
      },
      {
        indice: 4,
        lote: manual.lote,
        mensagens: [
          `Lote "${manual.lote}": já existe uma bobina com este lote, cadastrada fora da integração.`,
        ],
      },
      {
        indice: 6,
        lote: b.lote,
        mensagens: [`Lote "${b.lote}" repetido no envio (já está no índice 1).`],
      },
    ]);
    expect(await bobina(a.lote)).toMatchObject({ grupo: 'FM', peso: 31.5, n: 1 });
    expect(await bobina(b.lote)).toMatchObject({ versao: versaoB, n: 1 });
    expect(await bobina(c.lote)).toMatchObject({ peso: 30, n: 1 });

    // The mill's own update is not a person's touch: a third send updates again.
    const deNovo = await resultado([{ ...a, peso: 32 }]);
    expect(deNovo).toEqual({ aceitas: 1, recusadas: [] });
    expect(await bobina(a.lote)).toMatchObject({ peso: 32, n: 1 });
    const [ev] = await ultimosEventos(t, 1);
    expect(ev?.descricao).toContain('0 nova(s), 1 atualizada(s)');
  });

  it('o mesmo lote enviado duas vezes ao mesmo tempo (reenvio após timeout): uma bobina por lote', async () => {
    const lote = Array.from({ length: 50 }, () => novoItem());
    const [a, b] = await Promise.all([resultado(lote), resultado(lote)]);
    expect([a.aceitas, b.aceitas]).toEqual([50, 50]);
    expect([...a.recusadas, ...b.recusadas]).toEqual([]);
    const lotes = lote.map((r) => r.lote);
    const [{ n } = { n: 0 }] = await linhas<{ n: number }>(
      t,
      sql`select count(*)::int n from bobinas
          where lote in (select jsonb_array_elements_text(${JSON.stringify(lotes)}::jsonb))`,
    );
    expect(n).toBe(50);
  });

  it('1.001 registros: recusado inteiro com mensagem clara, nada gravado; 1.000 passam', async () => {
    const [{ n: antes } = { n: 0 }] = await linhas<{ n: number }>(
      t,
      sql`select count(*)::int n from bobinas`,
    );
    const muitos = Array.from({ length: 1001 }, () => novoItem());
    const res = await enviar(muitos);
    expect([400, 413]).toContain(res.statusCode);
    expect(res.json().Messagens).toEqual([
      'Envie no máximo 1000 bobinas por chamada; divida o envio em lotes menores. Nada foi gravado.',
    ]);
    const [{ n: depois } = { n: 0 }] = await linhas<{ n: number }>(
      t,
      sql`select count(*)::int n from bobinas`,
    );
    expect(depois).toBe(antes);
    expect((await resultado(muitos.slice(0, 1000))).aceitas).toBe(1000);

    for (const corpo of [{}, { bobinas: [] }, { bobinas: 'x' }]) {
      const r = await t.call({ method: 'POST', url: '/api/integracoes/bobinas', payload: corpo });
      expect(r.statusCode, r.body).toBe(400);
    }
  });

  it('sem IMPORTAR_ITENS no perfil da chave: 403', async () => {
    const k = await criarChave(t, ['CADASTRAR_ITEM']);
    const res = await comChave(
      t,
      k.chave,
    )({
      method: 'POST',
      url: '/api/integracoes/bobinas',
      payload: { bobinas: [novoItem()] },
    });
    expect(res.statusCode).toBe(403);
  });
});
