import { describe, expect, it } from 'vitest';
import { prng } from '../../aleatorio.ts';
import { apoiosDe, formatEndereco, type Layout, parseEndereco } from '../../endereco.ts';
import { buscarExato, empacotar, limiteInferior } from './empacotar.ts';
import { minimoExaustivo } from './exaustivo.ts';
import { excessoDeCarga } from './mensagens.ts';
import { type BobinaDaCarga, type BobinaVizinha, planejarCarga } from './planejar.ts';

const CARRETA = { capacidadeT: 30, posicoes: 2 };
const VAGAO = { capacidadeT: 80, posicoes: 4 };
const DOIS_GRUPOS: Layout = { grupos: 2, filas: 3, colunas: 8 };

let seq = 0;
const bobina = (endereco: string, peso: number): BobinaDaCarga => {
  seq += 1;
  return { id: seq, lote: `L${seq}`, endereco, peso };
};
const vizinhas = (bs: readonly { lote: string; endereco: string }[]): BobinaVizinha[] =>
  bs.map((b) => ({ lote: b.lote, endereco: b.endereco }));

function verificarPlano(
  plano: ReturnType<typeof planejarCarga>,
  bobinas: readonly BobinaDaCarga[],
  tipo: { capacidadeT: number; posicoes: number },
) {
  const todas = plano.veiculos.flatMap((v) => v.bobinas);
  expect(todas.map((b) => b.bobinaId).sort((a, b) => a - b)).toEqual(
    bobinas.map((b) => b.id).sort((a, b) => a - b),
  );
  expect(todas.map((b) => b.sequencia).sort((a, b) => a - b)).toEqual(bobinas.map((_, i) => i + 1));
  plano.veiculos.forEach((v, k) => {
    expect(v.veiculo).toBe(k + 1);
    expect(v.bobinas.length).toBeGreaterThan(0);
    expect(v.bobinas.length).toBeLessThanOrEqual(tipo.posicoes);
    const peso = v.bobinas.reduce((s, b) => s + Math.round(b.pesoT * 1000), 0);
    expect(peso).toBeLessThanOrEqual(Math.round(tipo.capacidadeT * 1000));
    expect(v.pesoT * 1000).toBeCloseTo(peso, 6);
  });
  // Every pyramid of the set: the coil on top is loaded before both its supports in the set.
  const seqDe = new Map(todas.map((b) => [b.endereco, b.sequencia]));
  for (const b of todas) {
    const e = parseEndereco(b.endereco);
    if (!e) continue;
    for (const apoio of apoiosDe(e) ?? []) {
      const s = seqDe.get(formatEndereco(apoio));
      if (s !== undefined) expect(b.sequencia).toBeLessThan(s);
    }
  }
}

/** `n` distinct random slots of the two-group yard, a pyramid only over two present supports. */
function patioAleatorio(r: () => number, n: number, layout: Layout = DOIS_GRUPOS) {
  const ocupados = new Set<string>();
  const colunas = 'ABCDEFGH';
  let tentativas = 0;
  while (ocupados.size < n && tentativas++ < 10_000) {
    const grupo = 1 + Math.floor(r() * layout.grupos);
    const fila = 1 + Math.floor(r() * layout.filas);
    const c = Math.floor(r() * 8);
    const piramide = c > 0 && r() < 0.4;
    const e = formatEndereco({
      grupo,
      fila,
      coluna: colunas[c] as 'A',
      tipo: piramide ? 'P' : 'N',
    });
    if (ocupados.has(e)) continue;
    if (
      piramide &&
      !apoiosDe(parseEndereco(e) as never)?.every((a) => ocupados.has(formatEndereco(a)))
    )
      continue;
    ocupados.add(e);
  }
  return [...ocupados];
}

