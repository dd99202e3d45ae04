import { badRequest, notFound } from '../../../lib/http-error.ts';
import type { Destinos } from './destinos.ts';

export const webhookNaoEncontrado = () => notFound('NAO_ENCONTRADO', 'Webhook não encontrado.');
export const entregaNaoEncontrada = () => notFound('NAO_ENCONTRADO', 'Entrega não encontrada.');

/** 400 unless WEBHOOK_DESTINOS lists the URL's host or network. */
export function exigirDestinoPermitido(destinos: Destinos, url: string): void {
  if (destinos.permite(url)) return;
  const host = new URL(url).hostname;
  throw badRequest(
    destinos.texto
      ? `Destino não permitido: ${host} não está entre os destinos liberados em WEBHOOK_DESTINOS (${destinos.texto}).`
      : `Destino não permitido: nenhum destino de webhook foi liberado no servidor (WEBHOOK_DESTINOS vazio).`,
    'url',
  );
}
