import type { ServerResponse } from 'node:http';
import type { Mudanca, MudancaRecebida } from '@patio/domain';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { linhas } from '../../lib/linhas.ts';
import { type MudancaGravada, mudancasDesde } from '../../modules/mudancas/mudancas-desde.ts';
import { CANAL_MUDANCAS, registrarMudanca } from '../../modules/mudancas/registrar-mudanca.ts';
import { registrarReinicio } from '../../modules/mudancas/registrar-reinicio.ts';

export type { Mudanca } from '@patio/domain';

/** One open live stream and whose session it belongs to. */
export interface Ouvinte {
  res: ServerResponse;
  /** The id of the last change the client is known to have (Last-Event-ID), if any. */
  desde?: number;
  usuarioId?: number;
  sessaoId?: string;
}

export interface Mudancas {
  /**
   * Logs a committed change and announces it to every client of every server process. Routes
   * await it before answering, so a write answered 2xx is in the log a reconnecting client
   * replays; a failure is logged, never thrown (the write itself is done).
   */
  publish(change: Mudanca): Promise<void>;
  /** The same, rejecting when the change could not be logged. */
  publishNow(change: Mudanca): Promise<void>;
  /** Attach an SSE response; replays what it missed; returns the detach function. */
  attach(ouvinte: Ouvinte): () => void;
  /** The open streams, for the session plugin to close revoked ones. */
  ouvintes(): Iterable<Ouvinte>;
  /** Hears every change this process delivers (in id order). */
  onDelivered(fn: (dados: unknown) => void): void;
  /** Hears every change this process publishes, when it is published (before it is delivered). */
  onPublished(fn: (change: Mudanca) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mudancas: Mudancas;
  }
}

interface Cliente {
  ouvinte: Ouvinte;
  /** The last id written to this client; nothing at or below it is written again. */
  ultimo: number;
  /** Live changes held back while the client's replay is read from the log. */
  fila: MudancaGravada[] | null;
}

/** Logged when a server process starts; replayed to a client as `resync`. */
const REINICIO: MudancaRecebida = { entity: '*', id: null, action: 'resync' };

/**
 * Live updates fan out through the database's LISTEN/NOTIFY, so a change made on one server
 * process reaches the clients of all of them (and PGlite behaves the same in one process).
 * Every change is first written to the `mudancas` log, whose id is the SSE id: a client that
 * reconnects with Last-Event-ID gets what it missed, and this process catches up from the log
 * when its own LISTEN connection comes back. When the log cannot fill a gap the client gets a
 * `resync` event and refetches what it shows (docs/live-updates.md).
 */
