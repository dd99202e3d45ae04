import { describe, expect, it } from 'vitest';
import type { Layout } from '../../endereco.ts';
import {
  type BobinaRemanejavel,
  destinosParaRemanejar,
  planejarRemanejamentos,
} from './planejar.ts';

const AGORA = Date.parse('2026-11-20T12:00:00Z');
/** One group, one row: ground A–H and pyramid B–H of row 1. */
const UMA_FILA: Layout = { grupos: 1, filas: 1, colunas: 8 };
/** One group, two rows. */
const DUAS_FILAS: Layout = { grupos: 1, filas: 2, colunas: 8 };

let seq = 0;
const no = (endereco: string, extra: Partial<BobinaRemanejavel> = {}): BobinaRemanejavel => {
  seq += 1;
  return {
    id: seq,
    lote: `27000${String(seq).padStart(5, '0')}`,
    endereco,
    largura: 1200,
    isLege: false,
    status: 'NO_PATIO',
    proximoProcesso: 'LDC3',
    laminacaoAt: '2026-11-19T12:00',
    ...extra,
  };
};
const patio = (bobinas: BobinaRemanejavel[], layout: Layout = UMA_FILA) => ({
  layout,
  bobinas,
  agora: AGORA,
});

describe('planejarRemanejamentos', () => {
  it('nada sobre a bobina: nenhum remanejamento', () => {
    const r = planejarRemanejamentos({ liberar: ['0001CN01'], patio: patio([no('0001CN01')]) });
    expect(r).toEqual({ ok: true, remanejamentos: [], existentes: [] });
  });

  it('uma bobina de pirâmide por cima vai para um endereço livre que não fica sobre quem sai', () => {
    const c = no('0001CN01');
    const d = no('0001DN01');
    const topo = no('0001DP01');
    const r = planejarRemanejamentos({ liberar: [c.endereco], patio: patio([c, d, topo]) });
    if (!r.ok) throw new Error(r.motivo);
    expect(r.remanejamentos).toHaveLength(1);
    const [rem] = r.remanejamentos;
    expect(rem?.lote).toBe(topo.lote);
    expect(rem?.origem).toBe('0001DP01');
    expect(rem?.libera).toEqual([c.lote]);
    // Never over the coil leaving, nor its own slot, nor a slot without both supports.
    for (const e of rem?.destinos ?? []) {
      expect(['0001CP01', '0001DP01', '0001EP01']).not.toContain(e);
      expect(['0001CN01', '0001DN01']).not.toContain(e);
    }
    expect(rem?.destinos.length).toBeGreaterThan(0);
  });

  it('duas bobinas por cima: dois remanejamentos com destinos diferentes', () => {
    const b = no('0001BN01');
    const c = no('0001CN01');
    const d = no('0001DN01');
    const sobreBC = no('0001CP01');
    const sobreCD = no('0001DP01');
    const r = planejarRemanejamentos({
      liberar: [c.endereco],
      patio: patio([b, c, d, sobreBC, sobreCD]),
    });
    if (!r.ok) throw new Error(r.motivo);
    expect(r.remanejamentos.map((x) => x.lote)).toEqual([sobreBC.lote, sobreCD.lote]);
    const [um, dois] = r.remanejamentos;
    expect(um?.destinos[0]).not.toBe(dois?.destinos[0]);
    expect(dois?.destinos).not.toContain(um?.destinos[0]);
  });

  it('uma pirâmide sobre duas bobinas a liberar é um remanejamento só, que libera as duas', () => {
    const c = no('0001CN01');
    const d = no('0001DN01');
    const topo = no('0001DP01');
    const r = planejarRemanejamentos({
      liberar: [c.endereco, d.endereco],
      patio: patio([c, d, topo]),
    });
    if (!r.ok) throw new Error(r.motivo);
    expect(r.remanejamentos).toHaveLength(1);
    expect(r.remanejamentos[0]?.libera).toEqual([c.lote, d.lote]);
  });

  it('não usa destinos reservados por outras instruções', () => {
    const c = no('0001CN01');
    const d = no('0001DN01');
    const topo = no('0001DP01');
    const livres = ['0001AN01', '0001BN01', '0001EN01', '0001FN01', '0001GN01'];
    const r = planejarRemanejamentos({
      liberar: [c.endereco],
      patio: patio([c, d, topo]),
      reservados: livres,
    });
    if (!r.ok) throw new Error(r.motivo);
    expect(r.remanejamentos[0]?.destinos).toEqual(['0001HN01']);
  });

  it('não põe a bobina sobre uma que sai antes dela, nem sobre uma que uma instrução vai tirar', () => {
    // Row 1 full on the ground; the only pyramid slots are over E/F (leaves early: in a
    // dispatch) and over G/H (an open instruction lifts G): none is acceptable, nor D/E.
    const chao = [...'ABCDEFGH'].map((col) =>
      no(`0001${col}N01`, col === 'E' ? { despacho: { identificacao: 'T-1', posicao: 1 } } : {}),
    );
    const topo = no('0001DP01');
    const ocupadas = ['B', 'C', 'E'].map((col) => no(`0001${col}P01`));
    const r = planejarRemanejamentos({
      liberar: ['0001CN01'],
      patio: patio([...chao, topo, ...ocupadas]),
      saindo: ['0001GN01'],
    });
    // C carries CP01 and DP01; CP01 is planned first, then DP01 — both have nowhere to go.
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.lote).toBe(chao[2]?.lote);
    expect(r.motivo).toContain('não há endereço livre para remanejar a bobina');
  });

  it('sem endereço livre: recusa nomeando a bobina a liberar e a que está por cima', () => {
    const chao = [...'ABCDEFGH'].map((col) => no(`0001${col}N01`));
    const piramides = [...'BCDEFGH'].map((col) => no(`0001${col}P01`));
    const r = planejarRemanejamentos({
      liberar: ['0001CN01'],
      patio: patio([...chao, ...piramides]),
    });
    expect(r).toEqual({
      ok: false,
      lote: chao[2]?.lote,
      motivo: `${chao[2]?.lote}: não há endereço livre para remanejar a bobina ${piramides[1]?.lote}, empilhada sobre ela (nenhum endereço livre dispensa confirmação nem fica fora do caminho das outras instruções).`,
    });
  });

  it('uma bobina de cima que já tem instrução aberta não ganha outra: a bloqueada espera por ela', () => {
    const c = no('0001CN01');
    const d = no('0001DN01');
    const topo = no('0001DP01');
    const r = planejarRemanejamentos({
      liberar: [c.endereco],
      patio: patio([c, d, topo]),
      comInstrucao: new Set([topo.id]),
    });
    expect(r).toEqual({
      ok: true,
      remanejamentos: [],
      existentes: [{ bobinaId: topo.id, lote: topo.lote, libera: [c.lote] }],
    });
  });

  it('prefere outra fila a uma pirâmide sobre a bobina que sai (com duas filas)', () => {
    const c = no('0001CN01');
    const d = no('0001DN01');
    const e = no('0001EN01');
    const topo = no('0001DP01');
    const r = planejarRemanejamentos({
      liberar: [c.endereco],
      patio: patio([c, d, e, topo], DUAS_FILAS),
      alternativas: 20,
    });
    if (!r.ok) throw new Error(r.motivo);
    const destinos = r.remanejamentos[0]?.destinos ?? [];
    expect(destinos.length).toBeGreaterThan(5);
    expect(destinos).not.toContain('0001DP01');
    expect(destinos).not.toContain('0001CP01');
  });

  it('replanejar: o destino recusado e os reservados ficam de fora; a ordem é a do advisor', () => {
    const c = no('0001CN01');
    const d = no('0001DN01');
    const topo = no('0001DP01', { status: 'EM_MOVIMENTO' });
    const yard = patio([c, d, topo]);
    const todos = destinosParaRemanejar(topo, {
      patio: yard,
      saindo: [c.endereco],
      alternativas: 20,
    });
    const [primeiro, segundo] = todos;
    const depois = destinosParaRemanejar(topo, {
      patio: yard,
      saindo: [c.endereco],
      reservados: [primeiro as string],
      alternativas: 20,
    });
    expect(depois[0]).toBe(segundo);
    expect(depois).not.toContain(primeiro);
    // Over the coil leaving (C): never.
    expect(todos).not.toContain('0001CP01');
  });
});
