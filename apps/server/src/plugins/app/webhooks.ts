import fp from 'fastify-plugin';
import { type Destinos, lerDestinos } from '../../modules/integracoes/webhooks/destinos.ts';
import {
  type Entregador,
  iniciarEntregador,
} from '../../modules/integracoes/webhooks/entregador.ts';
import { CANAL_WEBHOOKS } from '../../modules/integracoes/webhooks/registrar-saida.ts';

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: { destinos: Destinos; entregador: Entregador };
  }
}

/**
 * Outbound webhooks (docs/integracao.md#webhooks): the allowed destinations, read once from
 * WEBHOOK_DESTINOS, and this process's deliverer, woken by the notification every outbox
 * write sends at its commit (from any process) and polling meanwhile for due retries.
 */
export default fp(
  async (app) => {
    const destinos = lerDestinos(app.config.webhookDestinos);
    const entregador = iniciarEntregador(app.database, () => destinos, app.log);
    const unlisten = await app.database.listen(
      CANAL_WEBHOOKS,
      () => entregador.acordar(),
      () => entregador.acordar(),
    );
    app.decorate('webhooks', { destinos, entregador });
    // Before the database closes (onClose): a send in flight records its outcome first.
    app.addHook('preClose', async () => {
      await unlisten();
      await entregador.parar();
    });
  },
  { name: 'webhooks', dependencies: ['database'] },
);
