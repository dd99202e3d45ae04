import { describe, expect, it } from 'vitest';
import { type Endereco, type Layout, parseEndereco } from '../../endereco.ts';
import { MENSAGENS_PATIO } from '../mensagens.ts';
import { avaliarColocacao } from '../regras.ts';
import { geometriaDe } from './geometria.ts';
import { MOTIVOS } from './motivos.ts';
import { sugerirEnderecos } from './sugerir.ts';
import type { BobinaAColocar, BobinaDoPatio, Patio } from './tipos.ts';

const AGORA = Date.parse('2026-11-20T12:00:00Z');
/** One group, one row: the eight ground slots A–H and the pyramid slots B–H of row 1. */
const UMA_FILA: Layout = { grupos: 1, filas: 1, colunas: 8 };

let seq = 0;
const no = (endereco: string, extra: Partial<BobinaDoPatio> = {}): BobinaDoPatio => ({
  id: ++seq,
  endereco,
  largura: 1200,
  status: 'NO_PATIO',
  proximoProcesso: 'LDC3',
  laminacaoAt: '2026-11-19T12:00',
  ...extra,
});
const nova = (extra: Partial<BobinaAColocar> = {}): BobinaAColocar => ({
  largura: 1000,
  isLege: false,
  proximoProcesso: 'LDC3',
  laminacaoAt: '2026-11-20T10:00',
  ...extra,
});
const patio = (bobinas: BobinaDoPatio[], layout: Layout = UMA_FILA): Patio => ({
  layout,
  bobinas,
  agora: AGORA,
});
const enderecos = (s: { endereco: string }[]) => s.map((x) => x.endereco);
/** Ground row A–H of group 1 row 1 full, except the listed columns. */
const chaoCheio = (exceto = '', extra: (c: string) => Partial<BobinaDoPatio> = () => ({})) =>
  [...'ABCDEFGH'].filter((c) => !exceto.includes(c)).map((c) => no(`0001${c}N01`, extra(c)));

