/**
 * The events log exported whole (docs/exportacao.md, "Memory"): rows per second and how much the server's resident
 * memory grows while it streams, sampled every 50 ms. Constant memory is the claim: the growth
 * must not follow the row count (docs/exportacao.md, "Streaming").
 */
import { cabecalhos } from './chamadas.ts';

export interface ResultadoExportacao {
  formato: 'csv' | 'xlsx';
  linhas: number;
  bytes: number;
  ms: number;
  linhasPorSegundo: number;
  rssAntesMb: number;
  rssMaxMb: number;
  crescimentoMb: number;
}

const pausa = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** CSV records end in CRLF (a value's own line breaks are bare LF inside quotes). */
function contarRegistros(pedaco: Uint8Array, anterior: number): [number, number] {
  let n = 0;
  let prev = anterior;
  for (const b of pedaco) {
    if (b === 10 && prev === 13) n++;
    prev = b;
  }
  return [n, prev];
}

export async function medirExportacao(
  url: string,
  token: string,
  rssMb: () => number,
  formato: 'csv' | 'xlsx',
  linhasEsperadas: number,
): Promise<ResultadoExportacao> {
  // Let the previous load's garbage settle so the baseline is the idle server.
  await pausa(2000);
  const rssAntesMb = rssMb();
  let rssMaxMb = rssAntesMb;
  let amostrando = true;
  const amostras = (async () => {
    while (amostrando) {
      rssMaxMb = Math.max(rssMaxMb, rssMb());
      await pausa(50);
    }
  })();
  const inicio = performance.now();
  const res = await fetch(`${url}/api/eventos/exportar?formato=${formato}`, {
    headers: cabecalhos(token),
  });
  if (!res.ok || !res.body) throw new Error(`exportar eventos → ${res.status}`);
  let bytes = 0;
  let registros = 0;
  let ultimo = 0;
  for await (const pedaco of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += pedaco.byteLength;
    if (formato === 'csv') {
      const [n, u] = contarRegistros(pedaco, ultimo);
      registros += n;
      ultimo = u;
    }
  }
  const ms = performance.now() - inicio;
  amostrando = false;
  await amostras;
  // The CSV is counted (its header is one record); the XLSX is a zip, read as the rows asked.
  const linhas = formato === 'csv' ? registros - 1 : linhasEsperadas;
  return {
    formato,
    linhas,
    bytes,
    ms,
    linhasPorSegundo: linhas / (ms / 1000),
    rssAntesMb,
    rssMaxMb,
    crescimentoMb: rssMaxMb - rssAntesMb,
  };
}
