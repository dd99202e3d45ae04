import { describe, expect, it } from 'vitest';
import {
  CABECALHO,
  CELULA,
  celulaDe,
  colunasCobertas,
  ESPACO,
  enderecoDe,
  GRUPOS_POR_LINHA,
  grupoEscuro,
  gruposDoMapa,
  LETRAS,
  larguraDoGrupo,
  limitarVista,
  MARGEM,
  NIVEL,
  origemDoGrupo,
  piramideLivre,
  primeiraNoMapa,
  proximoZoom,
  ROTULO_FILA,
  retanguloDe,
  rotuloDaCelula,
  rotuloDaFila,
  rotuloDoGrupo,
  tamanhoDoMapa,
} from './layout.ts';

describe('endereço → célula', () => {
  it('lê grupo, linha (9 - fila), coluna e tipo', () => {
    expect(celulaDe('0001AN09')).toEqual({ grupo: 1, linha: 0, coluna: 0, tipo: 'N' });
    expect(celulaDe('0030HN01')).toEqual({ grupo: 30, linha: 8, coluna: 7, tipo: 'N' });
    expect(celulaDe('0012DP05')).toEqual({ grupo: 12, linha: 4, coluna: 3, tipo: 'P' });
  });

  it('recusa o que não se desenha: texto inválido, grupo 0, pirâmide na coluna A', () => {
    expect(celulaDe('0001XN05')).toBeNull();
    expect(celulaDe('0000AN05')).toBeNull();
    expect(celulaDe('0001AP05')).toBeNull();
    expect(celulaDe('')).toBeNull();
  });

  it('ida e volta para todas as células do pátio padrão', () => {
    for (let grupo = 1; grupo <= 30; grupo++)
      for (let linha = 0; linha < 9; linha++)
        for (let coluna = 0; coluna < 8; coluna++)
          for (const tipo of coluna === 0 ? (['N'] as const) : (['N', 'P'] as const)) {
            const c = { grupo, linha, coluna, tipo };
            expect(celulaDe(enderecoDe(c))).toEqual(c);
          }
    expect(enderecoDe({ grupo: 7, linha: 2, coluna: 4, tipo: 'P' })).toBe('0007EP07');
  });
});

describe('posições no mapa', () => {
  it('grupos da esquerda para a direita, quebrando a linha', () => {
    expect(origemDoGrupo(1)).toEqual({ x: MARGEM, y: MARGEM });
    expect(origemDoGrupo(2).x).toBe(MARGEM + larguraDoGrupo() + ESPACO);
    expect(origemDoGrupo(GRUPOS_POR_LINHA + 1)).toEqual({
      x: MARGEM,
      y: MARGEM + CABECALHO + LETRAS + NIVEL + 9 * CELULA + ESPACO,
    });
  });

  it('a célula de chão fica na sua coluna e linha', () => {
    const g = origemDoGrupo(3);
    const topo = g.y + CABECALHO + LETRAS + NIVEL;
    expect(retanguloDe({ grupo: 3, linha: 0, coluna: 0, tipo: 'N' })).toEqual({
      x: g.x + ROTULO_FILA,
      y: topo,
      w: CELULA,
      h: CELULA,
    });
    const c = retanguloDe({ grupo: 3, linha: 8, coluna: 7, tipo: 'N' });
    expect([c.x, c.y]).toEqual([g.x + ROTULO_FILA + 7 * CELULA, topo + 8 * CELULA]);
  });

  it('a pirâmide fica meia célula acima, centrada na divisa de c-1 e c', () => {
    const esquerda = retanguloDe({ grupo: 4, linha: 4, coluna: 2, tipo: 'N' });
    const direita = retanguloDe({ grupo: 4, linha: 4, coluna: 3, tipo: 'N' });
    const p = retanguloDe({ grupo: 4, linha: 4, coluna: 3, tipo: 'P' });
    expect(p.x + p.w / 2).toBe(direita.x);
    expect(p.x).toBe(esquerda.x + CELULA / 2);
    expect(p.y).toBe(direita.y - CELULA / 2);
    expect(colunasCobertas({ coluna: 3, tipo: 'P' })).toEqual([2, 3]);
    expect(colunasCobertas({ coluna: 3, tipo: 'N' })).toEqual([3]);
  });

  it('a pirâmide da primeira linha cabe no grupo (há meia célula livre em cima)', () => {
    const g = origemDoGrupo(1);
    const p = retanguloDe({ grupo: 1, linha: 0, coluna: 1, tipo: 'P' });
    expect(p.y).toBe(g.y + CABECALHO + LETRAS);
  });

  it('o tamanho do mapa cobre todos os grupos', () => {
    const { w, h } = tamanhoDoMapa(30);
    const ultimo = retanguloDe({ grupo: 30, linha: 8, coluna: 7, tipo: 'N' });
    expect(ultimo.x + ultimo.w).toBe(w - MARGEM);
    expect(ultimo.y + ultimo.h).toBe(h - MARGEM);
  });

  it('mais grupos quando o servidor já tem bobinas além do layout', () => {
    expect(gruposDoMapa([])).toBe(30);
    expect(gruposDoMapa(['0001AN09', '0033CN01', 'lixo'])).toBe(33);
  });
});

