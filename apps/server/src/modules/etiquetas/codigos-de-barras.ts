import { crc32, deflateSync } from 'node:zlib';
import bwipjs from 'bwip-js/node';

/** Pixels per module: a Code 128 bar unit and a DataMatrix cell (the PDF scales them to size). */
const ESCALA_CODE128 = 3;
const ALTURA_CODE128 = 150;
const ESCALA_DATAMATRIX = 8;
/** Quiet zones in modules: 10 each side of a Code 128, 2 around a DataMatrix (the specs ask ≥ 10 and ≥ 1). */
const MARGEM_CODE128 = 10;
const MARGEM_DATAMATRIX = 2;

function chunk(tipo: string, dados: Buffer): Buffer {
  const cabeca = Buffer.alloc(8);
  cabeca.writeUInt32BE(dados.length, 0);
  cabeca.write(tipo, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([cabeca.subarray(4), dados])) >>> 0, 0);
  return Buffer.concat([cabeca, dados, crc]);
}

const ASSINATURA = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * An 8-bit grayscale PNG, without alpha or interlace, from its rows (a filter byte of 0 and one
 * byte per pixel each): pdfkit embeds such an image's compressed data as it is, where a PNG with
 * alpha (bwip-js's) is decoded and compressed again in JavaScript — most of a group's PDF time
 * (docs/etiquetas-e-leitura.md#velocidade-do-pdf).
 */
function pngCinza(largura: number, altura: number, linhas: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(largura, 0);
  ihdr.writeUInt32BE(altura, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    ASSINATURA,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(linhas)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A Code 128 from bwip-js's bar/space widths: one row drawn, repeated down the image. */
function code128(codigo: string): Buffer {
  const [simbolo] = bwipjs.raw('code128', codigo, {}) as unknown as [{ sbs: number[] }];
  const modulos = simbolo.sbs.reduce((s, w) => s + w, 0) + 2 * MARGEM_CODE128;
  const largura = modulos * ESCALA_CODE128;
  const linha = Buffer.alloc(1 + largura, 255);
  linha[0] = 0;
  let x = MARGEM_CODE128;
  simbolo.sbs.forEach((w, i) => {
    // Even entries are bars, odd ones spaces.
    if (i % 2 === 0) linha.fill(0, 1 + x * ESCALA_CODE128, 1 + (x + w) * ESCALA_CODE128);
    x += w;
  });
  const linhas = Buffer.alloc(linha.length * ALTURA_CODE128);
  for (let y = 0; y < ALTURA_CODE128; y++) linha.copy(linhas, y * linha.length);
  return pngCinza(largura, ALTURA_CODE128, linhas);
}

/** A DataMatrix from bwip-js's cell matrix (row-major, 1 = dark). */
function datamatrix(codigo: string): Buffer {
  const [simbolo] = bwipjs.raw('datamatrix', codigo, {}) as unknown as [
    { pixs: number[]; pixx: number; pixy: number },
  ];
  const { pixs, pixx, pixy } = simbolo;
  const largura = (pixx + 2 * MARGEM_DATAMATRIX) * ESCALA_DATAMATRIX;
  const altura = (pixy + 2 * MARGEM_DATAMATRIX) * ESCALA_DATAMATRIX;
  const passo = 1 + largura;
  const linhas = Buffer.alloc(passo * altura, 255);
  for (let y = 0; y < altura; y++) linhas[y * passo] = 0;
  for (let cy = 0; cy < pixy; cy++) {
    for (let cx = 0; cx < pixx; cx++) {
      if (!pixs[cy * pixx + cx]) continue;
      const x0 = 1 + (cx + MARGEM_DATAMATRIX) * ESCALA_DATAMATRIX;
      for (let dy = 0; dy < ESCALA_DATAMATRIX; dy++) {
        const y = (cy + MARGEM_DATAMATRIX) * ESCALA_DATAMATRIX + dy;
        linhas.fill(0, y * passo + x0, y * passo + x0 + ESCALA_DATAMATRIX);
      }
    }
  }
  return pngCinza(largura, altura, linhas);
}

/**
 * The two barcodes of a label as PNG images (docs/etiquetas-e-leitura.md): Code 128 for a
 * hand-held scanner, DataMatrix for a camera, both encoding exactly the label's code. bwip-js
 * encodes the symbols; the pixels are written here as plain grayscale PNGs.
 */
export function codigosDeBarras(codigo: string): { code128: Buffer; datamatrix: Buffer } {
  return { code128: code128(codigo), datamatrix: datamatrix(codigo) };
}
