import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  sub: number;
  login: string;
  ver: number;
}

/** Session tokens: HS256 only (alg none and others are refused by jwtVerify's allow-list). */
export function createTokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(c: TokenClaims): Promise<string> {
      return new SignJWT({ login: c.login, ver: c.ver })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(c.sub))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** The claims, or null for anything that is not a live token of ours. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const sub = Number(payload.sub);
        if (!Number.isSafeInteger(sub) || typeof payload.ver !== 'number') return null;
        return { sub, login: String(payload.login ?? ''), ver: payload.ver };
      } catch (err) {
        if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
        throw err;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
