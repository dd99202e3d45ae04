/**
 * Reads the chosen file with papaparse, in chunks so a big file reports progress. Excel in
 * pt-BR saves CSV as Windows-1252 (and with ';'): the encoding is sniffed from the first bytes
 * and the delimiter is detected by papaparse.
 */
import Papa from 'papaparse';
import { type LinhaCsv, normalizarCabecalho } from './csv.ts';

export interface CsvLido {
  campos: string[];
  linhas: LinhaCsv[];
}

async function codificacao(arquivo: File): Promise<string> {
  const inicio = await arquivo.slice(0, 64 * 1024).arrayBuffer();
  try {
    // `stream` keeps a character cut at the slice's end from looking invalid.
    new TextDecoder('utf-8', { fatal: true }).decode(inicio, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

export async function lerCsv(arquivo: File, progresso: (fracao: number) => void): Promise<CsvLido> {
  const encoding = await codificacao(arquivo);
  return new Promise((resolve, reject) => {
    const linhas: LinhaCsv[] = [];
    let campos: string[] = [];
    Papa.parse<LinhaCsv>(arquivo, {
      header: true,
      skipEmptyLines: 'greedy',
      encoding,
      chunkSize: 256 * 1024,
      transformHeader: normalizarCabecalho,
      chunk: (r) => {
        if (campos.length === 0) campos = r.meta.fields ?? [];
        for (const l of r.data) linhas.push(l);
        progresso(Math.min(1, r.meta.cursor / Math.max(arquivo.size, 1)));
      },
      complete: () => resolve({ campos, linhas }),
      error: (err) => reject(err),
    });
  });
}
