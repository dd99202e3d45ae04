import { assinar } from './assinatura.ts';
import type { Cofre } from './cofre.ts';
import type { Destinos } from './destinos.ts';
import { destinoResolvidoPermitido } from './resolucao.ts';

/** An event on its way to one endpoint. */
export interface EventoAEnviar {
  url: string;
  /** As stored: encrypted under the master key (cofre.ts). */
  segredo: string;
  /** The secret before a rotation less than 24 h old, which signs too; else null. */
  segredoAnterior: string | null;
  eventoId: string;
  tipo: string;
  corpo: string;
}

export interface Resultado {
  ok: boolean;
  status: number | null;
  erro: string | null;
}

/** A receiver that neither answers nor fails within this is given up on for this try. */
export const TEMPO_LIMITE_MS = 10_000;

/**
 * One HTTP try: POST the stored body, signed now. Only a 2xx is a delivery; a redirect is not
 * followed (it could lead outside WEBHOOK_DESTINOS), and the URL is checked again against the
 * list as it is today.
 */
export async function enviarEvento(
  e: EventoAEnviar,
  destinos: Destinos,
  cofre: Cofre,
): Promise<Resultado> {
  if (!destinos.permite(e.url)) {
    return { ok: false, status: null, erro: 'Destino fora de WEBHOOK_DESTINOS' };
  }
  const segredos: string[] = [];
  try {
    segredos.push(cofre.decifrar(e.segredo));
  } catch (err) {
    return { ok: false, status: null, erro: (err as Error).message };
  }
  // The old secret of a rotation signs too if it can be read: after a lost master key the
  // rotation that fixes it leaves an unreadable old secret behind, which must not block sends.
  if (e.segredoAnterior) {
    try {
      segredos.push(cofre.decifrar(e.segredoAnterior));
    } catch {}
  }
  const recusa = await destinoResolvidoPermitido(e.url, destinos);
  if (recusa) return { ok: false, status: null, erro: recusa };
  const t = Math.floor(Date.now() / 1000);
  try {
    const res = await fetch(e.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(TEMPO_LIMITE_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Patio-Webhooks/1',
        'x-patio-evento': e.tipo,
        'x-patio-entrega': e.eventoId,
        'x-patio-assinatura': assinar(segredos, e.corpo, t),
      },
      body: e.corpo,
    });
    await res.body?.cancel().catch(() => {});
    const ok = res.status >= 200 && res.status < 300;
    return { ok, status: res.status, erro: ok ? null : `HTTP ${res.status}` };
  } catch (err) {
    return { ok: false, status: null, erro: motivo(err) };
  }
}

function motivo(err: unknown): string {
  const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') {
    return `Sem resposta em ${TEMPO_LIMITE_MS / 1000} s`;
  }
  const code = e.cause?.code;
  if (code === 'ECONNREFUSED') return 'Conexão recusada';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'Endereço não encontrado (DNS)';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'Conexão interrompida';
  return (code ?? e.cause?.message ?? e.message ?? 'Falha de rede').slice(0, 500);
}