describe('rótulos', () => {
  it('grupo e filas como 01.09 … 01.01, de cima para baixo', () => {
    expect(rotuloDoGrupo(1)).toBe('Grupo 01');
    expect(rotuloDaFila(1, 0)).toBe('01.09');
    expect(rotuloDaFila(1, 8)).toBe('01.01');
    expect(rotuloDaFila(12, 4)).toBe('12.05');
  });

  it('cabeçalhos alternam claro e escuro', () => {
    expect([1, 2, 3, 4].map(grupoEscuro)).toEqual([false, true, false, true]);
  });

  it('a letra da pirâmide vem do seu nível; a do chão é a coluna', () => {
    expect(rotuloDaCelula({ coluna: 0, tipo: 'N' })).toBe('A');
    expect(rotuloDaCelula({ coluna: 3, tipo: 'P' })).toBe('DP');
  });
});

describe('Incluir Bobina', () => {
  it('Pirâmide só onde as duas bobinas de apoio estão no pátio e a posição está livre', () => {
    const noPatio = { status: 'NO_PATIO' };
    const chao = (ocupadas: Record<number, { status: string }>) => (c: number) => ocupadas[c];
    expect(piramideLivre(3, chao({ 2: noPatio, 3: noPatio }), undefined)).toBe(true);
    expect(piramideLivre(3, chao({ 3: noPatio }), undefined)).toBe(false);
    expect(piramideLivre(3, chao({ 2: noPatio }), undefined)).toBe(false);
    expect(piramideLivre(3, chao({ 2: noPatio, 3: noPatio }), noPatio)).toBe(false);
    expect(piramideLivre(3, chao({ 2: { status: 'EM_MOVIMENTO' }, 3: noPatio }), undefined)).toBe(
      false,
    );
    // Column A has no pyramid slot.
    expect(piramideLivre(0, chao({ 0: noPatio }), undefined)).toBe(false);
  });
});

describe('zoom', () => {
  it('passo 0,1 sem resíduo de ponto flutuante, entre 0,5 e 2', () => {
    expect(proximoZoom(1, 1)).toBe(1.1);
    expect(proximoZoom(0.7, -1)).toBe(0.6);
    expect(proximoZoom(0.5, -1)).toBe(0.5);
    expect(proximoZoom(2, 1)).toBe(2);
    let z = 1;
    for (let i = 0; i < 30; i++) z = proximoZoom(z, 1);
    expect(z).toBe(2);
    for (let i = 0; i < 30; i++) z = proximoZoom(z, -1);
    expect(z).toBe(0.5);
  });
});

describe('primeira no mapa', () => {
  it('ordem de leitura: grupo, linha de cima para baixo, coluna', () => {
    expect(primeiraNoMapa(['0002AN09', '0001HN01', '0001CN05', 'lixo'])).toEqual({
      grupo: 1,
      linha: 4,
      coluna: 2,
      tipo: 'N',
    });
    expect(primeiraNoMapa([])).toBeNull();
  });
});

describe('limites do arrasto', () => {
  const janela = { w: 1000, h: 600 };
  const mapa = { w: 2400, h: 3000 };
  it('o pátio maior que a janela não sai dela por mais que a folga', () => {
    expect(limitarVista({ x: 500, y: 400, z: 1 }, janela, mapa)).toEqual({ x: 100, y: 100, z: 1 });
    expect(limitarVista({ x: -5000, y: -9000, z: 1 }, janela, mapa)).toEqual({
      x: 1000 - 2400 - 100,
      y: 600 - 3000 - 100,
      z: 1,
    });
    expect(limitarVista({ x: -300, y: -200, z: 1 }, janela, mapa)).toEqual({
      x: -300,
      y: -200,
      z: 1,
    });
  });

  it('menor que a janela, anda dentro dela', () => {
    const pequeno = { w: 600, h: 300 };
    expect(limitarVista({ x: -50, y: 900, z: 0.5 }, janela, pequeno)).toEqual({
      x: 100,
      y: 600 - 150 - 100,
      z: 0.5,
    });
  });
});