describe('empacotar', () => {
  it('o limite inferior é o maior entre peso e posições', () => {
    expect(limiteInferior([10_000, 10_000, 10_000], { capacidade: 30_000, posicoes: 2 })).toBe(2);
    expect(limiteInferior([25_000, 25_000], { capacidade: 30_000, posicoes: 4 })).toBe(2);
    expect(limiteInferior([], { capacidade: 30_000, posicoes: 4 })).toBe(0);
  });

  it('duas posições: pares que cabem, o pesado com o leve', () => {
    // 25+5, 20+10, 18+12: three trucks, the bound (ceil(90/30), ceil(6/2)).
    const r = empacotar([20_000, 25_000, 10_000, 18_000, 12_000, 5_000], {
      capacidade: 30_000,
      posicoes: 2,
    });
    expect(r.caixas).toHaveLength(3);
    expect(r.otimo).toBe(true);
  });

  it('quatro posições: o número da busca exaustiva, provado ótimo', () => {
    const pesos = [44, 24, 24, 22, 21, 17, 8, 8, 6, 6].map((t) => t * 1000);
    const caixa = { capacidade: 60_000, posicoes: 4 };
    const r = empacotar(pesos, caixa);
    expect(r.caixas).toHaveLength(minimoExaustivo(pesos, 60_000, 4));
    expect(r.otimo).toBe(true);
  });

  it('busca exata com orçamento: desiste em vez de demorar', () => {
    const r = prng(7);
    const pesos = Array.from({ length: 60 }, () => 5_000 + Math.floor(r() * 35_000));
    const res = buscarExato(pesos, { capacidade: 80_000, posicoes: 4 }, 1, 10);
    expect(res === null || res === 'orcamento').toBe(true);
  });

  it('o número de veículos é o da busca exaustiva em conjuntos de até 12 bobinas', () => {
    const r = prng(33);
    const tipos = [
      { capacidade: 30_000, posicoes: 2 },
      { capacidade: 80_000, posicoes: 4 },
      { capacidade: 50_000, posicoes: 3 },
      { capacidade: 100_000, posicoes: 5 },
    ];
    for (let caso = 0; caso < 120; caso++) {
      const caixa = tipos[caso % tipos.length] as (typeof tipos)[number];
      const n = 1 + Math.floor(r() * 12);
      const max = Math.min(40_000, caixa.capacidade);
      const pesos = Array.from({ length: n }, () => 5_000 + Math.floor(r() * (max - 5_000)));
      const plano = empacotar(pesos, caixa);
      expect(plano.caixas.length, `caso ${caso}: ${pesos.join(',')}`).toBe(
        minimoExaustivo(pesos, caixa.capacidade, caixa.posicoes),
      );
      expect(plano.otimo).toBe(true);
    }
  });
});