export default fp(
  async (app) => {
    const clientes = new Set<Cliente>();
    const entregues = new Set<(dados: unknown) => void>();
    const publicadas = new Set<(change: Mudanca) => void>();
    // A process killed between a commit and the logging of its change leaves a change nobody
    // was told of: whoever replays past a (re)start refetches everything instead.
    await registrarReinicio(app.db, REINICIO);
    const [inicio] = await linhas<{ ultimo: string }>(
      app.db,
      sql`select coalesce(max(id), 0)::text as ultimo from mudancas`,
    );
    /** The newest change this process has delivered. */
    let ultimo = Number(inicio?.ultimo ?? 0);
    /** Notifications held back while a catch-up reads the log. */
    let atrasadas: MudancaGravada[] | null = null;

    const escrever = (c: Cliente, m: MudancaGravada) => {
      if (m.seq <= c.ultimo) return;
      c.ultimo = m.seq;
      const tipo = (m.dados as MudancaRecebida).entity === REINICIO.entity ? 'resync' : 'change';
      c.ouvinte.res.write(`event: ${tipo}\nid: ${m.seq}\ndata: ${JSON.stringify(m.dados)}\n\n`);
    };
    /**
     * The client refetches everything and continues from `ate`, the log's newest id — even when
     * it came with a higher one (a restore, another database): keeping its own would drop every
     * later change, all of them with smaller ids.
     */
    const resync = (c: Cliente, ate: number) => {
      c.ultimo = ate;
      c.ouvinte.res.write(`event: resync\nid: ${ate}\ndata: {}\n\n`);
    };
    const entregar = (m: MudancaGravada) => {
      if (m.seq <= ultimo) return;
      ultimo = m.seq;
      for (const c of clientes) {
        if (c.fila) c.fila.push(m);
        else escrever(c, m);
      }
      for (const fn of entregues) fn(m.dados);
    };
    /** A catch-up is reading the log; another was asked for meanwhile. */
    let alcancando = false;
    let outraVez = false;
    /**
     * Delivers from the log what this process was not told of, holding notifications back until
     * it is done. Asked for when the LISTEN connection is back and when a notification skips ids:
     * the new connection can hand over a notification before the reconnect callback runs (in
     * the same socket read as LISTEN's answer), and delivering it first would move `ultimo` past
     * the changes made while the connection was down. One catch-up at a time; one asked for
     * while another reads reads again before the held notifications go out.
     */
    const alcancar = async () => {
      atrasadas ??= [];
      outraVez = true;
      if (alcancando) return;
      alcancando = true;
      try {
        while (outraVez) {
          outraVez = false;
          try {
            const r = await mudancasDesde(app.db, ultimo);
            if (r.mudancas) for (const m of r.mudancas) entregar(m);
            else {
              for (const c of clientes) resync(c, r.ultimo);
              // The log may also be behind this process (restored under it): continue from it.
              ultimo = r.ultimo;
            }
          } catch (err) {
            app.log.warn({ err }, 'falha ao recuperar mudanças perdidas; telas recarregam');
            for (const c of clientes) resync(c, ultimo);
          }
        }
      } finally {
        alcancando = false;
        const fila = atrasadas ?? [];
        atrasadas = null;
        for (const m of fila) entregar(m);
      }
    };
    const ouvir = (payload: string) => {
      const m = JSON.parse(payload) as MudancaGravada;
      if (atrasadas) atrasadas.push(m);
      // Ids are given and committed in order (registrar-mudanca.ts): a jump means missed ones.
      else if (m.seq > ultimo + 1) {
        atrasadas = [m];
        void alcancar();
      } else entregar(m);
    };
    const unlisten = await app.database.listen(CANAL_MUDANCAS, ouvir, () => void alcancar());

    /** A reconnecting client: replay from the log, holding live changes back meanwhile. */
    const repor = async (c: Cliente, desde: number) => {
      try {
        const r = await mudancasDesde(app.db, desde);
        if (r.mudancas) for (const m of r.mudancas) escrever(c, m);
        else resync(c, r.ultimo);
      } catch (err) {
        app.log.warn({ err }, 'falha ao repor mudanças; a tela recarrega');
        resync(c, ultimo);
      } finally {
        const fila = c.fila ?? [];
        c.fila = null;
        for (const m of fila) escrever(c, m);
      }
    };

    const heartbeat = setInterval(() => {
      for (const c of clientes) c.ouvinte.res.write(': ping\n\n');
    }, 15_000);
    heartbeat.unref();

    // One at a time: two changes published by one process keep their order in the log.
    let anterior: Promise<void> = Promise.resolve();
    const publishNow = (change: Mudanca) => {
      for (const fn of publicadas) fn(change);
      const esta = anterior.then(() => registrarMudanca(app.db, change));
      anterior = esta.catch(() => {});
      return esta;
    };
    app.decorate('mudancas', {
      publish: (change) =>
        publishNow(change).catch((err) => app.log.warn({ err }, 'falha ao anunciar mudança')),
      publishNow,
      attach(ouvinte) {
        const { desde } = ouvinte;
        const c: Cliente = {
          ouvinte,
          ultimo: desde ?? ultimo,
          fila: desde === undefined ? null : [],
        };
        clientes.add(c);
        // A first connection learns where the log stands, so its next one can ask from there.
        if (desde === undefined) ouvinte.res.write(`id: ${ultimo}\n\n`);
        else void repor(c, desde);
        return () => {
          clientes.delete(c);
        };
      },
      *ouvintes() {
        for (const c of clientes) yield c.ouvinte;
      },
      onDelivered(fn) {
        entregues.add(fn);
      },
      onPublished(fn) {
        publicadas.add(fn);
      },
    } satisfies Mudancas);

    // Open streams would keep close() waiting forever: end them first.
    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      for (const c of clientes) c.ouvinte.res.end();
      clientes.clear();
      await unlisten();
    });
  },
  { name: 'mudancas', dependencies: ['database'] },
);
