import type { FastifyReply } from 'fastify';
import type { Etiqueta } from './etiqueta.ts';
import { etiquetasPdf } from './etiqueta-pdf.ts';
import { etiquetasZpl } from './etiqueta-zpl.ts';

/** Answers labels as a PDF opened in the browser, or as ZPL text; `nome` names the file. */
export async function responderEtiquetas(
  reply: FastifyReply,
  etiquetas: readonly Etiqueta[],
  formato: 'pdf' | 'zpl',
  nome: string,
) {
  const arquivo = nome.replace(/[^\w.-]/g, '_');
  if (formato === 'zpl') {
    return reply
      .type('text/plain; charset=utf-8')
      .header('content-disposition', `inline; filename="${arquivo}.zpl"`)
      .send(etiquetasZpl(etiquetas));
  }
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${arquivo}.pdf"`)
    .send(await etiquetasPdf(etiquetas));
}
