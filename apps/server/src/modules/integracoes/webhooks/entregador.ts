import type { Database } from '../../../db/client.ts';
import type { Cofre } from './cofre.ts';
import type { Destinos } from './destinos.ts';
import { enviarEvento } from './enviar-evento.ts';
import { type EntregaAEnviar, proximaEntrega, registrarTentativa } from './proxima-entrega.ts';

/** Sends at most this many events at once (each to a different endpoint). */
const EM_VOO = 3;
/** With nothing to send, look again after this (a retry falls due, a notification was lost). */
const OCIOSO_MS = 1000;

export interface Entregador {
  /** Look for work now (an event was committed, a delivery was resent). */
  acordar(): void;
  /** Stops taking work and waits for the sends in flight to be recorded. */
  parar(): Promise<void>;
}

/**
 * The outbox's deliverer: one per server process. It takes the next due delivery, sends it
 * and records the outcome, for up to EM_VOO endpoints at a time, in order per endpoint.
 *
 * On PostgreSQL several processes share the outbox: the delivery is locked FOR UPDATE SKIP
 * LOCKED in a transaction that stays open through the send and commits with the outcome, so
 * no other process sends it meanwhile, and a process killed mid-send releases it (its
 * transaction rolls back) for another try — the at-least-once resend that X-Patio-Entrega
 * lets a receiver drop. PGlite has one process and one connection, which an open transaction
 * would hold for the whole send: there the claim is the in-process set of endpoints in flight.
 */
export function iniciarEntregador(
  database: Database,
  destinos: () => Destinos,
  log: { warn(obj: unknown, msg: string): void },
  cofre: Cofre,
): Entregador {
  const { db } = database;
  const ocupados = new Set<number>();
  let emVoo = 0;
  let parando = false;
  let despertar: (() => void) | null = null;
  const voos = new Set<Promise<unknown>>();

  const acordar = () => {
    despertar?.();
    despertar = null;
  };
  /**
   * Counts a send in flight; when it ends, the cycle looks for the endpoint's next event at
   * once. Only after a real send: waking on a claim that found nothing (or failed) would make
   * the cycle spin against the database instead of waiting.
   */
  const voar = (p: Promise<boolean>) => {
    emVoo++;
    voos.add(p);
    void p
      .catch((err) => {
        log.warn({ err }, 'falha ao entregar webhook');
        return false;
      })
      .then((enviou) => {
        emVoo--;
        voos.delete(p);
        if (enviou) acordar();
      });
  };

  /** Takes one delivery and starts its send; false when none is due. */
  const reservarPostgres = () =>
    new Promise<boolean>((reservou, falhou) => {
      voar(
        db
          .transaction(async (tx) => {
            const e = await proximaEntrega(tx, true);
            reservou(e !== null);
            if (!e) return false;
            await registrarTentativa(tx, e, await enviarEvento(e, destinos(), cofre));
            return true;
          })
          .catch((err) => {
            falhou(err);
            throw err;
          }),
      );
    });
  const reservarPglite = async () => {
    const e: EntregaAEnviar | null = await proximaEntrega(db, false, [...ocupados]);
    if (!e) return false;
    ocupados.add(e.webhookId);
    voar(
      enviarEvento(e, destinos(), cofre)
        .then((r) => registrarTentativa(db, e, r))
        .then(() => true)
        .finally(() => ocupados.delete(e.webhookId)),
    );
    return true;
  };
  const reservar = database.kind === 'postgres' ? reservarPostgres : reservarPglite;

  const ciclo = async () => {
    while (!parando) {
      try {
        while (!parando && emVoo < EM_VOO && (await reservar()));
      } catch (err) {
        log.warn({ err }, 'falha ao procurar webhooks a entregar');
      }
      if (parando) break;
      await new Promise<void>((ok) => {
        const t = setTimeout(ok, OCIOSO_MS);
        despertar = () => {
          clearTimeout(t);
          ok();
        };
      });
    }
  };
  const rodando = ciclo();

  return {
    acordar,
    async parar() {
      parando = true;
      acordar();
      await rodando;
      await Promise.allSettled([...voos]);
    },
  };
}
