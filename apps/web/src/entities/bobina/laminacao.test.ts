import { describe, expect, it } from 'vitest';
import { formatarLaminacao, juntarLaminacao, separarLaminacao } from './laminacao.ts';

describe('laminacaoAt', () => {
  it('separa data e hora sem passar por fuso horário', () => {
    expect(separarLaminacao('2024-03-15T23:45')).toEqual({ data: '2024-03-15', hora: '23:45' });
    expect(separarLaminacao('2024-03-15T00:05:59')).toEqual({ data: '2024-03-15', hora: '00:05' });
  });

  it('valor ausente ou ilegível vira campos vazios', () => {
    expect(separarLaminacao(null)).toEqual({ data: null, hora: null });
    expect(separarLaminacao('15/03/2024')).toEqual({ data: null, hora: null });
  });

  it('junta no formato do payload YYYY-MM-DDTHH:mm', () => {
    expect(juntarLaminacao('2024-03-15', '07:30')).toBe('2024-03-15T07:30');
    expect(juntarLaminacao('2024-03-15', '07:30:12')).toBe('2024-03-15T07:30');
    expect(juntarLaminacao('2024-03-15', null)).toBeNull();
    expect(juntarLaminacao(undefined, '07:30')).toBeNull();
  });

  it('ida e volta preserva o valor', () => {
    const { data, hora } = separarLaminacao('1999-12-31T23:59');
    expect(juntarLaminacao(data, hora)).toBe('1999-12-31T23:59');
  });

  it('lista mostra dd/MM/yyyy HH:mm', () => {
    expect(formatarLaminacao('2024-03-05T08:09')).toBe('05/03/2024 08:09');
    expect(formatarLaminacao('')).toBe('');
  });
});
