import { describe, expect, it } from 'vitest';
import { MODELOS } from './modelo.ts';
import { POLITICAS } from './politicas.ts';
import { tabela, verificarMetas } from './relatorio.ts';
import { simular } from './simular.ts';

/**
 * CI's short run of the simulator (`npm run sim -- --check` is the month): a 10-group yard for
 * a few days, every model and policy. The rule goals must hold exactly; the relocation and
 * travel comparison is printed, not gated: over ~280 retrievals the advisor's gain on the
 * informed model ranged from −11 % to −34 % across seeds (1, 7, 42, 99, 2026), and on FIFO two
 * of those seeds had it behind first-free (docs/advisor.md, "CI run").
 */
describe('simulador (versão curta)', () => {
  it('nenhuma sugestão recusada pelas regras, nenhuma confirmação com posição limpa', () => {
    const layout = { grupos: 10, filas: 9, colunas: 8 };
    const rs = MODELOS.flatMap((modelo) =>
      POLITICAS.map((politica) =>
        simular({ dias: 3, seed: 42, politica, modelo, layout, aquecimento: 1 }),
      ),
    );
    console.log(tabela(rs));
    const metas = verificarMetas(rs);
    for (const m of metas) console.log(`${m.ok ? 'ok' : 'FALHOU'} ${m.meta}: ${m.medido}`);
    for (const r of rs) {
      expect(r.recusadasPelasRegras, `${r.modelo}/${r.politica}`).toBe(0);
      expect(r.forcadasComLimpa, `${r.modelo}/${r.politica}`).toBe(0);
      expect(r.retiradas).toBeGreaterThan(0);
    }
  }, 300_000);
});
