/**
 * The live stream's vocabulary (docs/live-updates.md): which things the server announces as
 * changed. The server's publish takes only these, and the web maps each one to the query roots
 * it refreshes in a `Record<Entidade, …>`, so an entity added here without its web keys does not
 * compile.
 */
export const ENTIDADES = [
  'bobina',
  'usuario',
  'sessao',
  'perfil',
  'lista',
  'instrucao',
  'operacao',
  'despacho',
  'tipo-veiculo',
  'evento',
  'webhook',
  'chave',
  'divergencia',
] as const;

export type Entidade = (typeof ENTIDADES)[number];

/** What changed, as every open screen hears it: enough to refetch, never the data itself. */
export interface Mudanca {
  entity: Entidade;
  id: number | string | null;
  action: string;
}

/** What the stream carries: a change, or `*` when whatever a screen shows must be refetched. */
export interface MudancaRecebida {
  entity: Entidade | '*';
  id: number | string | null;
  action: string;
}
