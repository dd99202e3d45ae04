import { describe, expect, it } from 'vitest';
import { EDITAVEIS } from '../../bobinas/gravar-dados.ts';
import { decidirReenvios, type Existente, separarRegistros } from './classificar.ts';

const existente = (over: Partial<Existente> = {}): Existente => ({
  id: 7,
  item: 'A12345',
  status: 'PLANEJADA',
  versao: 3,
  versaoRecebida: 3,
  lista: 'PLANO',
  grupo: 'LQ',
  material: 'BQ',
  fluxo: 'AA',
  laminacaoAt: '2024-05-10T08:30',
  laminacaoTurno: 2,
  isResfriada: false,
  isLege: false,
  peso: 25.5,
  espessura: 3.2,
  largura: 1200,
  proximoProcesso: 'LDC3',
  ...over,
});

/** A record whose data is exactly the stored coil's (existente), with the given changes. */
const registro = (lote: string, over: Record<string, unknown> = {}) => ({
  ...Object.fromEntries(EDITAVEIS.map((k) => [k, existente()[k]])),
  item: 'A12345',
  lote,
  tipo: 'PLANO',
  ...over,
});

const decidir = (over: Record<string, unknown>, e: Partial<Existente>) => {
  const { validos } = separarRegistros([registro('L000000001', over)]);
  return decidirReenvios(validos, new Map([['L000000001', existente(e)]]));
};

describe('lote de bobinas de uma integração', () => {
  it('cada registro sozinho: o ruim não derruba os outros; o lote repetido fica com o primeiro', () => {
    const r = separarRegistros([
      registro('L000000001'),
      registro('L000000002', { material: 'ZZ' }),
      registro('L000000001'),
      [],
    ]);
    expect(r.validos.map((v) => v.indice)).toEqual([0]);
    expect(r.recusadas.map((x) => [x.indice, x.lote])).toEqual([
      [1, 'L000000002'],
      [2, 'L000000001'],
      [3, null],
    ]);
    expect(r.recusadas[0]?.mensagens).toEqual([
      'Material: valor inválido "ZZ" (use BQ, BG, BQD ou BDZ).',
    ]);
  });

  it('lote novo entra; reenvio intocado atualiza só o que mudou', () => {
    const { validos } = separarRegistros([registro('L000000009')]);
    expect(decidirReenvios(validos, new Map()).novos).toHaveLength(1);
    expect(decidir({ peso: 30, fluxo: null }, {}).atualizacoes[0]?.campos).toEqual([
      'fluxo',
      'peso',
    ]);
    expect(decidir({}, {}).atualizacoes[0]?.campos).toEqual([]);
  });

  it('recusa com o motivo: fora da integração, no pátio, carregada, marcada, alterada, item ou lista', () => {
    const motivo = (over: Record<string, unknown>, e: Partial<Existente>) =>
      decidir(over, e).recusadas[0]?.mensagens[0];
    expect(motivo({}, { versaoRecebida: null })).toContain('cadastrada fora da integração');
    expect(motivo({}, { status: 'NO_PATIO', lista: null })).toContain('já está no pátio');
    expect(motivo({}, { status: 'CARREGADA', lista: null })).toContain('carregada');
    expect(motivo({}, { lista: null })).toContain('marcada na lista');
    expect(motivo({}, { versao: 4 })).toContain('alterada no Pátio depois do último envio');
    expect(motivo({ item: 'B12345' }, {})).toContain('o item não muda');
    expect(motivo({ tipo: 'RESERVA' }, {})).toContain('um reenvio não muda a lista');
  });
});
