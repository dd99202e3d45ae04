import fp from 'fastify-plugin';
import { podarChaves } from '../../lib/idempotencia.ts';
import { podarEventosIntegracao } from '../../modules/integracoes/eventos/podar-eventos.ts';
import { podarMudancas } from '../../modules/mudancas/podar-mudancas.ts';

const PODA_MS = 60 * 60 * 1000;

/**
 * Hourly, the tables that only ever grow lose what is past its retention: the live change log
 * (docs/live-updates.md), the crane calls' idempotency answers (docs/relocation.md) and the
 * integration's event feed (INTEGRACAO_RETENCAO_DIAS, docs/integracao.md); the feed also once
 * at start, so a server stopped for weeks does not serve a month too much for an hour.
 */
export default fp(
  async (app) => {
    const podar = () => {
      podarMudancas(app.db).catch((err) => app.log.warn({ err }, 'falha ao podar mudanças'));
      podarChaves(app.db).catch((err) => app.log.warn({ err }, 'falha ao podar chaves'));
      podarFeed();
    };
    const podarFeed = () =>
      podarEventosIntegracao(app.db, app.config.integracaoRetencaoDias).catch((err) =>
        app.log.warn({ err }, 'falha ao podar o feed de eventos'),
      );
    app.addHook('onReady', async () => {
      void podarFeed();
    });
    const timer = setInterval(podar, PODA_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'podas', dependencies: ['database'] },
);
