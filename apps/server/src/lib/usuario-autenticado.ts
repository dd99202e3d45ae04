/** The acting user the auth guard loads on every request, as services and routes see it. */
export interface UsuarioAutenticado {
  id: number;
  login: string;
  email: string;
  nome: string;
  isActivated: boolean;
  tokenVersion: number;
  permissoes: Set<string>;
  /** The session the request came with (its stored id, the hash of the token's jti), when open. */
  sessaoId?: string;
}
