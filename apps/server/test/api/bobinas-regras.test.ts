import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';
import { corrigir, linhas, novaBobina, postBobina } from './bobinas-fixtures.ts';

const OCUPADO = 'Endereço ocupado por outra bobina.';
const SEM_APOIO = 'Não há bobinas de apoio para a pirâmide neste endereço.';
const EMPILHADA = 'Existe uma bobina empilhada sobre esta bobina.';
const LARGURA = 'não atende ao critério de empilhamento por largura da bobina';
const POSICOES_AB = 'não atende ao critério de empilhamento nas posições A e B do pátio';
const RESFRIAMENTO = 'não atende ao critério de resfriamento';

describe.each(BACKENDS)('regras do pátio (%s)', (backend) => {
  let t: TestApp;
  const colocar = async (endereco: string, over: Record<string, unknown> = {}, force = false) => {
    const res = await postBobina(t, novaBobina({ endereco, ...over }), force);
    return { status: res.statusCode, body: res.json(), id: res.json().data?.id as number };
  };
  const chao = async (...enderecos: string[]) => {
    const ids: number[] = [];
    for (const e of enderecos) {
      const r = await colocar(e);
      expect(r.status, e).toBe(201);
      ids.push(r.id);
    }
    return ids;
  };
  /** The rule is refused with 422 and the message, then performed with force and an ALERTA. */
  const contornavel = async (endereco: string, over: Record<string, unknown>, trecho: string) => {
    const sem = await colocar(endereco, over);
    expect(sem.status).toBe(422);
    expect(sem.body.errors.geral[0]).toContain(trecho);
    const com = await colocar(endereco, over, true);
    expect(com.status).toBe(201);
    const [alerta, normal] = await ultimosEventos(t, 2);
    expect(alerta).toMatchObject({ tipo: 'ALERTA', email_responsavel: 'admin@patio.local' });
    expect(alerta?.descricao).toContain('admin');
    expect(alerta?.descricao).toContain(trecho);
    expect(normal?.tipo).toBe('NORMAL');
    return sem.body.errors.geral as string[];
  };

  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('endereço ocupado: 409, também com force', async () => {
    await chao('0010CN05');
    for (const force of [false, true]) {
      const r = await colocar('0010CN05', {}, force);
      expect(r.status).toBe(409);
      expect(r.body.Messagens).toEqual([OCUPADO]);
    }
  });

  it('pirâmide sem as duas bobinas de apoio: 409, também com force', async () => {
    await chao('0010DN06');
    for (const endereco of ['0010EP06', '0010DP06', '0010HP06']) {
      for (const force of [false, true]) {
        const r = await colocar(endereco, {}, force);
        expect(r.status, endereco).toBe(409);
        expect(r.body.Messagens).toEqual([SEM_APOIO]);
      }
    }
  });

  it('pirâmide apoiada e dentro das regras: 201 sem ALERTA', async () => {
    await chao('0010FN05', '0010GN05');
    expect((await colocar('0010GP05')).status).toBe(201);
    expect((await ultimosEventos(t, 1))[0]?.tipo).toBe('NORMAL');
  });

  it('largura: pirâmide mais larga que um apoio → 422; force → 201 + ALERTA', async () => {
    await chao('0011CN05');
    await colocar('0011DN05', { largura: 1000 });
    const msgs = await contornavel('0011DP05', { largura: 1100 }, LARGURA);
    expect(msgs).toHaveLength(1);
  });

  it('posições A e B (0003BP05): 422; force → 201 + ALERTA', async () => {
    await chao('0003AN05', '0003BN05');
    await contornavel('0003BP05', {}, POSICOES_AB);
  });

  it('resfriamento: LEGE fora dos grupos 31–92 → 422; force → 201 + ALERTA', async () => {
    const [msg] = await contornavel('0012CN05', { isLege: true }, RESFRIAMENTO);
    expect(msg).toContain('LEGE');
  });

  it('várias regras contornáveis: todas em errors.geral, a primeira é a largura', async () => {
    await colocar('0013AN05', { largura: 900 });
    await colocar('0013BN05', { largura: 900 });
    const msgs = await contornavel('0013BP05', { largura: 1000, isLege: true }, LARGURA);
    expect(msgs).toHaveLength(3);
    expect(msgs[1]).toContain(POSICOES_AB);
    expect(msgs[2]).toContain(RESFRIAMENTO);
  });

  it('cada mensagem de regra vem com o seu código, na ordem de Messagens', async () => {
    await colocar('0016AN05', { largura: 900 });
    await colocar('0016BN05', { largura: 900 });
    const r = await colocar('0016BP05', { largura: 1000, isLege: true });
    expect(r.status).toBe(422);
    expect(r.body.codigos).toEqual(['LARGURA', 'POSICOES_AB', 'RESFRIAMENTO']);
    expect((await colocar('0016AN05')).body.codigos).toEqual(['OCUPADO']);
    const fora = await colocar('0099AN05');
    expect(fora.status).toBe(400);
    expect(fora.body.codigos).toEqual(['FORA_DO_LAYOUT']);
  });

  it('bobina de chão sob pirâmide não se move nem é excluída (409, também com force)', async () => {
    const [esq, dir] = await chao('0015CN05', '0015DN05');
    const topo = await colocar('0015DP05');
    for (const id of [esq as number, dir as number]) {
      for (const force of [false, true]) {
        const r = await corrigir(t, id, '0015HN01', force);
        expect(r.statusCode).toBe(409);
        expect(r.json().Messagens).toEqual([EMPILHADA]);
      }
      const del = await t.call({ method: 'DELETE', url: `/api/bobinas/${id}` });
      expect(del.statusCode).toBe(409);
      expect(del.json().Messagens).toEqual([EMPILHADA]);
    }
    expect((await corrigir(t, topo.id, '0015AN01')).statusCode).toBe(200);
    expect((await corrigir(t, esq as number, '0015HN01')).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `/api/bobinas/${dir}` })).statusCode).toBe(200);
  });

  it('correção com regra contornável: 422, e com force 200 + ALERTA + movimento forçado', async () => {
    await chao('0014AN05', '0014BN05');
    const [x] = await chao('0014EN05');
    const sem = await corrigir(t, x as number, '0014BP05');
    expect(sem.statusCode).toBe(422);
    expect(sem.json().Messagens[0]).toContain(POSICOES_AB);
    const com = await corrigir(t, x as number, '0014BP05', true);
    expect(com.statusCode).toBe(200);
    expect((await ultimosEventos(t, 1))[0]?.tipo).toBe('ALERTA');
    const h = (await t.call({ method: 'GET', url: `/api/bobinas/${x}/historico` })).json();
    expect(h.data[0].motivo).toBe('Correção de endereço (forçado: POSICOES_AB)');
  });

  it('correção: 400 para endereço inválido, fora do layout ou igual; 409 ocupado/sem apoio', async () => {
    const [x] = await chao('0016CN05');
    const casos: [string, number, string][] = [
      ['0016XN05', 400, 'Formato inválido'],
      ['0031CN05', 400, 'Grupo 31 fora do pátio (1 a 30).'],
      ['0016AP05', 400, 'A coluna A não tem posição de pirâmide.'],
      ['0016CN05', 400, 'A bobina já está neste endereço.'],
      ['0010CN05', 409, OCUPADO],
      ['0016DP05', 409, SEM_APOIO],
    ];
    for (const [destino, status, msg] of casos) {
      const r = await corrigir(t, x as number, destino, true);
      expect(r.statusCode, destino).toBe(status);
      expect(r.json().Messagens, destino).toEqual([msg]);
      if (status === 400) expect(Object.keys(r.json().errors)).toEqual(['novoEndereco']);
    }
  });

  it('status: reserva e carregada entram pela correção; içada e expedida não', async () => {
    const ids: Record<string, number> = {};
    for (const status of ['PLANEJADA', 'CARREGADA', 'EXPEDIDA', 'EM_MOVIMENTO']) {
      const endereco = status === 'EM_MOVIMENTO' ? '0017HN09' : null;
      const [row] = await linhas<{ id: number }>(
        t,
        sql`insert into bobinas (item, lote, grupo, material, laminacao_at, laminacao_turno, status, endereco)
          values ('A00000', ${`S-${status}`}, 'LQ', 'BQ', '2024-01-01 00:00', 1, ${status}, ${endereco})
          returning id`,
      );
      ids[status] = row?.id as number;
    }
    expect((await corrigir(t, ids.PLANEJADA as number, '0017AN01')).statusCode).toBe(200);
    const carregada = await corrigir(t, ids.CARREGADA as number, '0017BN01');
    expect(carregada.json().data).toMatchObject({ status: 'NO_PATIO', endereco: '0017BN01' });
    for (const s of ['EXPEDIDA', 'EM_MOVIMENTO']) {
      expect((await corrigir(t, ids[s] as number, '0017CN01')).statusCode, s).toBe(409);
    }
    const del = await t.call({ method: 'DELETE', url: `/api/bobinas/${ids.EM_MOVIMENTO}` });
    expect(del.statusCode).toBe(409);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/bobinas/${ids.EXPEDIDA}` })).statusCode,
    ).toBe(409);
  });
});
