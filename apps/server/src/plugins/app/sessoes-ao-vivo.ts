import type { MudancaRecebida } from '@patio/domain';
import fp from 'fastify-plugin';
import { chavesVivas } from '../../modules/integracoes/chaves/chaves-vivas.ts';
import { sessoesAbertas } from '../../modules/sessoes/sessoes-abertas.ts';

/** Backstop for a revocation whose announcement was missed: every stream is re-checked. */
const VERIFICAR_MS = 60_000;

/**
 * The server closes the live streams of sessions that ended: at the token's expiry (a timer
 * set by the stream route), and when a session is revoked on any process — the revoking route
 * announces `sessao`/`usuario` changes through the change log, so every process re-checks the
 * streams of that user against the database (and all of them every minute). A machine key's
 * stream (its listener's user id is the key's, negated) ends the same way when the key is
 * revoked: the revoking route announces `chave`.
 */
export default fp(
  async (app) => {
    const verificar = async (usuarioId: number | null) => {
      const abertos = [...app.mudancas.ouvintes()].filter(
        (o) => o.sessaoId && (usuarioId === null || o.usuarioId === usuarioId),
      );
      if (abertos.length === 0) return;
      const validas = await sessoesAbertas(
        app.db,
        abertos.map((o) => o.sessaoId as string),
      );
      for (const o of abertos) if (!validas.has(o.sessaoId as string)) o.res.end();
    };
    const verificarChaves = async (chaveId: number | null) => {
      const abertos = [...app.mudancas.ouvintes()].filter(
        (o) =>
          o.usuarioId !== undefined &&
          o.usuarioId < 0 &&
          (chaveId === null || o.usuarioId === -chaveId),
      );
      if (abertos.length === 0) return;
      const vivas = await chavesVivas(
        app.db,
        abertos.map((o) => -(o.usuarioId as number)),
      );
      for (const o of abertos) if (!vivas.has(-(o.usuarioId as number))) o.res.end();
    };
    const falhou = (err: unknown) => app.log.warn({ err }, 'falha ao verificar sessões ao vivo');
    app.mudancas.onDelivered((dados) => {
      const c = dados as MudancaRecebida;
      if (c.entity === 'chave') {
        verificarChaves(typeof c.id === 'number' ? c.id : null).catch(falhou);
        return;
      }
      if (c.entity !== 'sessao' && c.entity !== 'usuario') return;
      verificar(typeof c.id === 'number' ? c.id : null).catch(falhou);
    });
    const timer = setInterval(() => {
      verificar(null).catch(falhou);
      verificarChaves(null).catch(falhou);
    }, VERIFICAR_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'sessoes-ao-vivo', dependencies: ['mudancas', 'database'] },
);
