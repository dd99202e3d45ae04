/** POST listas/importar with 10,000 valid records (the shape the CSV screen sends), timed. */
import type { TRegistroImportacao } from '@patio/domain';
import { buildUrl } from '../apps/web/src/shared/http.ts';
import { cabecalhos } from './chamadas.ts';

export function registros(n: number, prefixo: string): TRegistroImportacao[] {
  const grupos = ['LQ', 'FM', 'LZ', 'LF'] as const;
  return Array.from({ length: n }, (_, i) => ({
    item: `I${String(i % 99_999).padStart(5, '0')}`,
    lote: `${prefixo}${String(i).padStart(5, '0')}`,
    grupo: grupos[i % 4] as string,
    material: 'BQ',
    laminacaoAt: '2026-11-20T08:30',
    laminacaoTurno: (i % 3) + 1,
    isResfriada: i % 5 === 0,
    proximoProcesso: 'LDC3',
    fluxo: 'AA',
    peso: 20 + (i % 10),
    espessura: 3.2,
    largura: 1000 + (i % 5) * 50,
    isLege: false,
    tipo: i % 2 ? 'PLANO' : 'RESERVA',
  }));
}

export interface ResultadoImportacao {
  linhas: number;
  ms: number;
  status: number;
}

export async function medirImportacao(
  url: string,
  token: string,
  linhas: number,
): Promise<ResultadoImportacao> {
  const corpo = JSON.stringify(
    registros(linhas, `I${Date.now().toString(36).slice(-4).toUpperCase()}`),
  );
  const inicio = performance.now();
  const r = await fetch(`${url}${buildUrl('listas/importar')}`, {
    method: 'POST',
    headers: { ...cabecalhos(token), 'content-type': 'application/json' },
    body: corpo,
  });
  const texto = await r.text();
  const ms = performance.now() - inicio;
  if (r.status !== 201) console.error(`[bench] importação → ${r.status}: ${texto.slice(0, 300)}`);
  return { linhas, ms, status: r.status };
}
