/**
 * The tablet's camera as a barcode reader (docs/etiquetas-e-leitura.md#câmera): the browser's
 * own BarcodeDetector where it reads our three formats, else the barcode-detector polyfill over
 * zxing-wasm, whose wasm comes from our build. Loaded only when a screen opens the camera.
 */

import wasm from 'virtual:zxing-wasm';
import { BarcodeDetector as Polyfill, prepareZXingModule } from 'barcode-detector/ponyfill';

/** Code 128 for the hand-held's bars, DataMatrix and QR for the camera (the label has both). */
const FORMATOS = ['code_128', 'qr_code', 'data_matrix'] as const;
/** How often a frame is looked at: enough for a hand held still, light on a tablet's CPU. */
const INTERVALO_MS = 150;

interface Detector {
  detect(fonte: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface DetectorNativo {
  new (o: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

async function criarDetector(): Promise<Detector> {
  const nativo = (globalThis as { BarcodeDetector?: DetectorNativo }).BarcodeDetector;
  if (nativo) {
    const suportados = await nativo.getSupportedFormats().catch((): string[] => []);
    if (FORMATOS.every((f) => suportados.includes(f)))
      return new nativo({ formats: [...FORMATOS] });
  }
  prepareZXingModule({
    overrides: {
      locateFile: (caminho: string, prefixo: string) =>
        caminho.endsWith('.wasm') ? wasm : prefixo + caminho,
    },
  });
  return new Polyfill({ formats: [...FORMATOS] });
}

/**
 * Opens the back camera in `video` and calls `onLer` with the first code it reads, then stops.
 * Returns the function that stops it earlier (the screen closed the camera).
 */
export async function lerDaCamera(
  video: HTMLVideoElement,
  onLer: (codigo: string) => void,
): Promise<() => void> {
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'environment' },
    audio: false,
  });
  let parado = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const parar = () => {
    parado = true;
    clearTimeout(timer);
    for (const t of stream.getTracks()) t.stop();
    video.srcObject = null;
  };
  try {
    video.srcObject = stream;
    await video.play();
    const detector = await criarDetector();
    const olhar = async () => {
      if (parado) return;
      const lidos = video.readyState >= 2 ? await detector.detect(video).catch(() => []) : [];
      const codigo = lidos[0]?.rawValue.trim();
      if (parado) return;
      if (codigo) {
        parar();
        onLer(codigo);
      } else timer = setTimeout(() => void olhar(), INTERVALO_MS);
    };
    void olhar();
  } catch (err) {
    parar();
    throw err;
  }
  return parar;
}
