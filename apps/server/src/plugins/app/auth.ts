import { ruleNames, satisfies } from '@patio/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/http-error.ts';
import type { RouteRule } from '../../lib/route-rule.ts';
import { mesmoSegredo } from '../../lib/segredo.ts';
import { hashSessao } from '../../lib/sessao-hash.ts';
import { createTokenService, type TokenService } from '../../lib/tokens.ts';
import type { UsuarioAutenticado } from '../../modules/auth/carregar-usuario.ts';
import { type RegistroDeNegacoes, registroDeNegacoes } from '../../modules/eventos/negacoes.ts';
import {
  autenticarChave,
  chaveDoPedido,
} from '../../modules/integracoes/chaves/autenticar-chave.ts';

export type { RouteRule };

declare module 'fastify' {
  interface FastifyContextConfig {
    rule?: RouteRule;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /** The server's own route table: every /api route and the rule it declared. */
    rotas: { method: string; url: string; rule: RouteRule }[];
    /** The refused requests' ALERTA events, at most one row per user, route and minute. */
    negacoes: RegistroDeNegacoes;
  }
  interface FastifyRequest {
    usuario: UsuarioAutenticado | null;
    /** When the request's session token expires (ms since the epoch); 0 without a login. */
    sessaoExpiraMs: number;
  }
}

export const MSG_SESSAO = 'Sessão inválida ou expirada. Faça login novamente.';

/** The one guard of the API: every /api route declares `config.rule`, or the server won't boot. */
export default fp(
  async (app, opts: { jwtSecret: string }) => {
    app.decorate('tokens', createTokenService(opts.jwtSecret, app.config.tokenTtlSeconds));
    app.decorateRequest('usuario', null);
    app.decorateRequest('sessaoExpiraMs', 0);
    app.decorate('rotas', []);
    app.decorate('negacoes', registroDeNegacoes(app.db));
    app.addHook('onClose', () => app.negacoes.descarregar().catch(() => {}));

    app.addHook('onRoute', (route) => {
      if (!route.url.toLowerCase().startsWith('/api')) return;
      if (route.url.toLowerCase().startsWith('/api/docs')) {
        route.config = { ...route.config, rule: 'public' };
        return;
      }
      const rule = route.config?.rule;
      if (rule === undefined) {
        throw new Error(`Rota ${route.method} ${route.url} não declara config.rule`);
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.rotas.push({ method, url: route.url, rule });
      }
    });

    app.addHook('onRequest', async (request) => {
      const rule = request.routeOptions.config?.rule;
      if (rule === undefined || rule === 'public') return;
      if (rule === 'device-or-login' && deviceKeyOk(request, app.config.alarmesApiKey)) return;
      // A machine's key (docs/integracao.md) acts with its profile, like a user holding it.
      const chave = chaveDoPedido(request);
      const usuario = chave
        ? await autenticarChave(request, chave)
        : await autenticar(request, app.tokens);
      request.usuario = usuario;
      const needed = rule === 'device-or-login' ? null : rule;
      if (!satisfies(needed, usuario.permissoes)) {
        await app.negacoes.registrar(
          {
            usuarioId: usuario.id,
            login: usuario.login,
            email: usuario.email,
            method: request.method,
            rota: request.routeOptions.url ?? request.url,
            exige: ruleNames(needed).join(', '),
          },
          request.url,
        );
        throw forbidden('SEM_PERMISSAO', 'Você não tem permissão para esta operação.');
      }
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

async function autenticar(request: FastifyRequest, tokens: TokenService) {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized(MSG_SESSAO);
  const claims = await tokens.verify(match[1]);
  if (!claims) throw unauthorized(MSG_SESSAO);
  const usuario = await request.server.sessoesGuardadas.carregar(
    { id: claims.sub, sessao: hashSessao(claims.jti) },
    (claims.exp ?? 0) * 1000,
  );
  // A session ended by logout, a password change, a deactivation or an administrator.
  if (!usuario?.isActivated || usuario.tokenVersion !== claims.ver || !usuario.sessaoId) {
    throw unauthorized(MSG_SESSAO);
  }
  request.sessaoExpiraMs = (claims.exp ?? 0) * 1000;
  return usuario;
}

function deviceKeyOk(request: FastifyRequest, key: string | undefined): boolean {
  const sent = request.headers['x-api-key'];
  return Boolean(key) && typeof sent === 'string' && mesmoSegredo(sent, key as string);
}
