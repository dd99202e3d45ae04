import fp from 'fastify-plugin';
import { cifrarSegredosEmClaro } from '../../modules/integracoes/webhooks/cifrar-em-claro.ts';
import { abrirCofre, type Cofre } from '../../modules/integracoes/webhooks/cofre.ts';
import { type Destinos, lerDestinos } from '../../modules/integracoes/webhooks/destinos.ts';
import {
  type Entregador,
  iniciarEntregador,
} from '../../modules/integracoes/webhooks/entregador.ts';
import { CANAL_WEBHOOKS } from '../../modules/integracoes/webhooks/registrar-saida.ts';

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: { destinos: Destinos; entregador: Entregador; cofre: Cofre };
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
    const cofre = abrirCofre({
      chaveMestra: app.config.webhookChaveMestra,
      dataDir: app.config.dataDir,
    });
    await cifrarSegredosEmClaro(app.db, cofre);
    const entregador = iniciarEntregador(app.database, () => destinos, app.log, cofre);
    const unlisten = await app.database.listen(
      CANAL_WEBHOOKS,
      () => entregador.acordar(),
      () => entregador.acordar(),
    );
    app.decorate('webhooks', { destinos, entregador, cofre });
    // Before the database closes (onClose): a send in flight records its outcome first.
    app.addHook('preClose', async () => {
      await unlisten();
      await entregador.parar();
    });
  },
  { name: 'webhooks', dependencies: ['database'] },
);
