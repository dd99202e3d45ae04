import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZBobinaAlteracao, ZBobinaInput } from './bobinas.ts';
import {
  errosDosDadosAlterados,
  laminacaoMaxima,
  zEspessura,
  zItem,
  zLaminacaoAt,
  zLargura,
  zLote,
  zPeso,
} from './dados-bobina.ts';

const msg = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message;

describe('regras dos dados da bobina', () => {
  afterEach(() => vi.useRealTimers());

  it('item: uma letra maiúscula e cinco dígitos (minúscula vira maiúscula)', () => {
    expect(zItem.parse(' a12345 ')).toBe('A12345');
    for (const v of ['x', 'A1234', 'A123456', '123456', 'AB1234', 'Ç12345'])
      expect(msg(zItem.safeParse(v)), v).toBe('Formato inválido');
    expect(msg(zItem.safeParse(''))).toBe('Campo obrigatório');
  });

  it('lote: exatamente 10 caracteres, com as mensagens genéricas', () => {
    expect(zLote.parse(' 2400012345 ')).toBe('2400012345');
    expect(msg(zLote.safeParse('1'))).toBe('Mínimo de 10 caracteres');
    expect(msg(zLote.safeParse('24000123456'))).toBe('Máximo de 10 caracteres');
    expect(msg(zLote.safeParse('  '))).toBe('Campo obrigatório');
  });

  it('laminação: não no futuro além de uma hora de tolerância, nem antes de 2000', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 24, 10, 0) });
    expect(laminacaoMaxima()).toBe('2026-11-24T11:00');
    expect(zLaminacaoAt.parse('2026-11-24T10:59')).toBe('2026-11-24T10:59');
    expect(zLaminacaoAt.parse('2026-11-24T11:00')).toBe('2026-11-24T11:00');
    expect(msg(zLaminacaoAt.safeParse('2026-11-24T11:01'))).toBe(
      'A data de laminação não pode estar no futuro',
    );
    expect(msg(zLaminacaoAt.safeParse('2031-01-01T00:00'))).toBe(
      'A data de laminação não pode estar no futuro',
    );
    expect(msg(zLaminacaoAt.safeParse('1999-12-31T23:59'))).toBe(
      'A data de laminação não pode ser anterior a 01/01/2000',
    );
    expect(msg(zLaminacaoAt.safeParse('2024-02-30T10:00'))).toBe('Data inválida');
  });

  it('medidas: faixas plausíveis; vazio continua aceito', () => {
    expect(zPeso.parse(null)).toBeNull();
    expect(zPeso.parse(undefined)).toBeNull();
    expect([zPeso.parse(0.1), zPeso.parse(50)]).toEqual([0.1, 50]);
    expect(msg(zPeso.safeParse(99.999))).toBe('O peso deve estar entre 0,1 e 50 t');
    expect(msg(zPeso.safeParse(0))).toBe('O peso deve estar entre 0,1 e 50 t');
    expect(msg(zPeso.safeParse(-1))).toBe('Não pode ser negativo');
    expect(msg(zEspessura.safeParse(31))).toBe('A espessura deve estar entre 0,1 e 30 mm');
    expect(msg(zLargura.safeParse(499))).toBe('A largura deve estar entre 500 e 2.200 mm');
    expect(msg(zLargura.safeParse(2201))).toBe('A largura deve estar entre 500 e 2.200 mm');
  });

  it('o cadastro aplica todas; a alteração aceita o que já estava gravado', () => {
    const dados = {
      item: 'x',
      lote: '1',
      endereco: '0001CN05',
      grupo: 'LQ',
      material: 'BQ',
      laminacaoAt: '2031-05-01T10:00',
      laminacaoTurno: 1,
      peso: 99_999,
      espessura: 3,
      largura: 1200,
    };
    const r = ZBobinaInput.safeParse(dados);
    expect(r.success).toBe(false);
    const campos = r.success ? [] : r.error.issues.map((i) => i.path[0]);
    expect(campos).toEqual(['item', 'lote', 'laminacaoAt', 'peso']);
    expect(ZBobinaAlteracao.safeParse(dados).success).toBe(true);
  });

  it('errosDosDadosAlterados só olha os campos que mudam', () => {
    const gravado = { laminacaoAt: '2031-05-01T10:00', peso: 99_999, espessura: 3, largura: 10 };
    expect(errosDosDadosAlterados({ ...gravado }, gravado)).toEqual({});
    expect(errosDosDadosAlterados({ ...gravado, largura: 20, peso: 25 }, gravado)).toEqual({
      largura: ['A largura deve estar entre 500 e 2.200 mm'],
    });
    expect(
      errosDosDadosAlterados({ ...gravado, laminacaoAt: '2032-01-01T00:00', peso: null }, gravado),
    ).toEqual({ laminacaoAt: ['A data de laminação não pode estar no futuro'] });
  });
});
