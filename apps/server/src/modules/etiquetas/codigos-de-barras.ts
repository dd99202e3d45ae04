import bwipjs from 'bwip-js/node';

/**
 * The two barcodes of a label as PNG images (bwip-js, docs/etiquetas-e-leitura.md): Code 128
 * for a hand-held scanner, DataMatrix for a camera, both encoding exactly the label's code.
 */
export async function codigosDeBarras(
  codigo: string,
): Promise<{ code128: Buffer; datamatrix: Buffer }> {
  const [code128, datamatrix] = await Promise.all([
    bwipjs.toBuffer({
      bcid: 'code128',
      text: codigo,
      scale: 3,
      height: 18,
      includetext: false,
      paddingwidth: 10,
      paddingheight: 4,
      backgroundcolor: 'FFFFFF',
    }),
    bwipjs.toBuffer({
      bcid: 'datamatrix',
      text: codigo,
      scale: 8,
      paddingwidth: 4,
      paddingheight: 4,
      backgroundcolor: 'FFFFFF',
    }),
  ]);
  return { code128, datamatrix };
}
