import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes.tsx';
import { tituloDaAba } from './titulos.ts';

describe('título da aba', () => {
  it('nomeia a tela antes do produto', () => {
    const titulo = (path: string) => tituloDaAba(ROUTES.find((r) => r.path === path)?.title);
    expect(titulo('bobinas')).toBe('Bobinas — Pátio');
    expect(titulo('mapa')).toBe('Mapa — Pátio');
    expect(titulo('alarmeseventos')).toBe('Alarmes e Eventos — Pátio');
    expect(titulo('tipos-veiculo')).toBe('Tipos de veículo — Pátio');
  });

  it('toda rota registrada tem um nome próprio na aba', () => {
    const semNome = ROUTES.filter((r) => !r.title.trim()).map((r) => r.path);
    expect(semNome).toEqual([]);
  });

  it('uma tela sem nome fica só "Pátio"', () => {
    expect(tituloDaAba(undefined)).toBe('Pátio');
  });
});
