import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The text of the mail the real SMTP listener caught for `to` (waits up to 30 s). */
export async function emailPara(to: string): Promise<string> {
  const file = join(process.env.PATIO_MAIL_DIR as string, `${to}.txt`);
  const deadline = Date.now() + 30_000;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`nenhum email para ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return readFileSync(file, 'utf8');
}
