import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  to: string;
  raw: string;
  /** The message decoded from quoted-printable, as a reader sees it. */
  texto: string;
}

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] as string, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * A real SMTP listener on a free loopback port that keeps what it receives; with `dir`, each
 * mail's text is also written to `<dir>/<recipient>.txt` for another process (the E2E) to read.
 */
export async function startSmtp(opts: { dir?: string } = {}) {
  if (opts.dir) mkdirSync(opts.dir, { recursive: true });
  const mails: Mail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = { to, raw, texto: decodeQuotedPrintable(raw) };
        mails.push(mail);
        if (opts.dir) writeFileSync(join(opts.dir, `${to}.txt`), mail.texto);
        for (const w of waiters.splice(0)) w();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Resolves with the first mail to `to` (waits up to 5 s). */
    async next(to: string): Promise<Mail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = mails.find((m) => m.to === to);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`nenhum email para ${to}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset token inside a mail's text. */
export function tokenDoEmail(mail: Mail): string {
  const m = /redefinir-senha\?token=([A-Za-z0-9_-]+)/.exec(mail.texto);
  if (!m?.[1]) throw new Error('link não encontrado no email');
  return m[1];
}
