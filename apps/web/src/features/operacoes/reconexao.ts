/**
 * The cab's calls over a flaky network (docs/relocation.md): a tap gets one id (the
 * Idempotency-Key) and is retried with it until the server answers, so a reply lost on the way
 * back never makes the crane act twice; meanwhile the screen says "sem conexão — tentando
 * novamente". Pure of React, so it is tested without a browser.
 */
import { ApiError } from '../../shared/http.ts';

/** No reply, or the server/proxy restarting: worth retrying the same call. */
export const semConexao = (err: unknown): boolean =>
  err instanceof ApiError && [0, 502, 503, 504].includes(err.status);

export interface Reconexao {
  /** The call failed for want of a connection: show it. */
  aoPerder(): void;
  /** The server answered again (with success or a refusal). */
  aoVoltar(): void;
  /** Waits before the next try; resolves early when the browser is back online. */
  esperar(ms: number): Promise<void>;
}

/** Calls `chamar` until the server answers; a refusal (4xx, 500) is thrown as it is. */
export async function repetirAteResponder<T>(chamar: () => Promise<T>, r: Reconexao): Promise<T> {
  let atraso = 500;
  let perdida = false;
  for (;;) {
    try {
      const v = await chamar();
      if (perdida) r.aoVoltar();
      return v;
    } catch (err) {
      if (!semConexao(err)) {
        if (perdida) r.aoVoltar();
        throw err;
      }
      if (!perdida) r.aoPerder();
      perdida = true;
      await r.esperar(atraso);
      atraso = Math.min(atraso * 2, 5_000);
    }
  }
}

/** `esperar` of the browser: a timer, cut short by the `online` event. */
export function esperarOuVoltarOnline(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const fim = () => {
      clearTimeout(timer);
      window.removeEventListener('online', fim);
      resolve();
    };
    const timer = setTimeout(fim, ms);
    window.addEventListener('online', fim);
  });
}
