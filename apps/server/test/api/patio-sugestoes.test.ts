import { MENSAGENS_PATIO } from '@patio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carregarPatio } from '../../src/modules/patio/carregar-patio.ts';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { corrigir, novaBobina, postBobina } from './bobinas-fixtures.ts';
import { postDespacho } from './despachos-fixtures.ts';
import { colocar, instrucao } from './instrucoes-fixtures.ts';
import { encherPatio, percentil, type SugestaoT, sugerir } from './patio-sugestoes-fixtures.ts';

const dados = (over: Record<string, unknown> = {}) => ({
  largura: 1200,
  isLege: false,
  grupo: 'LQ',
  material: 'BQ',
  proximoProcesso: 'LDC3',
  laminacaoAt: '2026-11-19T08:00',
  lote: 'QUALQUER01',
  ...over,
});

describe.each(BACKENDS)('POST patio/sugestoes (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('toda sugestão, cadastrada sem force, é 201', async () => {
    const larguras = [1500, 1200, 1000, 1400, 900, 1300];
    for (let rodada = 0; rodada < 6; rodada++) {
      const largura = larguras[rodada] as number;
      const processo = ['EMB4', 'LDC3', null][rodada % 3];
      const res = await sugerir(t, { bobina: dados({ largura, proximoProcesso: processo }) });
      expect(res.statusCode, res.body).toBe(200);
      const { sugestoes } = res.json() as { sugestoes: SugestaoT[] };
      expect(sugestoes).toHaveLength(5);
      for (const s of sugestoes) {
        expect(s.exigeConfirmacao).toEqual([]);
        expect(s.motivos.length).toBeGreaterThan(0);
        const r = await postBobina(
          t,
          novaBobina({ endereco: s.endereco, largura, proximoProcesso: processo }),
        );
        expect(r.statusCode, `${s.endereco}: ${r.body}`).toBe(201);
      }
    }
  });

  it('bobinaId: sugestões para mudar a bobina; a primeira aceita sem force', async () => {
    const b = await colocar(t, '0020CN05', { largura: 1100 });
    const res = await sugerir(t, { bobinaId: b.id, limite: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const { sugestoes } = res.json() as { sugestoes: SugestaoT[] };
    expect(sugestoes).toHaveLength(3);
    expect(sugestoes.map((s) => s.endereco)).not.toContain('0020CN05');
    const r = await corrigir(t, b.id, sugestoes[0]?.endereco ?? '');
    expect(r.statusCode, r.body).toBe(200);
  });

  it('nunca sugere o destino de uma instrução aberta', async () => {
    const b = await colocar(t, '0021AN01');
    await instrucao(t, b.lote, '0001AN01');
    const res = await sugerir(t, { bobina: dados(), limite: 20 });
    const enderecos = (res.json().sugestoes as SugestaoT[]).map((s) => s.endereco);
    expect(enderecos).toHaveLength(20);
    expect(enderecos).not.toContain('0001AN01');
  });

  it('bobina LEGE num pátio de 30 grupos: sugestões com a confirmação de resfriamento', async () => {
    const res = await sugerir(t, { bobina: dados({ isLege: true }) });
    expect(res.statusCode).toBe(200);
    for (const s of res.json().sugestoes as SugestaoT[]) {
      expect(s.exigeConfirmacao).toEqual([MENSAGENS_PATIO.resfriamento(true)]);
    }
  });

  it('o retrato do pátio numa só leitura: despacho, lista, larguras nulas e textos livres', async () => {
    const a = await colocar(t, '0022AN03', { largura: 1250.5, proximoProcesso: 'LPBQ2' });
    const b = await colocar(t, '0022BN03', { largura: null, proximoProcesso: null });
    // separators and quotes in a free text must come back as typed
    const identificacao = `TREM;0412,"x"\\${String.fromCharCode(30, 31)}`;
    const d = await postDespacho(t, identificacao, [b.id, a.id]);
    expect(d.statusCode, d.body).toBe(201);
    const { bobinas } = await carregarPatio(t.database.db);
    const porId = new Map(bobinas.map((x) => [x.id, x]));
    expect(porId.get(a.id)).toMatchObject({
      endereco: '0022AN03',
      largura: 1250.5,
      status: 'NO_PATIO',
      proximoProcesso: 'LPBQ2',
      despacho: { identificacao, posicao: 2 },
      lista: null,
    });
    expect(porId.get(a.id)?.laminacaoAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    expect(porId.get(b.id)).toMatchObject({
      largura: null,
      proximoProcesso: null,
      despacho: { identificacao, posicao: 1 },
    });
  });

  it('corpo inválido: 400 em português, nada sugerido', async () => {
    const casos: [unknown, string][] = [
      [{}, 'Informe a bobina (bobinaId) ou os seus dados (bobina), não ambos.'],
      [{ bobinaId: 1, bobina: dados() }, 'não ambos'],
      [{ bobina: dados(), limite: 0 }, 'Informe um número inteiro de 1 a 20'],
      [{ bobina: dados(), limite: 21 }, 'Informe um número inteiro de 1 a 20'],
      [{ bobina: dados({ largura: 'larga' }) }, 'Informe um número'],
      [{ bobina: dados({ laminacaoAt: '2026-02-30T10:00' }) }, 'Data inválida'],
      [{ bobina: dados({ proximoProcesso: 'XYZ' }) }, 'Opção inválida'],
      [{ bobinaId: 'um' }, 'Id inválido'],
    ];
    for (const [payload, trecho] of casos) {
      const res = await sugerir(t, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().Messagens.join(' '), JSON.stringify(payload)).toContain(trecho);
    }
  });

  it('bobina desconhecida: 404', async () => {
    const res = await sugerir(t, { bobinaId: 987654 });
    expect(res.statusCode).toBe(404);
    expect(res.json().Messagens).toEqual(['Bobina não encontrada.']);
  });

  it('qualquer usuário logado pode pedir; sem token, 401', async () => {
    const u = await criarUsuario(t);
    const token = await t.token(u.login, u.senha);
    expect((await sugerir(t, { bobina: dados() }, token)).statusCode).toBe(200);
    expect((await sugerir(t, { bobina: dados() }, null)).statusCode).toBe(401);
  });
});

describe.each(BACKENDS)('sugestões num pátio de 92 grupos (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { patioGrupos: 92 });
  });
  afterAll(() => t.close());

  it('bobina LEGE: sugestões limpas no resfriamento (31–92), aceitas sem force', async () => {
    const res = await sugerir(t, { bobina: dados({ isLege: true }), limite: 3 });
    const sugestoes = res.json().sugestoes as SugestaoT[];
    expect(sugestoes).toHaveLength(3);
    for (const s of sugestoes) {
      expect(s.exigeConfirmacao).toEqual([]);
      expect(Number(s.endereco.slice(0, 4))).toBeGreaterThanOrEqual(31);
      const r = await postBobina(t, novaBobina({ endereco: s.endereco, isLege: true }));
      expect(r.statusCode, r.body).toBe(201);
    }
    const layout = await t.call({ method: 'GET', url: '/api/patio/layout' });
    expect(layout.json()).toEqual({ data: { grupos: 92, filas: 9, colunas: 8 } });
  });

  it('pátio cheio de 92 grupos: latência p99 medida (meta 50 ms)', async () => {
    await encherPatio(t, 92, ['0050CN05', '0050DN05', '0007EP03']);
    const tempos: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      const res = await sugerir(t, { bobina: dados({ isLege: i % 2 === 0 }) });
      tempos.push(performance.now() - t0);
      expect(res.statusCode).toBe(200);
    }
    tempos.sort((a, b) => a - b);
    console.log(
      `sugestões, 92 grupos cheios (${backend}): p50 ${percentil(tempos, 50).toFixed(1)} ms, p99 ${percentil(tempos, 99).toFixed(1)} ms`,
    );
    // the goal is 50 ms; the bound leaves room for a machine three times slower than ours
    // Speed is the benchmark's to judge (docs/advisor.md); here it is printed, not asserted.
  }, 240_000);
});

