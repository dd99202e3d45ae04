/**
 * A fake camera for Chromium (`--use-file-for-fake-video-capture`): a Y4M video of a label's
 * DataMatrix, drawn from bwip-js's own encoding of the code (the label's library) into raw
 * I420 frames. Y4M is a text header and, per frame, "FRAME\n" and the Y, U and V planes.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import bwipjs from 'bwip-js/node';
import { CHROMIUM } from './constants.ts';

const LARGURA = 640;
const ALTURA = 480;
const QUADROS = 10;
const BRANCO = 235;
const PRETO = 16;

/** Writes a video of `codigo`'s DataMatrix, centred on white, and returns its path. */
export function videoDaEtiqueta(codigo: string): string {
  const [simbolo] = bwipjs.raw('datamatrix', codigo, '') as {
    pixs: number[];
    pixx: number;
    pixy: number;
  }[];
  if (!simbolo) throw new Error(`bwip-js não codificou ${codigo}`);
  const { pixs, pixx, pixy } = simbolo;
  const modulo = Math.floor((ALTURA * 0.7) / pixy);
  const x0 = Math.floor((LARGURA - pixx * modulo) / 2);
  const y0 = Math.floor((ALTURA - pixy * modulo) / 2);
  const y = Buffer.alloc(LARGURA * ALTURA, BRANCO);
  for (let r = 0; r < pixy; r++)
    for (let c = 0; c < pixx; c++) {
      if (!pixs[r * pixx + c]) continue;
      for (let dy = 0; dy < modulo; dy++) {
        const linha = (y0 + r * modulo + dy) * LARGURA + x0 + c * modulo;
        y.fill(PRETO, linha, linha + modulo);
      }
    }
  const croma = Buffer.alloc((LARGURA / 2) * (ALTURA / 2) * 2, 128);
  const quadro = Buffer.concat([Buffer.from('FRAME\n'), y, croma]);
  const cabecalho = Buffer.from(`YUV4MPEG2 W${LARGURA} H${ALTURA} F10:1 Ip A1:1 C420jpeg\n`);
  const arquivo = join(tmpdir(), `patio-etiqueta-${codigo}-${process.pid}.y4m`);
  writeFileSync(arquivo, Buffer.concat([cabecalho, ...Array(QUADROS).fill(quadro)]));
  return arquivo;
}

/** Chromium's launch options with the fake camera showing `video` and no permission prompt. */
export function chromiumComCamera(video: string) {
  return {
    ...CHROMIUM,
    args: [
      ...CHROMIUM.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  };
}
