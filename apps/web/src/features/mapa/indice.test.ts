import type { TBobinaLinha } from '@patio/domain';
import { describe, expect, it } from 'vitest';
import { comBobina, indexarPatio, mesmosSlots, semBobina } from './indice.ts';

const bobina = (id: number, endereco: string | null): TBobinaLinha => ({
  id,
  item: 'A12345',
  lote: `L${id}`,
  endereco,
  grupo: 'LQ',
  material: 'BQ',
  fluxo: null,
  laminacaoAt: '2024-03-15T14:30',
  laminacaoTurno: 1,
  isResfriada: false,
  isLege: false,
  largura: 1200,
  status: 'NO_PATIO',
});

describe('índice do pátio', () => {
  it('cada bobina no slot da sua fila: chão 0–7, pirâmide 8–15', () => {
    const a = bobina(1, '0002CN05');
    const b = bobina(2, '0002DN05');
    const p = bobina(3, '0002DP05');
    const patio = indexarPatio([a, b, p]);
    const fila = patio.fila(2, 4);
    expect(fila[2]).toBe(a);
    expect(fila[3]).toBe(b);
    expect(fila[8 + 3]).toBe(p);
    expect(fila.filter(Boolean)).toHaveLength(3);
    expect(patio.fila(2, 3)).toHaveLength(0);
    expect(patio.porEndereco.get('0002DP05')).toBe(p);
  });

  it('o que não se desenha fica à parte, nunca numa célula errada', () => {
    const patio = indexarPatio([bobina(1, null), bobina(2, '0001AP05')]);
    expect(patio.foraDoMapa.map((b) => b.id)).toEqual([1, 2]);
    expect(patio.porEndereco.size).toBe(0);
  });

  it('cresce além dos 30 grupos se já houver bobina lá', () => {
    expect(indexarPatio([]).grupos).toBe(30);
    expect(indexarPatio([bobina(1, '0031AN09')]).grupos).toBe(31);
  });

  it('filas iguais quando os slots são os mesmos objetos', () => {
    const a = bobina(1, '0002CN05');
    const x = indexarPatio([a]).fila(2, 4);
    const y = indexarPatio([a]).fila(2, 4);
    expect(x).not.toBe(y);
    expect(mesmosSlots(x, y)).toBe(true);
    expect(mesmosSlots(x, indexarPatio([{ ...a }]).fila(2, 4))).toBe(false);
    expect(mesmosSlots(indexarPatio([]).fila(1, 1), new Array(16).fill(undefined))).toBe(true);
  });

  it('atualiza o cache depois de salvar ou excluir nesta tela', () => {
    const lista = [bobina(1, '0001AN09'), bobina(2, '0001BN09')];
    expect(comBobina(lista, bobina(2, '0001CN09')).map((b) => b.endereco)).toEqual([
      '0001AN09',
      '0001CN09',
    ]);
    expect(comBobina(lista, bobina(3, '0001DN09'))).toHaveLength(3);
    expect(comBobina(lista, bobina(1, null)).map((b) => b.id)).toEqual([2]);
    expect(semBobina(lista, 1).map((b) => b.id)).toEqual([2]);
  });
});
