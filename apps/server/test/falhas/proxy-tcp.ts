import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy of the test's own in front of PostgreSQL: opened late, it is the database
 * appearing; cut, the database gone; silenced, a database that accepts and never answers.
 */
export class ProxyTcp {
  private server: Server | undefined;
  private readonly conexoes = new Set<Socket>();
  /** Accepts connections and never answers: a firewall dropping packets, a frozen host. */
  private silencioso = false;
  /** performance.now() of the first connection forwarded: when the database first answered. */
  primeiraConexaoEm: number | undefined;
  constructor(
    readonly porta: number,
    private readonly destino: { host: string; port: number },
  ) {}

  async abrir() {
    this.server = createServer((cliente) => {
      if (this.silencioso) {
        this.conexoes.add(cliente);
        cliente.on('close', () => this.conexoes.delete(cliente));
        cliente.on('error', () => cliente.destroy());
        return;
      }
      this.primeiraConexaoEm ??= performance.now();
      const banco = connect(this.destino);
      for (const s of [cliente, banco]) {
        this.conexoes.add(s);
        s.on('close', () => this.conexoes.delete(s));
        s.on('error', () => {
          cliente.destroy();
          banco.destroy();
        });
      }
      cliente.pipe(banco).pipe(cliente);
    });
    const srv = this.server;
    await new Promise<void>((ok) => srv.listen(this.porta, '127.0.0.1', ok));
  }

  /** Drops every connection; new ones are accepted and left hanging, or forwarded again. */
  silenciar(silencioso: boolean) {
    this.silencioso = silencioso;
    for (const s of this.conexoes) s.destroy();
  }

  async cortar() {
    const srv = this.server;
    const fechado = new Promise((ok) => srv?.close(ok));
    for (const s of this.conexoes) s.destroy();
    await fechado;
  }
}