describe.each(BACKENDS)('pátio cheio de 30 grupos (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    await encherPatio(t, 30, ['0012CN05', '0030HP09']);
  }, 240_000);
  afterAll(() => t.close());

  it('as poucas posições livres, com latência p99 medida (meta 50 ms)', async () => {
    const tempos: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      const res = await sugerir(t, { bobina: dados({ largura: 900 }) });
      tempos.push(performance.now() - t0);
      const enderecos = res.json().sugestoes.map((s: SugestaoT) => s.endereco);
      expect(enderecos.sort()).toEqual(['0012CN05', '0030HP09']);
    }
    tempos.sort((a, b) => a - b);
    console.log(
      `sugestões, 30 grupos cheios (${backend}): p50 ${percentil(tempos, 50).toFixed(1)} ms, p99 ${percentil(tempos, 99).toFixed(1)} ms`,
    );
    // Speed is the benchmark's to judge (docs/advisor.md); here it is printed, not asserted.
  }, 120_000);

  it('só posições que pedem confirmação: as menos ruins, com as mensagens', async () => {
    // 0030HP09 rests on coils 1500 wide: a 1600 coil breaks the width rule there
    const res = await sugerir(t, { bobina: dados({ largura: 1600 }) });
    const sugestoes = res.json().sugestoes as SugestaoT[];
    expect(sugestoes.map((s) => s.endereco)).toEqual(['0012CN05']);
    const r = await postBobina(t, novaBobina({ endereco: '0012CN05', largura: 1600 }));
    expect(r.statusCode).toBe(201);
    const depois = await sugerir(t, { bobina: dados({ largura: 1600 }), limite: 20 });
    const forcadas = depois.json().sugestoes as SugestaoT[];
    expect(forcadas.length).toBeGreaterThan(0);
    for (const s of forcadas) expect(s.exigeConfirmacao).toContain(MENSAGENS_PATIO.largura);
  });

  it('pátio sem nenhuma posição livre: 200 com lista vazia', async () => {
    await encherPatio(t, 30, [], true);
    const res = await sugerir(t, { bobina: dados({ largura: 800 }) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sugestoes: [] });
  }, 120_000);
});