describe('sugerirEnderecos: regras', () => {
  it('nunca sugere endereço ocupado nem pirâmide sem os dois apoios', () => {
    const s = sugerirEnderecos(nova(), patio([no('0001AN01'), no('0001CN01')]), { limite: 20 });
    expect(enderecos(s).sort()).toEqual([
      '0001BN01',
      '0001DN01',
      '0001EN01',
      '0001FN01',
      '0001GN01',
      '0001HN01',
    ]);
  });

  it('só sugere dentro do layout e nunca pirâmide na coluna A', () => {
    const s = sugerirEnderecos(nova(), patio([], { grupos: 2, filas: 1, colunas: 8 }), {
      limite: 20,
    });
    expect(s.every((x) => /^000[12][A-H]N01$/.test(x.endereco))).toBe(true);
    expect(s).toHaveLength(16);
  });

  it('pátio cheio: nenhuma sugestão', () => {
    const cheio = [
      ...chaoCheio(),
      ...[...'BCDEFGH'].map((c) => no(`0001${c}P01`, { largura: 1000 })),
    ];
    expect(sugerirEnderecos(nova(), patio(cheio))).toEqual([]);
  });

  it('com posição limpa, nunca sugere a que pede confirmação (largura, posições A/B)', () => {
    // Only pyramid slots left: B (A/B rule), C–G over narrow supports (width), H is clean.
    const bobinas = chaoCheio('', (c) => ({ largura: c === 'H' || c === 'G' ? 1500 : 900 }));
    const s = sugerirEnderecos(nova({ largura: 1400 }), patio(bobinas), { limite: 20 });
    expect(s).toEqual([expect.objectContaining({ endereco: '0001HP01', exigeConfirmacao: [] })]);
  });

  it('sem posição limpa: as menos ruins, com as mensagens do servidor', () => {
    const bobinas = chaoCheio('', () => ({ largura: 900 }));
    const s = sugerirEnderecos(nova({ largura: 1400 }), patio(bobinas), { limite: 20 });
    expect(s).toHaveLength(7);
    // C–H break only the width rule; B breaks width and the A/B rule, so it comes last.
    expect(s.slice(0, 6).every((x) => x.exigeConfirmacao.join() === MENSAGENS_PATIO.largura)).toBe(
      true,
    );
    expect(s[6]).toMatchObject({
      endereco: '0001BP01',
      exigeConfirmacao: [MENSAGENS_PATIO.largura, MENSAGENS_PATIO.posicoesAB],
    });
    expect(s[0]?.motivos[0]).toBe(MOTIVOS.semSugestaoLimpa);
  });

  it('bobina LEGE: exige confirmação em 30 grupos, limpa quando existem os grupos 31–92', () => {
    const lege = nova({ isLege: true });
    const em30 = sugerirEnderecos(lege, patio([], { grupos: 30, filas: 9, colunas: 8 }));
    expect(em30).toHaveLength(5);
    for (const s of em30) expect(s.exigeConfirmacao).toEqual([MENSAGENS_PATIO.resfriamento(true)]);
    const em92 = sugerirEnderecos(lege, patio([], { grupos: 92, filas: 9, colunas: 8 }), {
      limite: 20,
    });
    expect(em92).toHaveLength(20);
    for (const s of em92) {
      expect(s.exigeConfirmacao).toEqual([]);
      expect(Number(s.endereco.slice(0, 4))).toBeGreaterThanOrEqual(31);
    }
    // and an NJA coil of the 92-group yard stays out of the cooling window
    const nja = sugerirEnderecos(nova(), patio([], { grupos: 92, filas: 9, colunas: 8 }), {
      limite: 20,
    });
    expect(nja.every((s) => Number(s.endereco.slice(0, 4)) <= 30)).toBe(true);
  });

  it('bobina com pirâmide em cima não pode sair: nenhuma sugestão', () => {
    const x = no('0001CN01');
    const yard = [no('0001BN01'), x, no('0001CP01')];
    expect(sugerirEnderecos(nova({ id: x.id, endereco: x.endereco }), patio(yard))).toEqual([]);
  });

  it('mudança: nunca o próprio endereço, nem pirâmide apoiada na própria bobina', () => {
    const x = no('0001CN01');
    const yard = [no('0001BN01'), x, no('0001DN01')];
    const s = sugerirEnderecos(nova({ id: x.id, endereco: x.endereco }), patio(yard), {
      limite: 20,
    });
    const e = enderecos(s);
    expect(e).not.toContain('0001CN01');
    expect(e).not.toContain('0001CP01');
    expect(e).not.toContain('0001DP01');
  });

  it('excluir e limite', () => {
    const s = sugerirEnderecos(nova(), patio([]), { limite: 3, excluir: ['0001AN01', '0001BN01'] });
    expect(s).toHaveLength(3);
    expect(enderecos(s)).not.toContain('0001AN01');
    expect(enderecos(s)).not.toContain('0001BN01');
  });

  it('toda sugestão passa nas regras do servidor, com exatamente as mensagens 422', () => {
    let r = 7;
    const random = () => {
      r = (r * 16807) % 2147483647;
      return r / 2147483647;
    };
    const layout: Layout = { grupos: 2, filas: 3, colunas: 8 };
    for (let k = 0; k < 40; k++) {
      const yard: BobinaDoPatio[] = [];
      for (const g of ['0001', '0002'])
        for (const f of [1, 2, 3])
          for (const c of 'ABCDEFGH')
            if (random() < 0.7)
              yard.push(no(`${g}${c}N0${f}`, { largura: 900 + Math.round(random() * 6) * 100 }));
      for (const b of [...yard]) {
        const p = `${b.endereco.slice(0, 4)}${String.fromCharCode(b.endereco.charCodeAt(4) + 1)}P${b.endereco.slice(6)}`;
        const outro = yard.some((o) => o.endereco === `${p.slice(0, 4)}${p[4]}N${p.slice(6)}`);
        if (p[4] !== 'I' && outro && random() < 0.5) yard.push(no(p, { largura: 1000 }));
      }
      const x = nova({ largura: 900 + Math.round(random() * 6) * 100, isLege: random() < 0.2 });
      for (const s of sugerirEnderecos(x, patio(yard, layout), { limite: 20 })) {
        const v = avaliarColocacao({
          endereco: parseEndereco(s.endereco) as Endereco,
          bobina: x,
          vizinhos: yard,
        });
        expect(v.every((y) => y.status === 422)).toBe(true);
        expect(s.exigeConfirmacao).toEqual(v.map((y) => y.mensagem));
      }
    }
  });
});

