/** The error envelope every API error uses, and the one extractor the client reads it with. */
import type { CodigoRegra } from './patio/regras.ts';
import type { CodigoOperacao } from './schemas/divergencias.ts';
import type { CodigoLeitura } from './schemas/leitura.ts';

/**
 * A message's machine-readable code: the yard rule it names (docs/yard-rules.md), the label
 * reading the crane cab sent that does not match (docs/etiquetas-e-leitura.md), or the cab's
 * own rule (OPERACAO_DIFERENTE, docs/offline.md).
 */
export type CodigoErro = CodigoRegra | CodigoLeitura | CodigoOperacao;

export interface ErrorEnvelope {
  errors: Record<string, string[]>;
  Messagens: string[];
  /**
   * One code per message, in the order of `Messagens`, when the refusal names yard rules: the
   * client acts on these, never on the wording. Absent on refusals that carry no code.
   */
  codigos?: CodigoErro[];
  /** A tap made off-line that the server refused: the divergence kept for a supervisor. */
  divergenciaId?: number;
}

export function envelope(
  errors: Record<string, string[]>,
  codigos?: readonly CodigoErro[],
): ErrorEnvelope {
  const Messagens = Object.values(errors).flat();
  return codigos ? { errors, Messagens, codigos: [...codigos] } : { errors, Messagens };
}

export const erroGeral = (mensagem: string): ErrorEnvelope => envelope({ geral: [mensagem] });

function firstOf(errors: unknown): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  for (const v of Object.values(errors as Record<string, unknown>)) {
    if (Array.isArray(v) && typeof v[0] === 'string') return v[0];
    if (typeof v === 'string') return v;
  }
  return undefined;
}

/** First message of `errors`, `erros.errors` or `Messagens`; else the caller's default. */
export function primeiraMensagem(body: unknown, padrao: string): string {
  if (!body || typeof body !== 'object') return padrao;
  const b = body as { errors?: unknown; erros?: { errors?: unknown }; Messagens?: unknown };
  const fromMessagens =
    Array.isArray(b.Messagens) && typeof b.Messagens[0] === 'string' ? b.Messagens[0] : undefined;
  return firstOf(b.errors) ?? firstOf(b.erros?.errors) ?? fromMessagens ?? padrao;
}

/** Every message of the envelope, for alerts that join them with line breaks. */
export function todasMensagens(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const b = body as { errors?: Record<string, unknown>; Messagens?: unknown };
  if (Array.isArray(b.Messagens)) return b.Messagens.filter((m) => typeof m === 'string');
  if (b.errors && typeof b.errors === 'object')
    return Object.values(b.errors)
      .flat()
      .filter((m): m is string => typeof m === 'string');
  return [];
}

export interface MensagemComCodigo {
  mensagem: string;
  /** The message's code; null when the refusal carries none. */
  codigo: string | null;
}

/** Every message of the envelope with its code, for a client that acts on the rule named. */
export function mensagensComCodigo(body: unknown): MensagemComCodigo[] {
  const raw = (body as { codigos?: unknown } | null)?.codigos;
  const codigos = Array.isArray(raw) ? raw : [];
  return todasMensagens(body).map((mensagem, i) => {
    const codigo = codigos[i];
    return { mensagem, codigo: typeof codigo === 'string' ? codigo : null };
  });
}
