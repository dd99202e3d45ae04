/** The error envelope every API error uses, and the one extractor the client reads it with. */
import { CODIGOS_REGRA, type CodigoRegra } from './patio/regras.ts';
import {
  CODIGOS_LEITURA,
  CODIGOS_OPERACAO,
  type CodigoLeitura,
  type CodigoOperacao,
} from './schemas/codigos-da-cabine.ts';

/**
 * The codes of refusals that are not yard rules: one per thing a client can act on
 * (docs/ARCHITECTURE.md, "Errors"). A client reads these, never the wording.
 */
export const CODIGOS_RECUSA = {
  INVALIDO: 'o pedido ou um campo é inválido (400)',
  SESSAO: 'sem sessão válida, ou chave de integração inválida (401)',
  SEM_PERMISSAO: 'o usuário não tem a permissão pedida (403)',
  NAO_ENCONTRADO: 'o recurso não existe (404)',
  DUPLICADO: 'nome, lote, login ou identificação já em uso (409)',
  EM_USO: 'outro registro usa este, ou a bobina já está em outro lugar (409)',
  ALTERADO: 'alguém alterou o registro entretanto: recarregue e refaça (409)',
  ESTADO: 'o estado do registro não permite a ação (409)',
  RESOLVIDA: 'a divergência já foi resolvida, por outro supervisor ou antes (409)',
  CARREGADA: 'a bobina já está carregada no veículo (409)',
  PROTEGIDO: 'o próprio usuário ou o último gestor (409)',
  EM_ANDAMENTO:
    'outra operação com a mesma chave, ou um recurso que este servidor não oferece (409)',
  SEM_DESTINO: 'nenhum endereço livre para o remanejamento (409)',
  REPLANEJADO: 'o destino do remanejamento mudou: leve a bobina ao novo destino (409)',
  FORA_DA_RETENCAO:
    'o ponto pedido do feed de eventos já saiu da retenção: recomece por desde (422)',
  SEM_PESO: 'bobina sem peso para planejar a carga (422)',
  CAPACIDADE: 'capacidade ou posições do veículo excedidas (409, 422)',
  IMPRESSORA_DESCONHECIDA: 'a impressora pedida não está em IMPRESSORAS (422)',
  IMPRESSORA_SEM_RESPOSTA: 'a impressora não aceitou a conexão a tempo (502)',
  GRANDE_DEMAIS: 'corpo grande demais (413)',
  LIMITE: 'muitas requisições (429)',
  INDISPONIVEL: 'banco de dados indisponível (503)',
  INTERNO: 'erro interno (500)',
} as const;

export type CodigoRecusa = keyof typeof CODIGOS_RECUSA;

/**
 * A message's machine-readable code: the yard rule it names (docs/yard-rules.md), the refusal's,
 * the label reading the crane cab sent that does not match (docs/etiquetas-e-leitura.md), or the
 * cab's own rule (OPERACAO_DIFERENTE, docs/offline.md).
 */
export type CodigoErro = CodigoRegra | CodigoRecusa | CodigoLeitura | CodigoOperacao;

/** Every code a refusal may carry, listed once for clients and tests that check a body's codes. */
export function codigosDeErro(): readonly CodigoErro[] {
  // A function, not a constant: a module-level spread of Object.keys is kept by the bundler in
  // every page that imports this file, and the login page has a budget (`npm run bench -- --only bundle`).
  return [
    ...CODIGOS_REGRA,
    ...(Object.keys(CODIGOS_RECUSA) as CodigoRecusa[]),
    ...CODIGOS_LEITURA,
    ...CODIGOS_OPERACAO,
  ];
}

/** The code of a refusal that names none, by its status. */
export function codigoDoStatus(status: number): CodigoRecusa {
  if (status === 401) return 'SESSAO';
  if (status === 403) return 'SEM_PERMISSAO';
  if (status === 404) return 'NAO_ENCONTRADO';
  if (status === 409) return 'ESTADO';
  if (status === 413) return 'GRANDE_DEMAIS';
  if (status === 429) return 'LIMITE';
  if (status === 503) return 'INDISPONIVEL';
  if (status >= 500) return 'INTERNO';
  return 'INVALIDO';
}

export interface ErrorEnvelope {
  errors: Record<string, string[]>;
  Messagens: string[];
  /**
   * One code per message, in the order of `Messagens`: the yard rule a message names, or the
   * refusal's code. The client acts on these, never on the wording.
   */
  codigos: CodigoErro[];
  /** A tap made off-line that the server refused: the divergence kept for a supervisor. */
  divergenciaId?: number;
}

/** The envelope; one code stands for every message, a list gives one per message. */
export function envelope(
  errors: Record<string, string[]>,
  codigos: CodigoErro | readonly CodigoErro[],
): ErrorEnvelope {
  const Messagens = Object.values(errors).flat();
  const lista = typeof codigos === 'string' ? Messagens.map(() => codigos) : [...codigos];
  return { errors, Messagens, codigos: lista };
}

export const erroGeral = (mensagem: string, codigo: CodigoErro): ErrorEnvelope =>
  envelope({ geral: [mensagem] }, codigo);

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
  /** The message's code; null from a server that sent none. */
  codigo: string | null;
}

/** Every message of the envelope with its code, for a client that acts on the refusal. */
export function mensagensComCodigo(body: unknown): MensagemComCodigo[] {
  const raw = (body as { codigos?: unknown } | null)?.codigos;
  const codigos = Array.isArray(raw) ? raw : [];
  return todasMensagens(body).map((mensagem, i) => {
    const codigo = codigos[i];
    return { mensagem, codigo: typeof codigo === 'string' ? codigo : null };
  });
}

/** The refusal's codes, for a client that acts on them (never on the messages). */
export function codigosDaRecusa(body: unknown): string[] {
  const raw = (body as { codigos?: unknown } | null)?.codigos;
  return Array.isArray(raw) ? raw.filter((c): c is string => typeof c === 'string') : [];
}
