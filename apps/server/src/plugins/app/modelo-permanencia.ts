import { MODELO_PRIOR, type ModeloPermanencia } from '@patio/domain';
import fp from 'fastify-plugin';
import { aprenderDoHistorico } from '../../modules/patio/modelo-permanencia.ts';

const RECALCULAR_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The advisor's stay model in use: learned from the yard's exits (docs/advisor.md). */
    modeloPermanencia: { atual(): ModeloPermanencia; recalcular(): Promise<void> };
  }
}

/**
 * The stay model is learned from the movement history when the server starts and then every
 * hour, off the request path: a call to the advisor reads the last table computed. Until the
 * first one (or if the history cannot be read) the advisor reads the prior. The start does not
 * wait for it: with a large plant's 180 days of exits the reading takes seconds
 * (docs/scale.md), and a server that serves at once with the prior is worth more.
 */
export default fp(
  async (app) => {
    let atual: ModeloPermanencia = MODELO_PRIOR;
    // The latest computation started wins, whatever order they end in.
    let iniciadas = 0;
    let aplicada = 0;
    const recalcular = async () => {
      const esta = ++iniciadas;
      try {
        const m = await aprenderDoHistorico(app.db);
        if (esta > aplicada) {
          atual = m;
          aplicada = esta;
        }
      } catch (err) {
        app.log.warn({ err }, 'falha ao aprender o modelo de permanência');
      }
    };
    app.decorate('modeloPermanencia', { atual: () => atual, recalcular });
    app.addHook('onReady', async () => {
      void recalcular();
    });
    const timer = setInterval(() => void recalcular(), RECALCULAR_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'modelo-permanencia', dependencies: ['database'] },
);
