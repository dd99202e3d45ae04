import { connect } from 'node:net';
import { HttpError } from '../../lib/http-error.ts';

export interface Impressora {
  host: string;
  porta: number;
}

/**
 * IMPRESSORAS, "nome=host:porta,…" (port 9100 when left out): the only printers a print job
 * may reach, by name, so no request can point the server at an address of its choosing.
 */
export function lerImpressoras(texto: string): Map<string, Impressora> {
  const todas = new Map<string, Impressora>();
  for (const item of texto.split(',')) {
    const [nome, alvo] = item.split('=').map((p) => p.trim());
    if (!nome || !alvo) continue;
    const [host, porta] = alvo.split(':');
    if (!host) continue;
    todas.set(nome, { host, porta: porta ? Number(porta) : 9100 });
  }
  return todas;
}

export const impressoraDesconhecida = (nome: string) =>
  new HttpError(
    422,
    { impressora: [`Impressora ${nome} não cadastrada.`] },
    'IMPRESSORA_DESCONHECIDA',
  );

const naoRespondeu = (nome: string) =>
  new HttpError(
    502,
    { impressora: [`A impressora ${nome} não respondeu.`] },
    'IMPRESSORA_SEM_RESPOSTA',
  );

/**
 * Sends the ZPL over raw TCP (the printer's 9100 port). A printer that does not accept the
 * connection within `timeoutMs`, refuses it or drops it is a 502 naming it.
 */
export function enviarParaImpressora(
  nome: string,
  impressora: Impressora,
  zpl: string,
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: impressora.host, port: impressora.porta });
    const falhar = () => {
      socket.destroy();
      reject(naoRespondeu(nome));
    };
    const prazo = setTimeout(falhar, timeoutMs);
    socket.once('error', () => {
      clearTimeout(prazo);
      falhar();
    });
    socket.once('connect', () => {
      clearTimeout(prazo);
      socket.end(zpl, () => resolve());
    });
  });
}

/**
 * The printers a screen may offer, by name only: host and port stay on the server, so the
 * list tells a browser nothing about the plant's network (docs/etiquetas-e-leitura.md).
 */
export function nomesDasImpressoras(texto: string): { nome: string }[] {
  return [...lerImpressoras(texto).keys()].map((nome) => ({ nome }));
}
