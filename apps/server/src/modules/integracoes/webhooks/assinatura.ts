import { createHmac } from 'node:crypto';

/**
 * The X-Patio-Assinatura header, the one place it is built: `t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "<t>.<body>">`, keyed with each secret's text as it was shown (the same scheme
 * as Stripe's, so receivers know it). During the 24 h after a rotation two secrets sign, the new
 * one first: `t=…,v1=<new>,v1=<old>`; a receiver accepts any `v1` it can verify.
 */
export function assinar(segredos: string | readonly string[], corpo: string, t: number): string {
  const v1 = [segredos]
    .flat()
    .map((s) => `,v1=${createHmac('sha256', s).update(`${t}.${corpo}`).digest('hex')}`);
  return `t=${t}${v1.join('')}`;
}
