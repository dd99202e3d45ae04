/** The error envelope every API error uses, and the one extractor the client reads it with. */
export interface ErrorEnvelope {
  errors: Record<string, string[]>;
  Messagens: string[];
}

export function envelope(errors: Record<string, string[]>): ErrorEnvelope {
  return { errors, Messagens: Object.values(errors).flat() };
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
