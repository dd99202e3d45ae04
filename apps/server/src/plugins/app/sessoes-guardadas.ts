import type { MudancaRecebida } from '@patio/domain';
import fp from 'fastify-plugin';
import { carregarUsuario } from '../../modules/auth/carregar-usuario.ts';
import { type SessoesGuardadas, sessoesGuardadas } from '../../modules/auth/sessoes-guardadas.ts';
import { CANAL_MUDANCAS } from '../../modules/mudancas/registrar-mudanca.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The guard's session lookup, kept per process (modules/auth/sessoes-guardadas.ts). */
    sessoesGuardadas: SessoesGuardadas;
  }
}

/** Backstop only: an announced change forgets at once (docs/sessions.md). */
const VALIDADE_MS = 5_000;
const MAXIMO = 10_000;

/**
 * Which kept sessions a change may have ended or given other permissions: a session ended or
 * every session of a user (`sessao`), a user saved or deleted (`usuario`), a profile's
 * permissions (`perfil`: its holders are not named), a server process (re)started (`*`).
 */
export function usuarioAfetado(c: MudancaRecebida): number | null | undefined {
  if (c.entity === 'perfil' || c.entity === '*') return null;
  if (c.entity === 'sessao' || c.entity === 'usuario')
    return typeof c.id === 'number' ? c.id : null;
  return undefined;
}

/**
 * Every process keeps the sessions its guard looked up and forgets them through the change
 * log: the route that ends a session or changes a user or a profile publishes the change,
 * which this process hears at once (onPublished) and every other process through LISTEN. A
 * LISTEN connection that comes back may have missed announcements: everything is forgotten.
 */
export default fp(
  async (app) => {
    const guardadas = sessoesGuardadas((busca) => carregarUsuario(app.db, busca), {
      validadeMs: VALIDADE_MS,
      maximo: MAXIMO,
    });
    app.decorate('sessoesGuardadas', guardadas);
    const ouvir = (dados: unknown) => {
      const usuario = usuarioAfetado(dados as MudancaRecebida);
      if (usuario !== undefined) guardadas.esquecer(usuario);
    };
    app.mudancas.onPublished(ouvir);
    app.mudancas.onDelivered(ouvir);
    const parar = await app.database.listen(
      CANAL_MUDANCAS,
      () => {},
      () => guardadas.esquecer(null),
    );
    app.addHook('preClose', async () => parar());
  },
  { name: 'sessoes-guardadas', dependencies: ['mudancas', 'database'] },
);
