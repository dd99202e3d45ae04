import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { podarChaves } from '../../src/lib/idempotencia.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { corrigir, linhas } from './bobinas-fixtures.ts';
import { consistente } from './corridas.ts';
import { mensagens, postDespacho, putDespacho } from './despachos-fixtures.ts';
import {
  bobinaRow,
  colocar,
  deleteInstrucao,
  listar,
  movimentosDa,
  pegar,
  postInstrucao,
  selecionar,
  soltar,
} from './instrucoes-fixtures.ts';
import {
  abertasDe,
  filaLivre,
  instrucaoDoDespacho,
  remanejamentosDe,
  type Soterrada,
  soterrada,
} from './remanejamentos-fixtures.ts';

/** Relocations planned for buried coils (docs/relocation.md), on each backend. */
describe.each(BACKENDS)('remanejamentos (%s)', (backend) => {
  let t: TestApp;
  let seq = 0;
  const ident = () => `REM-${backend}-${++seq}`;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  /** A dispatch of the buried coil: its id and its DESPACHO instruction. */
  async function despachar(s: Soterrada) {
    const r = await postDespacho(t, ident(), [s.chao.id]);
    expect(r.statusCode, r.body).toBe(201);
    return {
      r,
      despachoId: r.json().data.id as number,
      id: await instrucaoDoDespacho(t, s.chao.id),
    };
  }

  /** Runs one instruction on a crane from selection to soltar. */
  async function executar(ponte: string, id: number) {
    expect((await selecionar(t, ponte, id)).statusCode).toBe(201);
    expect((await pegar(t, ponte)).statusCode).toBe(200);
    const s = await soltar(t, ponte);
    expect(s.statusCode, s.body).toBe(200);
  }

  it('despacho de bobina soterrada: um REMANEJAMENTO por bobina de cima, na mesma transação', async () => {
    const s = await soterrada(t, 2);
    const { r, id } = await despachar(s);
    expect(r.json().remanejamentos).toEqual([
      `2 remanejamentos criados para liberar ${s.chao.lote}`,
    ]);
    const rems = await remanejamentosDe(t, id);
    expect(rems.map((x) => [x.bobina_id, x.tipo, x.estado])).toEqual(
      s.topos.map((b) => [b.id, 'REMANEJAMENTO', 'ABERTA']),
    );
    const destinos = rems.map((x) => x.destino as string);
    expect(new Set(destinos).size).toBe(2);
    // Never back over the coil leaving, never an occupied slot.
    const sobre = [s.chao.endereco.replace('CN', 'CP'), s.chao.endereco.replace('CN', 'DP')];
    for (const d of destinos) expect(sobre).not.toContain(d);
    const ocupados = await linhas(t, sql`select 1 from bobinas where endereco in ${destinos}`);
    expect(ocupados).toEqual([]);

    // The list shows each relocation with the lot it frees, and what the blocked one waits for.
    const lista = (await listar(t, { filter: `bobina.lote=${s.topos[0]?.lote}` })).json();
    expect(lista.instrucoes[0]).toMatchObject({ tipo: 'REMANEJAMENTO', libera: [s.chao.lote] });
    const bloqueada = (await listar(t, { filter: `id=${id}` })).json().instrucoes[0];
    expect(bloqueada.aguardando).toEqual(s.topos.map((b) => b.lote).sort());
    expect((await listar(t, { filter: 'tipo=REMANEJAMENTO' })).json().totalItems).toBeGreaterThan(
      1,
    );
    // The cranes' order: relocations first, then the rest by id.
    const paraPontes = (
      await listar(t, { filter: 'ticada=true', orderBy: 'remanejamento desc, id', pageSize: '500' })
    ).json().instrucoes as { tipo: string }[];
    const primeiraOutra = paraPontes.findIndex((x) => x.tipo !== 'REMANEJAMENTO');
    expect(primeiraOutra).toBeGreaterThan(0);
    expect(paraPontes.slice(primeiraOutra).every((x) => x.tipo !== 'REMANEJAMENTO')).toBe(true);
    await consistente(t);
  });

  it('incluir bobina soterrada num despacho aberto e instrução manual: a resposta diz o planejado', async () => {
    const livre = await filaLivre(t);
    const base = await soterrada(t, 1);
    const d = await postDespacho(t, ident(), [base.chao.id]);
    const incluida = await soterrada(t, 1);
    const r = await putDespacho(t, d.json().data.id, 'incluir', incluida.chao.id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().remanejamentos).toEqual([
      `1 remanejamento criado para liberar ${incluida.chao.lote}`,
    ]);

    const manual = await soterrada(t, 1);
    const destino = `${livre.g}AN0${livre.f}`;
    const m = await postInstrucao(t, { lote: manual.chao.lote, destino });
    expect(m.statusCode, m.body).toBe(201);
    expect(m.json().remanejamentos).toEqual([
      `1 remanejamento criado para liberar ${manual.chao.lote}`,
    ]);
    const [rem] = await remanejamentosDe(t, m.json().data.id);
    expect(rem?.destino).not.toBe(destino);
    await consistente(t);
  });

  it('bloqueada não vai para a ponte enquanto o remanejamento está aberto; feito, ela sai', async () => {
    const s = await soterrada(t, 1);
    const { id } = await despachar(s);
    const [rem] = await remanejamentosDe(t, id);
    const remId = rem?.id as number;
    const recusa = await selecionar(t, 'PR#493', id);
    expect([recusa.statusCode, mensagens(recusa)]).toEqual([
      409,
      [`Instrução aguardando remanejamento de ${s.topos[0]?.lote}.`],
    ]);
    // Behind its relocation on the same crane it may go; ahead of it, not.
    expect((await selecionar(t, 'PR#493', id, remId)).statusCode).toBe(409);
    expect((await selecionar(t, 'PR#493', remId, id)).statusCode).toBe(201);
    // The relocation runs first; then the coil is free and the dispatch instruction follows.
    expect((await pegar(t, 'PR#493')).statusCode).toBe(200);
    expect((await soltar(t, 'PR#493')).statusCode).toBe(200);
    const depois = (await listar(t, { filter: `id=${id}` })).json().instrucoes[0];
    expect(depois).toMatchObject({ aguardando: [], ponte: 'PR493' });
    expect((await pegar(t, 'PR#493')).statusCode).toBe(200);
    expect((await soltar(t, 'PR#493')).statusCode).toBe(200);
    expect(await bobinaRow(t, s.chao.id)).toEqual({ endereco: null, status: 'CARREGADA' });
    expect(await bobinaRow(t, s.topos[0]?.id as number)).toEqual({
      endereco: rem?.destino,
      status: 'NO_PATIO',
    });
    await consistente(t);
  });

  it('remanejamento concluído libera a instrução bloqueada para qualquer ponte', async () => {
    const s = await soterrada(t, 1);
    const { id } = await despachar(s);
    const [rem] = await remanejamentosDe(t, id);
    await executar('PR#346', rem?.id as number);
    await executar('PR#345', id);
    expect(await bobinaRow(t, s.chao.id)).toEqual({ endereco: null, status: 'CARREGADA' });
    await consistente(t);
  });

  it('a bobina de cima já tem instrução aberta: nenhum remanejamento novo, a bloqueada espera por ela', async () => {
    const s = await soterrada(t, 1);
    const topo = s.topos[0] as { id: number; lote: string };
    const { g, f } = await filaLivre(t);
    const manual = await postInstrucao(t, { lote: topo.lote, destino: `${g}AN0${f}` });
    expect(manual.statusCode, manual.body).toBe(201);
    const manualId = manual.json().data.id as number;
    const { r, id } = await despachar(s);
    expect(r.json().remanejamentos).toEqual([
      `${s.chao.lote} aguarda a instrução ${manualId}, já aberta, da bobina ${topo.lote}`,
    ]);
    expect((await remanejamentosDe(t, id)).map((x) => [x.id, x.tipo])).toEqual([
      [manualId, 'MANUAL'],
    ]);
    expect((await selecionar(t, 'PR#343', id)).statusCode).toBe(409);
    await executar('PR#343', manualId);
    await executar('PR#343', id);
    await consistente(t);
  });

  it('pegar a bobina ainda soterrada continua 409', async () => {
    const s = await soterrada(t, 1);
    const { id } = await despachar(s);
    // Forced past the relocation (as a second crane's slip would): the crane still refuses.
    await t.database.db.execute(sql`delete from instrucao_bloqueios where instrucao_id = ${id}`);
    expect((await selecionar(t, 'PR#344', id)).statusCode).toBe(201);
    const r = await pegar(t, 'PR#344');
    expect([r.statusCode, mensagens(r)]).toEqual([
      409,
      ['Existe uma bobina empilhada sobre esta bobina.'],
    ]);
    await t.call({ method: 'DELETE', url: `/api/operacoes/PR344/${id}` });
    const [rem] = await abertasDe(t, [s.topos[0]?.id as number]);
    await t.database.db.execute(
      sql`insert into instrucao_bloqueios (instrucao_id, remanejamento_id) values (${id}, ${rem?.id})`,
    );
  });

  it('retirar a bobina do despacho leva os remanejamentos que só ela pedia; um iniciado termina', async () => {
    const s = await soterrada(t, 2);
    const { despachoId, id } = await despachar(s);
    const [primeiro, segundo] = await remanejamentosDe(t, id);
    expect((await selecionar(t, 'PR#343', primeiro?.id as number)).statusCode).toBe(201);
    expect((await pegar(t, 'PR#343')).statusCode).toBe(200);
    expect((await selecionar(t, 'PR#493', segundo?.id as number)).statusCode).toBe(201);

    const r = await putDespacho(t, despachoId, 'excluir', s.chao.id);
    expect(r.statusCode, r.body).toBe(200);
    const abertas = await abertasDe(
      t,
      s.topos.map((b) => b.id),
    );
    // The selected one left its crane with the dispatch instruction; the started one stays,
    // saying why it still runs.
    expect(abertas).toEqual([
      expect.objectContaining({
        id: primeiro?.id,
        estado: 'INICIADA',
        motivo: expect.stringContaining(s.chao.lote),
      }),
    ]);
    expect((await t.call({ method: 'GET', url: '/api/operacoes/PR493' })).json()).toEqual([]);
    await consistente(t);
    expect((await soltar(t, 'PR#343')).statusCode).toBe(200);
    await consistente(t);
  });

  it('uma pirâmide sobre duas bobinas do despacho: retirar uma mantém o remanejamento da outra', async () => {
    const { g, f } = await filaLivre(t);
    const c = await colocar(t, `${g}CN0${f}`);
    const d = await colocar(t, `${g}DN0${f}`);
    const topo = await colocar(t, `${g}DP0${f}`);
    const r = await postDespacho(t, ident(), [c.id, d.id]);
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().remanejamentos).toEqual([
      `1 remanejamento criado para liberar ${c.lote}`,
      `1 remanejamento criado para liberar ${d.lote}`,
    ]);
    const [rem] = await abertasDe(t, [topo.id]);
    expect((await putDespacho(t, r.json().data.id, 'excluir', c.id)).statusCode).toBe(200);
    expect(await abertasDe(t, [topo.id])).toEqual([rem]);
    const linha = (await listar(t, { filter: `id=${rem?.id}` })).json().instrucoes[0];
    expect(linha.libera).toEqual([d.lote]);
    // Deleting the dispatch takes the relocation nobody needs any more.
    expect(
      (await t.call({ method: 'DELETE', url: `/api/despachos/${r.json().data.id}` })).statusCode,
    ).toBe(200);
    expect(await abertasDe(t, [topo.id])).toEqual([]);
    await consistente(t);
  });

  it('excluir a instrução manual leva seus remanejamentos; o remanejamento sozinho não se exclui', async () => {
    const s = await soterrada(t, 1);
    const { g, f } = await filaLivre(t);
    const m = await postInstrucao(t, { lote: s.chao.lote, destino: `${g}AN0${f}` });
    expect(m.statusCode, m.body).toBe(201);
    const [rem] = await remanejamentosDe(t, m.json().data.id);
    const sozinho = await deleteInstrucao(t, rem?.id as number);
    expect([sozinho.statusCode, mensagens(sozinho)]).toEqual([
      409,
      [
        `Este remanejamento libera ${s.chao.lote}: exclua a instrução que ele libera (ou retire a bobina do despacho).`,
      ],
    ]);
    expect((await deleteInstrucao(t, m.json().data.id)).statusCode).toBe(200);
    expect(await abertasDe(t, [s.chao.id, s.topos[0]?.id as number])).toEqual([]);
    await consistente(t);
  });

  it('soltar repetido com a mesma Idempotency-Key: uma resposta, um movimento', async () => {
    const s = await soterrada(t, 1);
    const { id } = await despachar(s);
    const [rem] = await remanejamentosDe(t, id);
    const topo = s.topos[0]?.id as number;
    expect((await selecionar(t, 'PR#346', rem?.id as number)).statusCode).toBe(201);
    const chamar = (acao: string, chave: string) =>
      t.call({
        method: 'PUT',
        url: `/api/operacoes/PR346/${acao}`,
        headers: { 'idempotency-key': chave },
      });
    const p1 = await chamar('pegar', `pegar-${backend}-${rem?.id}`);
    const p2 = await chamar('pegar', `pegar-${backend}-${rem?.id}`);
    expect([p1.statusCode, p2.statusCode]).toEqual([200, 200]);
    expect(p2.json()).toEqual(p1.json());
    const antes = (await movimentosDa(t, topo)).length;
    const chave = `soltar-${backend}-${rem?.id}`;
    const [s1, s2] = await Promise.all([chamar('soltar', chave), chamar('soltar', chave)]);
    const s3 = await chamar('soltar', chave);
    expect([s1.statusCode, s2.statusCode, s3.statusCode]).toEqual([200, 200, 200]);
    expect(s2.json()).toEqual(s1.json());
    expect(s3.json()).toEqual(s1.json());
    const depois = await movimentosDa(t, topo);
    expect(depois).toHaveLength(antes + 1);
    expect(depois.at(-1)).toMatchObject({ para: rem?.destino, status_para: 'NO_PATIO' });
    // The same key on another call is a client bug.
    const outra = await chamar('pegar', chave);
    expect([outra.statusCode, mensagens(outra)]).toEqual([
      409,
      ['Esta Idempotency-Key já foi usada em outra operação.'],
    ]);
    await consistente(t);
  });

  it('respostas guardadas há mais de 7 dias são podadas; as mais novas ficam', async () => {
    const db = t.database.db;
    const chave = (dias: number) => `poda-${backend}-${dias}`;
    for (const dias of [8, 6])
      await db.execute(sql`insert into idempotencia (chave, operacao, usuario_id, status, resposta, created_at)
        values (${chave(dias)}, 'soltar PR#346', 1, 200, '[]', now() - ${`${dias} days`}::interval)`);
    const recentes = async () =>
      (await linhas<{ chave: string }>(t, sql`select chave from idempotencia order by chave`)).map(
        (r) => r.chave,
      );
    const antes = await recentes();
    expect(await podarChaves(db)).toBe(1);
    expect(await recentes()).toEqual(antes.filter((c) => c !== chave(8)));
    expect(await recentes()).toContain(chave(6));
  });

  it('destino tomado no meio do caminho: soltar replaneja para o próximo endereço, nunca descarta', async () => {
    const s = await soterrada(t, 1);
    const { id } = await despachar(s);
    const [rem] = await remanejamentosDe(t, id);
    const antigo = rem?.destino as string;
    expect((await selecionar(t, 'PR#345', rem?.id as number)).statusCode).toBe(201);
    expect((await pegar(t, 'PR#345')).statusCode).toBe(200);
    // Someone puts another coil on the promised slot (the map warns, the server lets the office).
    const { g, f } = await filaLivre(t);
    const intrusa = await colocar(t, `${g}AN0${f}`);
    expect((await corrigir(t, intrusa.id, antigo)).statusCode).toBe(200);

    const r = await soltar(t, 'PR#345');
    expect(r.statusCode).toBe(409);
    const [novo] = await abertasDe(t, [s.topos[0]?.id as number]);
    expect(novo).toMatchObject({ id: rem?.id, estado: 'INICIADA' });
    expect(novo?.destino).not.toBe(antigo);
    expect(mensagens(r)).toEqual([
      `O destino ${antigo} não pode mais receber a bobina ${s.topos[0]?.lote} (Endereço ocupado por outra bobina). Novo destino do remanejamento: ${novo?.destino}. Leve a bobina até lá e solte novamente.`,
    ]);
    await consistente(t);
    expect((await soltar(t, 'PR#345')).statusCode).toBe(200);
    expect(await bobinaRow(t, s.topos[0]?.id as number)).toEqual({
      endereco: novo?.destino,
      status: 'NO_PATIO',
    });
    await executar('PR#345', id);
    await consistente(t);
  });
});
