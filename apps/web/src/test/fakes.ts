/** Test doubles shared by the unit tests: a JWT with a chosen exp and an in-memory localStorage. */
import type { Session } from '../shared/session.ts';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT whose `exp` is `secondsFromNow` away (signature is never checked client-side). */
export function fakeJwt(secondsFromNow: number, extra: object = {}): string {
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: '1', exp, ...extra })}.assinatura`;
}

export function fakeSession(permissoes: string[] = [], secondsFromNow = 3600): Session {
  return { token: fakeJwt(secondsFromNow), login: 'operador', permissoes };
}

export class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
}
