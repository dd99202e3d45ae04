/** The report's number and table formats, shared by its sections. */
import type { Medida } from './stats.ts';

export const f = (n: number | undefined, casas = 2) =>
  n === undefined || Number.isNaN(n)
    ? '–'
    : Number.isFinite(n)
      ? n.toFixed(n >= 100 ? 0 : casas)
      : 'sem resposta';

export const erros = (m: Medida) =>
  m.erros
    ? `${m.erros} (${Object.entries(m.tiposDeErro)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')})`
    : '0';

export function tabela(cabecalho: string[], linhas: string[][]): string {
  return [
    `| ${cabecalho.join(' | ')} |`,
    `|${cabecalho.map(() => '---').join('|')}|`,
    ...linhas.map((l) => `| ${l.join(' | ')} |`),
  ].join('\n');
}

export const milhares = (n: number) => n.toLocaleString('pt-BR');