describe('planejarCarga', () => {
  it('uma pirâmide inteira no conjunto: cada bobina de cima antes das suas duas de apoio', () => {
    const chao = 'ABCDEFGH'.split('').map((c) => bobina(`0001${c}N01`, 10));
    const topo = 'BCDEFGH'.split('').map((c) => bobina(`0001${c}P01`, 10));
    const todas = [...chao, ...topo];
    const plano = planejarCarga({
      tipo: VAGAO,
      bobinas: todas,
      vizinhas: vizinhas(todas),
      layout: DOIS_GRUPOS,
    });
    verificarPlano(plano, todas, VAGAO);
    expect(plano.remanejamentos).toBe(0);
    expect(plano.veiculos).toHaveLength(plano.minimoVeiculos);
  });

  it('remanejamentos: só as bobinas de fora do conjunto apoiadas em bobinas do conjunto', () => {
    const c = bobina('0001CN01', 10);
    const d = bobina('0001DN01', 10);
    const e = bobina('0001EN01', 10);
    const dp = bobina('0001DP01', 10); // on C and D, both in the set: in the set too
    const ep = { lote: 'FORA1', endereco: '0001EP01' }; // on D and E: outside → relocation
    const fp = { lote: 'FORA2', endereco: '0001FP01' }; // on E and F: outside → relocation
    const f = { lote: 'FORA3', endereco: '0001FN01' }; // not on anything of the set
    const g2 = bobina('0002BP02', 10); // rests on coils outside the set: no relocation
    const conjunto = [c, d, e, dp, g2];
    const plano = planejarCarga({
      tipo: VAGAO,
      bobinas: conjunto,
      vizinhas: [
        ...vizinhas(conjunto),
        ep,
        fp,
        f,
        { lote: 'A2', endereco: '0002AN02' },
        { lote: 'B2', endereco: '0002BN02' },
      ],
      layout: DOIS_GRUPOS,
    });
    verificarPlano(plano, conjunto, VAGAO);
    expect(plano.remanejamentos).toBe(2);
    expect(plano.remanejar.map((b) => b.lote)).toEqual(['FORA1', 'FORA2']);
  });

  it('capacidade, posições e pirâmides respeitadas em pátios sorteados; veículos = exaustivo', () => {
    const r = prng(2026);
    for (let caso = 0; caso < 80; caso++) {
      const tipo = caso % 2 === 0 ? CARRETA : VAGAO;
      const n = 1 + Math.floor(r() * 12);
      const enderecos = patioAleatorio(r, 36);
      // The set: n random coils of the yard (pyramid coils among them often).
      const escolhidos = [...enderecos].sort(() => r() - 0.5).slice(0, n);
      const max = Math.min(40, tipo.capacidadeT);
      const bobinas = escolhidos.map((e) => bobina(e, 5 + Math.round(r() * (max - 5) * 10) / 10));
      const plano = planejarCarga({
        tipo,
        bobinas,
        vizinhas: enderecos.map((e) => ({ lote: e, endereco: e })),
        layout: DOIS_GRUPOS,
      });
      verificarPlano(plano, bobinas, tipo);
      expect(plano.veiculos.length, `caso ${caso}`).toBe(
        minimoExaustivo(
          bobinas.map((b) => Math.round(b.peso * 1000)),
          tipo.capacidadeT * 1000,
          tipo.posicoes,
        ),
      );
      expect(plano.veiculos.length).toBeGreaterThanOrEqual(plano.minimoVeiculos);
      // The least relocations: every coil outside the set lying on one of the set.
      const doConjunto = new Set(escolhidos);
      const emCima = enderecos.filter(
        (e) =>
          !doConjunto.has(e) &&
          (apoiosDe(parseEndereco(e) as never) ?? []).some((a) =>
            doConjunto.has(formatEndereco(a)),
          ),
      );
      expect(plano.remanejamentos).toBe(emCima.length);
    }
  });

  it('cada veículo é carregado de uma vez e o percurso é menor que o da ordem escolhida', () => {
    const r = prng(5);
    const enderecos = patioAleatorio(r, 40);
    const bobinas = enderecos.slice(0, 24).map((e) => bobina(e, 10 + Math.round(r() * 15)));
    const embaralhadas = [...bobinas].sort(() => r() - 0.5);
    const plano = planejarCarga({
      tipo: VAGAO,
      bobinas: embaralhadas,
      vizinhas: enderecos.map((e) => ({ lote: e, endereco: e })),
      layout: DOIS_GRUPOS,
    });
    verificarPlano(plano, embaralhadas, VAGAO);
    // Contiguous: vehicle k holds the sequences after vehicle k-1's.
    let ultima = 0;
    for (const v of plano.veiculos) {
      const seqs = v.bobinas.map((b) => b.sequencia);
      expect(Math.min(...seqs)).toBe(ultima + 1);
      ultima = Math.max(...seqs);
      expect(ultima - Math.min(...seqs) + 1).toBe(seqs.length);
    }
    expect(plano.percurso).toBeLessThan(plano.percursoEscolhido);
  });

  it('bobinas vizinhas vão no mesmo veículo quando o número de veículos permite', () => {
    // Two clusters far apart, each of one wagon's load: each wagon takes one cluster.
    const perto = ['0001AN01', '0001BN01', '0001CN01', '0001DN01'].map((e) => bobina(e, 20));
    const longe = ['0002EN03', '0002FN03', '0002GN03', '0002HN03'].map((e) => bobina(e, 20));
    const misturadas = [
      perto[0],
      longe[0],
      perto[1],
      longe[1],
      perto[2],
      longe[2],
      perto[3],
      longe[3],
    ].filter((b): b is BobinaDaCarga => !!b);
    const plano = planejarCarga({
      tipo: VAGAO,
      bobinas: misturadas,
      vizinhas: vizinhas(misturadas),
      layout: DOIS_GRUPOS,
    });
    expect(plano.veiculos).toHaveLength(2);
    const grupos = plano.veiculos.map((v) => new Set(v.bobinas.map((b) => b.endereco.slice(0, 4))));
    expect(grupos.every((g) => g.size === 1)).toBe(true);
  });
});

describe('excessoDeCarga', () => {
  it('o primeiro veículo acima do peso ou das posições, somado ao quilo', () => {
    expect(excessoDeCarga(CARRETA, [{ veiculo: 1, pesos: [10.1, 19.9] }])).toBeNull();
    expect(excessoDeCarga(CARRETA, [{ veiculo: 2, pesos: [20, 10.5] }])).toBe(
      'Carga acima da capacidade do veículo 2: 30,5 t de 30 t.',
    );
    expect(excessoDeCarga(CARRETA, [{ veiculo: 1, pesos: [5, 5, 5] }])).toBe(
      'Carga acima da capacidade do veículo 1: 3 bobinas de 2.',
    );
  });
});
