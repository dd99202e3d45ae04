import { createHmac } from 'node:crypto';

/**
 * The X-Patio-Assinatura header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, keyed
 * with the secret's text as it was shown (the same scheme as Stripe's, so receivers know it).
 */
export function assinar(segredo: string, corpo: string, t: number): string {
  const v1 = createHmac('sha256', segredo).update(`${t}.${corpo}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
