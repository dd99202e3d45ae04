import { createSecretKey } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  sub: number;
  login: string;
  ver: number;
  /** The session's id (a row of `sessoes`): logout and revocation end this one token. */
  jti: string;
  /** Expiry, seconds since the epoch (set by sign). */
  exp?: number;
}

/** Tokens whose signature was checked, kept until they expire (a bounded map, oldest out). */
const VERIFICADOS_MAX = 10_000;

/** Session tokens: HS256 only (alg none and others are refused by jwtVerify's allow-list). */
export function createTokenService(secret: string, ttlSeconds: number) {
  // A KeyObject made once: given raw bytes, jose imports the HMAC key again on every verify.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  // The same token string verifies the same way until it expires, so every request after a
  // session's first skips the HMAC and the JSON parsing. Revocation does not live here: the
  // guard compares the token's version with the user's on every request.
  const verificados = new Map<string, { claims: TokenClaims; expiraMs: number }>();
  return {
    ttlSeconds,
    async sign(c: TokenClaims): Promise<string> {
      return new SignJWT({ login: c.login, ver: c.ver })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(c.sub))
        .setJti(c.jti)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** The claims, or null for anything that is not a live token of ours. */
    async verify(token: string): Promise<TokenClaims | null> {
      const visto = verificados.get(token);
      if (visto) {
        if (Date.now() < visto.expiraMs) return visto.claims;
        verificados.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const sub = Number(payload.sub);
        if (!Number.isSafeInteger(sub) || typeof payload.ver !== 'number') return null;
        // A token without a session id predates sessions (or is not ours): it cannot be ended.
        if (typeof payload.jti !== 'string' || payload.jti === '') return null;
        const claims: TokenClaims = {
          sub,
          login: String(payload.login ?? ''),
          ver: payload.ver,
          jti: payload.jti,
          ...(typeof payload.exp === 'number' ? { exp: payload.exp } : {}),
        };
        // Ours always carry exp; one without it is answered but not kept.
        if (typeof payload.exp === 'number') {
          if (verificados.size >= VERIFICADOS_MAX) {
            const maisAntigo = verificados.keys().next().value;
            if (maisAntigo !== undefined) verificados.delete(maisAntigo);
          }
          verificados.set(token, { claims, expiraMs: payload.exp * 1000 });
        }
        return claims;
      } catch (err) {
        if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
        throw err;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