describe('sugerirEnderecos: ordem e motivos', () => {
  it('não põe uma bobina de saída distante sobre bobinas que saem antes', () => {
    // Only pyramid slots C..H are clean; C and D rest on coils of an open dispatch.
    const bobinas = chaoCheio('', (c) =>
      'BCD'.includes(c)
        ? { despacho: { identificacao: 'TREM-0412', posicao: 1 } }
        : { proximoProcesso: null },
    );
    const x = nova({ proximoProcesso: 'LPBQ1', largura: 1000 });
    const s = sugerirEnderecos(x, patio(bobinas), { limite: 20 });
    const e = enderecos(s);
    expect(e.indexOf('0001FP01')).toBeLessThan(e.indexOf('0001CP01'));
    expect(s[0]?.motivos).toContain(MOTIVOS.naoBloqueia);
    expect(s[0]?.motivos).toContain(MOTIVOS.larguraCompativel);
    expect(s.find((y) => y.endereco === '0001CP01')?.motivos).toContain(
      MOTIVOS.bloqueia('0001BN01'),
    );
    expect(s[0]?.pontuacao ?? 0).toBeGreaterThan(s.at(-1)?.pontuacao ?? 0);
  });

  it('uma bobina que sai logo vai para o topo, não para o chão onde seria soterrada', () => {
    // A busy yard: one free ground slot (A) and the pyramid slots over long-staying coils.
    const bobinas = [
      ...chaoCheio('A', () => ({ proximoProcesso: null })),
      ...[...'DEFGH'].map((c) => no(`0001${c}P01`, { proximoProcesso: null })),
    ];
    const x = nova({ despacho: { identificacao: 'TREM-0412', posicao: 2 } });
    const s = sugerirEnderecos(x, patio(bobinas));
    expect(s[0]?.endereco).toBe('0001CP01');
    expect(s[0]?.motivos).toContain(MOTIVOS.topoSaiCedo);
    expect(s.find((y) => y.endereco === '0001AN01')?.motivos).toContain(MOTIVOS.chaoSaiCedo);
  });

  it('uma bobina de saída distante fica no chão e serve de apoio', () => {
    const bobinas = [...chaoCheio('A', () => ({ proximoProcesso: 'EMB4' })), no('0001DP01')];
    const x = nova({ proximoProcesso: null, laminacaoAt: '2026-11-20T11:00' });
    const s = sugerirEnderecos(x, patio(bobinas));
    expect(s[0]?.endereco).toBe('0001AN01');
    expect(s[0]?.motivos).toContain(MOTIVOS.chaoSaiTarde);
  });

  it('a idade conta: a bobina mais velha da mesma classe deve sair antes', () => {
    const velhas = { laminacaoAt: '2026-11-10T12:00' };
    const novas = { laminacaoAt: '2026-11-20T08:00' };
    const bobinas = [
      no('0001BN01', velhas),
      no('0001CN01', velhas),
      no('0001FN01', novas),
      no('0001GN01', novas),
    ];
    const s = sugerirEnderecos(nova({ laminacaoAt: '2026-11-18T12:00' }), patio(bobinas), {
      limite: 20,
    });
    const e = enderecos(s);
    // On top of the younger pair (leave after it) rather than the older pair (leave before it).
    expect(e.indexOf('0001GP01')).toBeGreaterThanOrEqual(0);
    expect(e.indexOf('0001GP01')).toBeLessThan(e.indexOf('0001CP01'));
  });

  it('deixa para as bobinas largas as poucas posições que ainda as recebem (largura à frente)', () => {
    // Ground B–H full, A free; pyramid slots taken by 1600 mm coils except FP01, over two
    // 1000 mm long-staying coils. A 1600 mm coil fits cleanly only on A.
    const bobinas = [
      ...chaoCheio('A', (c) => ({
        proximoProcesso: null,
        largura: 'EF'.includes(c) ? 1000 : 1600,
      })),
      ...[...'CDEGH'].map((c) => no(`0001${c}P01`, { proximoProcesso: null, largura: 1600 })),
    ];
    const estreita = sugerirEnderecos(nova({ largura: 1000 }), patio(bobinas), { limite: 20 });
    expect(enderecos(estreita)).toEqual(['0001FP01', '0001AN01']);
    expect(estreita[0]?.motivos).toContain(MOTIVOS.guardaLargas);
    expect(estreita[1]?.motivos).toContain(MOTIVOS.tomaLargas);
    // the wide coil takes the slot kept for it, and nothing is said of a reserve it cannot keep
    const larga = sugerirEnderecos(nova({ largura: 1600 }), patio(bobinas));
    expect(larga[0]?.endereco).toBe('0001AN01');
    expect(larga[0]?.exigeConfirmacao).toEqual([]);
    expect(larga[0]?.motivos).not.toContain(MOTIVOS.tomaLargas);
  });

  it('a reserva de largura conta cada zona à parte: LEGE no resfriamento, com o resto vazio', () => {
    // Group 31 (cooling window) as in the test above; groups 1–30 empty: plenty of slots, but
    // none a LEGE coil may take cleanly, so they spare nothing of group 31.
    const layout: Layout = { grupos: 31, filas: 1, colunas: 8 };
    const bobinas = [
      ...[...'BCDEFGH'].map((c) =>
        no(`0031${c}N01`, { proximoProcesso: null, largura: 'EF'.includes(c) ? 1000 : 1600 }),
      ),
      ...[...'CDEGH'].map((c) => no(`0031${c}P01`, { proximoProcesso: null, largura: 1600 })),
    ];
    const lege = sugerirEnderecos(nova({ largura: 1000, isLege: true }), patio(bobinas, layout));
    expect(enderecos(lege)).toEqual(['0031FP01', '0031AN01']);
    expect(lege[0]?.motivos).toContain(MOTIVOS.guardaLargas);
    expect(lege[1]?.motivos).toContain(MOTIVOS.tomaLargas);
  });

  it('as zonas da reserva de largura: NJA e LEGE contadas à parte, coluna B de fora', () => {
    // 14 clean slots a row (8 ground, pyramids C–H); the 92-group yard's cooling window is
    // twice a 30-group yard, so its free slots count half (docs/advisor.md, "Width reserve")
    expect(geometriaDe({ grupos: 30, filas: 9, colunas: 8 }).slotsDaZona).toEqual([3780, 0]);
    expect(geometriaDe({ grupos: 92, filas: 9, colunas: 8 }).slotsDaZona).toEqual([3780, 7812]);
    const g = geometriaDe({ grupos: 31, filas: 1, colunas: 8 });
    expect(g.porEndereco.get('0031BP01')?.zona).toBe(-1);
    expect(g.porEndereco.get('0031CP01')?.zona).toBe(1);
    expect(g.porEndereco.get('0030AN01')?.zona).toBe(0);
  });

  it('sem bobinas mais largas no pátio, nada a reservar: nenhum motivo de largura à frente', () => {
    const bobinas = chaoCheio('A', () => ({ proximoProcesso: null, largura: 1000 }));
    const s = sugerirEnderecos(nova({ largura: 1000 }), patio(bobinas), { limite: 20 });
    expect(s.length).toBeGreaterThan(1);
    for (const x of s) {
      expect(x.motivos).not.toContain(MOTIVOS.tomaLargas);
      expect(x.motivos).not.toContain(MOTIVOS.guardaLargas);
    }
  });

  it('mudança: prefere o caminho da saída e diz quando fica perto da saída do despacho', () => {
    const layout: Layout = { grupos: 4, filas: 1, colunas: 8 };
    const x = no('0002DN01');
    const s = sugerirEnderecos(
      nova({
        id: x.id,
        endereco: x.endereco,
        proximoProcesso: null,
        despacho: { identificacao: 'TREM-0412', posicao: 3 },
      }),
      patio([x], layout),
      { limite: 40 },
    );
    const e = enderecos(s);
    expect(e.indexOf('0003AN01')).toBeLessThan(e.indexOf('0001AN01'));
    expect(s.find((y) => y.endereco === '0004HN01')?.motivos).toContain(
      MOTIVOS.pertoDaSaida('TREM-0412'),
    );
    expect(s.find((y) => y.endereco === '0001AN01')?.motivos.join()).toMatch(
      /desvio de \d+ posições/,
    );
  });
});
