/**
 * The pure part of a form over a versioned record (docs/decisions.md "Edições concorrentes"):
 * which fields the user changed since the read, and how a value reads in the conflict panel.
 */

/** One field the user had changed when the save was refused. */
export interface Alteracao {
  campo: string;
  rotulo: string;
  digitado: string;
  atual: string;
}

const igual = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A form value as the panel shows it: Sim/Não, numbers with a decimal comma, "(vazio)". */
export function mostrarValor(v: unknown): string {
  if (v === undefined || v === null || v === '') return '(vazio)';
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  if (typeof v === 'number') return v.toLocaleString('pt-BR', { maximumFractionDigits: 6 });
  if (Array.isArray(v)) return v.length ? v.map(mostrarValor).join(', ') : '(vazio)';
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/**
 * The labelled fields whose typed value differs from the value read when the form opened: what
 * the user meant to change. Each shows beside the record's current value.
 */
export function alteracoesDigitadas<V extends object>(
  rotulos: Partial<Record<keyof V & string, string>>,
  lido: V | undefined,
  digitado: V,
  atual: V,
  mostrar: (campo: keyof V & string, valor: unknown) => string = (_, v) => mostrarValor(v),
): Alteracao[] {
  const campos = Object.keys(rotulos) as (keyof V & string)[];
  return campos
    .filter((k) => !igual(digitado[k], lido?.[k]))
    .map((k) => ({
      campo: k,
      rotulo: rotulos[k] ?? k,
      digitado: mostrar(k, digitado[k]),
      atual: mostrar(k, atual[k]),
    }));
}
