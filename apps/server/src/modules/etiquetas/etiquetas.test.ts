import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { LAYOUT_PADRAO } from '@patio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { impressoraDeTeste } from '../../../test/impressora.ts';
import { type Etiqueta, etiquetasDoGrupo } from './etiqueta.ts';
import { etiquetasPdf } from './etiqueta-pdf.ts';
import { etiquetasZpl } from './etiqueta-zpl.ts';
import { enviarParaImpressora, lerImpressoras } from './impressoras.ts';

/* The labels read back with a reader library, as a scanner on the floor would read them. */

beforeAll(() => {
  // The reader's WebAssembly comes from the package on disk, never from the network.
  const wasm = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  prepareZXingModule({
    overrides: { wasmBinary: readFileSync(wasm).buffer },
    fireImmediately: true,
  });
});

/**
 * The images a PDF embeds (FlateDecode, gray or RGB), as ImageData for the reader. A PNG embedded
 * as it is keeps its rows' filter byte (/DecodeParms with a PNG predictor): only filter 0 (none)
 * is expected, as the labels write it.
 */
function imagensDoPdf(pdf: Buffer) {
  const texto = pdf.toString('latin1');
  const imagens = [];
  const dicionario = /<<([^<>]*\/Subtype \/Image[^<>]*)>>\s*stream\r?\n/g;
  for (const m of texto.matchAll(dicionario)) {
    const d = m[1] ?? '';
    const canais = d.includes('/DeviceRGB') ? 3 : d.includes('/DeviceGray') ? 1 : 0;
    if (!canais) continue;
    const num = (k: string) => Number(new RegExp(`/${k} (\\d+)`).exec(d)?.[1]);
    const inicio = (m.index ?? 0) + m[0].length;
    const bruto = inflateSync(pdf.subarray(inicio, inicio + num('Length')));
    const [width, height] = [num('Width'), num('Height')];
    const preditor = d.includes('/DecodeParms') ? 1 : 0;
    const passo = preditor + width * canais;
    const data = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y++) {
      if (preditor) expect(bruto[y * passo]).toBe(0);
      for (let x = 0; x < width; x++) {
        const i = y * passo + preditor + x * canais;
        const [r, g, b] =
          canais === 3 ? [bruto[i], bruto[i + 1], bruto[i + 2]] : [bruto[i], bruto[i], bruto[i]];
        data.set([r ?? 0, g ?? 0, b ?? 0, 255], (y * width + x) * 4);
      }
    }
    imagens.push({ data, width, height, colorSpace: 'srgb' as const });
  }
  return imagens;
}

const lotes = ['A123456789', 'BX00099812', 'L2-77/Z0', '0001AN09'];

describe('etiquetas', () => {
  it('cada código de barras que o PDF embute lê de volta o seu código', async () => {
    const etiquetas: Etiqueta[] = lotes.map((codigo) => ({ codigo, linhas: ['12.000 kg'] }));
    const pdf = await etiquetasPdf(etiquetas);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // One 100 × 150 mm page per label (283.46 × 425.2 pt).
    expect(pdf.toString('latin1').match(/\/MediaBox \[0 0 283\.46\d* 425\.19\d*\]/g)).toHaveLength(
      lotes.length,
    );
    const imagens = imagensDoPdf(pdf);
    expect(imagens).toHaveLength(lotes.length * 2);
    const lidos = [];
    for (const img of imagens) {
      const [r] = await readBarcodes(img as ImageData, {
        formats: ['Code128', 'DataMatrix'],
        tryHarder: true,
      });
      lidos.push(`${r?.format} ${r?.text}`);
    }
    // The PDF's objects are not in page order: every label's two codes, each read once.
    expect(lidos.sort()).toEqual(
      lotes.flatMap((lote) => [`Code128 ${lote}`, `DataMatrix ${lote}`]).sort(),
    );
  });

  it('o ZPL carrega o código no Code 128 (^BC) e no DataMatrix (^BX), um bloco por etiqueta', () => {
    const zpl = etiquetasZpl([
      { codigo: 'A123456789', linhas: ['12.000 kg', 'Endereço 0001AN09'] },
      { codigo: 'B^~\\9', linhas: [] },
    ]);
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
    expect(zpl.match(/\^XZ/g)).toHaveLength(2);
    expect(zpl).toMatch(/\^BCN,\d+,N,N,N\^FH\\\^FDA123456789\^FS/);
    expect(zpl).toMatch(/\^BXN,\d+,200\^FH\\\^FDA123456789\^FS/);
    expect(zpl).toContain('^FDEndereço 0001AN09^FS');
    // Control characters in data are written as hex, never as commands.
    expect(zpl).toContain('^BCN,240,N,N,N^FH\\^FDB\\5E\\7E\\5C9^FS');
  });

  it('um grupo tem uma etiqueta por endereço: 72 de chão e 63 de pirâmide', () => {
    const codigos = etiquetasDoGrupo(LAYOUT_PADRAO, 7).map((e) => e.codigo);
    expect(codigos).toHaveLength(135);
    expect(new Set(codigos).size).toBe(135);
    expect(codigos.slice(0, 3)).toEqual(['0007AN01', '0007BN01', '0007BP01']);
    expect(codigos).not.toContain('0007AP01');
  });
});

describe('impressora de rede', () => {
  let impressora: Awaited<ReturnType<typeof impressoraDeTeste>>;
  beforeAll(async () => {
    impressora = await impressoraDeTeste();
  });
  afterAll(() => impressora.fechar());

  it('lê IMPRESSORAS e entrega o ZPL pela porta TCP', async () => {
    const impressoras = lerImpressoras(
      `expedicao = 127.0.0.1:${impressora.porta}, sem-porta=10.0.0.9`,
    );
    expect(impressoras.get('sem-porta')).toEqual({ host: '10.0.0.9', porta: 9100 });
    const alvo = impressoras.get('expedicao');
    if (!alvo) throw new Error('impressora não lida');
    const zpl = etiquetasZpl([{ codigo: 'A123456789', linhas: [] }]);
    await enviarParaImpressora('expedicao', alvo, zpl, 5000);
    await expect.poll(() => impressora.recebidos).toContain(zpl);
  });
});
