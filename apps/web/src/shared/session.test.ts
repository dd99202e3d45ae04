import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, fakeSession, MemoryStorage } from '../test/fakes.ts';
import {
  clearSession,
  decodeSession,
  encodeSession,
  getSession,
  isTokenValid,
  SESSION_KEY,
  setSession,
  tokenExpiry,
} from './session.ts';

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session storage', () => {
  it('stores one base64 JSON record under one key and reads it back', () => {
    const session = { ...fakeSession(['CADASTRAR_BOBINA']), login: 'joão' };
    setSession(session);
    const raw = localStorage.getItem(SESSION_KEY) ?? '';
    expect(JSON.parse(Buffer.from(raw, 'base64').toString('utf8'))).toEqual(session);
    expect(getSession()).toEqual(session);
    expect(getSession()).toBe(getSession());
  });

  it('answers permission questions and forgets everything on clear', () => {
    setSession(fakeSession(['CADASTRAR_BOBINA']));
    expect(getSession()?.permissoes).toEqual(['CADASTRAR_BOBINA']);
    clearSession();
    expect(getSession()).toBeNull();
  });

  it('treats an unreadable record as no session', () => {
    expect(decodeSession('%%%')).toBeNull();
    expect(decodeSession(btoa('{"login":"x"}'))).toBeNull();
    localStorage.setItem(SESSION_KEY, 'lixo');
    expect(getSession()).toBeNull();
  });

  it('round-trips through encode/decode', () => {
    const session = fakeSession(['A', 'B']);
    expect(decodeSession(encodeSession(session))).toEqual(session);
  });
});

describe('isTokenValid', () => {
  it('is true before exp and false after it', () => {
    expect(isTokenValid(fakeSession([], 60))).toBe(true);
    expect(isTokenValid(fakeSession([], -1))).toBe(false);
    const s = fakeSession([], 60);
    expect(isTokenValid(s, Date.now() + 61_000)).toBe(false);
  });

  it('is false for garbled tokens and no session', () => {
    expect(isTokenValid(null)).toBe(false);
    expect(isTokenValid({ ...fakeSession(), token: 'abc' })).toBe(false);
    expect(isTokenValid({ ...fakeSession(), token: 'a.!!!.c' })).toBe(false);
    expect(isTokenValid({ ...fakeSession(), token: '' })).toBe(false);
  });

  it('reads exp in milliseconds, null when absent', () => {
    const token = fakeJwt(100);
    expect(tokenExpiry(token)).toBeGreaterThan(Date.now() + 99_000);
    const noExp = `${Buffer.from('{}').toString('base64url')}.${Buffer.from('{"sub":"1"}').toString('base64url')}.x`;
    expect(tokenExpiry(noExp)).toBeNull();
  });

  it('reads the stored session by default', () => {
    expect(isTokenValid()).toBe(false);
    setSession(fakeSession());
    expect(isTokenValid()).toBe(true);
  });
});
