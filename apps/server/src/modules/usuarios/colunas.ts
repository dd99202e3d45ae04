import { usuarios } from '../../db/schema.ts';

/** A user's columns under their API names: the list's row; the form adds the version. */
export const COLUNAS_USUARIO = {
  id: usuarios.id,
  nome: usuarios.nome,
  login: usuarios.login,
  email: usuarios.email,
  createdAt: usuarios.createdAt,
  isActivated: usuarios.isActivated,
};
