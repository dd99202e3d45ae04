/** HTTP load through autocannon, closed loop: every answer's latency kept for exact percentiles. */
import autocannon from 'autocannon';
import { comCpu, type Processos } from './cpu.ts';
import { contar, type Medida, medida } from './stats.ts';

export interface Pedido {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: string;
  headers?: Record<string, string>;
  /** The answer it must get when not a 2xx (a revalidation's 304); anything else is an error. */
  esperado?: number;
}

/** A fixed request, or one built per request (writes) with a callback on its answer. */
export type Roteiro<P extends Pedido = Pedido> =
  | { fixo: Pedido }
  | {
      proximo: () => P | null;
      resposta?: (pedido: P, status: number, corpo: string) => void;
    };

export interface Rodada {
  connections: number;
  segundos: number;
}

export async function carga<P extends Pedido>(
  url: string,
  roteiro: Roteiro<P>,
  rodada: Rodada,
): Promise<Medida> {
  const latencias: number[] = [];
  const erros: Record<string, number> = {};
  // Set by onResponse just before autocannon's 'response' event for the same answer.
  let vazio = false;
  const esperado = 'fixo' in roteiro ? roteiro.fixo.esperado : undefined;
  const requests: autocannon.Request[] =
    'fixo' in roteiro
      ? [
          {
            method: roteiro.fixo.method,
            path: roteiro.fixo.path,
            ...(roteiro.fixo.headers ? { headers: roteiro.fixo.headers } : {}),
            ...(roteiro.fixo.body ? { body: roteiro.fixo.body } : {}),
          },
        ]
      : [
          {
            setupRequest: (req, context) => {
              const p = roteiro.proximo();
              (context as { pedido?: P | null }).pedido = p;
              // No request left to make: a harmless read keeps the connection's loop going.
              return { ...req, ...(p ?? { method: 'GET', path: '/api/health' }) };
            },
            onResponse: (status, corpo, context) => {
              const p = (context as { pedido?: P | null }).pedido;
              vazio = !p;
              if (p) roteiro.resposta?.(p, status, corpo);
            },
          },
        ];
  const inicio = performance.now();
  let fim: (e: Error | null) => void = () => {};
  const terminou = new Promise<void>((ok, falha) => {
    fim = (e) => (e ? falha(e) : ok());
  });
  const instancia = autocannon(
    { url, connections: rodada.connections, duration: rodada.segundos, timeout: 30, requests },
    (e) => fim(e),
  );
  instancia.on('response', (_cliente: unknown, status: number, _bytes: number, ms: number) => {
    if (vazio) {
      vazio = false;
      return;
    }
    latencias.push(ms);
    if (esperado ? status !== esperado : status < 200 || status > 299)
      contar(erros, String(status));
  });
  instancia.on('reqError', (e: Error & { code?: string }) => contar(erros, e.code ?? e.message));
  await terminou;
  const segundos = (performance.now() - inicio) / 1000;
  return medida(rodada.connections, latencias, segundos, erros);
}

/** Warm-up (discarded) then the measured run; with `processos`, their CPU over the run. */
export async function aquecerEMedir<P extends Pedido>(
  url: string,
  roteiro: Roteiro<P>,
  rodada: Rodada,
  aquecimento: number,
  processos?: Processos,
): Promise<Medida> {
  if (aquecimento > 0) await carga(url, roteiro, { ...rodada, segundos: aquecimento });
  if (processos) return comCpu(processos, () => carga(url, roteiro, rodada));
  return carga(url, roteiro, rodada);
}
