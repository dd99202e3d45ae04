import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes.tsx';
import { tituloDaAba } from './titulos.ts';

describe('título da aba', () => {
  it('nomeia a tela antes do produto', () => {
    expect(tituloDaAba('bobinas')).toBe('Bobinas — Pátio');
    expect(tituloDaAba('mapa')).toBe('Mapa — Pátio');
    expect(tituloDaAba('alarmeseventos')).toBe('Alarmes e Eventos — Pátio');
  });

  it('toda rota da tabela tem um nome próprio na aba', () => {
    const semNome = ROUTES.filter((r) => tituloDaAba(r.path) === 'Pátio').map((r) => r.path);
    expect(semNome).toEqual([]);
  });

  it('um caminho desconhecido fica só "Pátio"', () => {
    expect(tituloDaAba(undefined)).toBe('Pátio');
    expect(tituloDaAba('xyz')).toBe('Pátio');
  });
});
