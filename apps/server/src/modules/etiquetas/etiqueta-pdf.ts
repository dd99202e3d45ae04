import PDFDocument from 'pdfkit';
import { codigosDeBarras } from './codigos-de-barras.ts';
import type { Etiqueta } from './etiqueta.ts';

/** 100 × 150 mm in PDF points (1 mm = 72 / 25.4 pt). */
const MM = 72 / 25.4;
const LARGURA = 100 * MM;
const ALTURA = 150 * MM;
const MARGEM = 6 * MM;

/**
 * One 100 × 150 mm page per label: the code in large type, the Code 128 across the page, the
 * DataMatrix and the facts beside it (docs/etiquetas-e-leitura.md#layout).
 */
export async function etiquetasPdf(etiquetas: readonly Etiqueta[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: [LARGURA, ALTURA], margin: 0, autoFirstPage: false });
  const partes: Buffer[] = [];
  doc.on('data', (p: Buffer) => partes.push(p));
  const fim = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });
  const util = LARGURA - 2 * MARGEM;
  for (const e of etiquetas) {
    const { code128, datamatrix } = codigosDeBarras(e.codigo);
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(30).text(e.codigo, MARGEM, MARGEM, {
      width: util,
      align: 'center',
    });
    doc.image(code128, MARGEM, 22 * MM, { fit: [util, 30 * MM], align: 'center' });
    doc.image(datamatrix, MARGEM, 58 * MM, { fit: [40 * MM, 40 * MM] });
    let y = 58 * MM;
    doc.font('Helvetica-Bold').fontSize(15);
    for (const linha of e.linhas) {
      doc.text(linha, MARGEM + 44 * MM, y, { width: util - 44 * MM });
      y = doc.y + 2 * MM;
    }
  }
  doc.end();
  return fim;
}
