import fp from 'fastify-plugin';
import { podarChaves } from '../../lib/idempotencia.ts';
import { podarMudancas } from '../../modules/mudancas/podar-mudancas.ts';

const PODA_MS = 60 * 60 * 1000;

/**
 * Hourly, the tables that only ever grow lose what is past its retention: the live change log
 * (docs/live-updates.md) and the crane calls' idempotency answers (docs/relocation.md).
 */
export default fp(
  async (app) => {
    const podar = () => {
      podarMudancas(app.db).catch((err) => app.log.warn({ err }, 'falha ao podar mudanças'));
      podarChaves(app.db).catch((err) => app.log.warn({ err }, 'falha ao podar chaves'));
    };
    const timer = setInterval(podar, PODA_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'podas', dependencies: ['database'] },
);
