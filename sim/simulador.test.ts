import { describe, expect, it } from 'vitest';
import { MUNDOS } from './modelo.ts';
import { POLITICAS } from './politicas.ts';
import { comparar, tabela, tabelaComparacao, tabelaModelo } from './relatorio.ts';
import { simular } from './simular.ts';

const layout = { grupos: 6, filas: 9, colunas: 8 };

/**
 * CI's short run of the simulator (`npm run sim -- --check` is the full one): a 6-group yard
 * for a few days, every world and policy, then one advisor run long enough to learn. The rule
 * goals must hold exactly; the relocation comparison is printed, not gated: a few days on a
 * small yard are mostly the initial stock's luck (docs/advisor.md, "CI run").
 */
describe('simulador (versão curta)', () => {
  it('nenhuma sugestão recusada pelas regras, nenhuma confirmação com posição limpa', () => {
    const rs = MUNDOS.flatMap((mundo) =>
      POLITICAS.map((politica) =>
        simular({ dias: 2, seed: 101, politica, mundo, layout, aquecimento: 1 }),
      ),
    );
    console.log(tabela(rs));
    console.log(tabelaComparacao(comparar(rs)));
    for (const r of rs) {
      expect(r.recusadasPelasRegras, `${r.mundo}/${r.politica}`).toBe(0);
      expect(r.forcadasComLimpa, `${r.mundo}/${r.politica}`).toBe(0);
      expect(r.retiradas).toBeGreaterThan(0);
    }
  }, 300_000);

  it('o aquecimento ensina ao advisor a ordem trocada das classes', () => {
    const r = simular({
      dias: 1,
      seed: 101,
      politica: 'advisor',
      mundo: 'reordenado',
      // a small yard still has enough exits per class over 16 days, at a fraction of the cost
      layout: { grupos: 5, filas: 9, colunas: 8 },
      aquecimento: 16,
    });
    const m = r.modeloNoInicio;
    console.log(tabelaModelo(m));
    const classe = (c: string) => m.classes.find((x) => x.classe === c);
    // in this world LDC leaves in ~1.5 days and EMB4 waits ~16: the prior says 6 and 2
    expect(classe('LDC3')?.origem).toBe('historico');
    expect(classe('EMB4')?.origem).toBe('historico');
    expect(classe('LDC3')?.medianaHoras ?? 0).toBeLessThan(classe('EMB4')?.medianaHoras ?? 0);
    expect(r.recusadasPelasRegras).toBe(0);
    expect(r.forcadasComLimpa).toBe(0);
  }, 300_000);

  it('o diagnóstico --oracle-class só muda o que uma mudança de plano muda', () => {
    const pequeno = { grupos: 5, filas: 9, colunas: 8 };
    const rodar = (mundo: 'prior' | 'disperso', classeVerdadeira: boolean) => {
      const { latencias: _l, ...r } = simular({
        dias: 1,
        seed: 7,
        politica: 'advisor',
        mundo,
        layout: pequeno,
        aquecimento: 4,
        classeVerdadeira,
      });
      return r;
    };
    // no plan changes in the prior's world: the true class is the recorded one
    expect(rodar('prior', true)).toEqual(rodar('prior', false));
    // one coil in five changes plan in the wide world: the advisor sees other classes
    expect(rodar('disperso', true)).not.toEqual(rodar('disperso', false));
  }, 300_000);
});
