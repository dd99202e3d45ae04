import fp from 'fastify-plugin';
import { podarChaves } from '../../modules/operacoes/idempotencia.ts';

const PODA_MS = 60 * 60 * 1000;

/**
 * Hourly: the crane calls' idempotency answers older than their retention go (docs/relocation.md),
 * so the table does not grow with every pegar and soltar ever made.
 */
export default fp(
  async (app) => {
    const podar = () =>
      podarChaves(app.db).catch((err) => app.log.warn({ err }, 'falha ao podar chaves'));
    const timer = setInterval(podar, PODA_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'podas', dependencies: ['database'] },
);
