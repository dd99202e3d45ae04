/**
 * The browser tab's name per screen ("Bobinas — Pátio"): a user with several tabs open tells
 * them apart. Keyed by the route table's path; a path missing here shows just "Pátio".
 */
const TITULOS: Readonly<Record<string, string>> = {
  login: 'Entrar',
  logout: 'Sair',
  main: 'Início',
  'esqueceu-senha': 'Esqueceu sua senha',
  'redefinir-senha': 'Redefinir senha',
  'alterar-senha': 'Alterar Senha',
  'nao-autorizado': 'Acesso negado',
  perfis: 'Perfis de Acesso',
  perfil: 'Perfil de Acesso',
  'perfil/:id': 'Perfil de Acesso',
  usuarios: 'Usuários',
  integracoes: 'Integrações',
  usuario: 'Usuário',
  'usuario/:id': 'Usuário',
  mapa: 'Mapa',
  bobinas: 'Bobinas',
  bobina: 'Bobina',
  'bobina/:id': 'Bobina',
  alarmeseventos: 'Alarmes e Eventos',
  'patio-reserva/bobinas': 'Pátio reserva',
  'patio-reserva/bobina': 'Bobina do pátio reserva',
  'patio-reserva/bobina/:id': 'Bobina do pátio reserva',
  instrucoes: 'Instruções',
  instrucao: 'Instrução',
  'instrucao/:id': 'Instrução',
  'instrucoes-ponte': 'Instruções da Ponte',
  'operacoes-despacho': 'Operações de Despacho',
  'operacao-despacho': 'Operação de Despacho',
  'operacao-despacho/:id': 'Operação de Despacho',
  'operacao-despacho/:id/romaneio': 'Romaneio',
  'tipos-veiculo': 'Tipos de veículo',
};

export const NOME_DO_PRODUTO = 'Pátio';

/** "Bobinas — Pátio"; just "Pátio" for a path without a name. */
export function tituloDaAba(path: string | undefined): string {
  const nome = path ? TITULOS[path] : undefined;
  return nome ? `${nome} — ${NOME_DO_PRODUTO}` : NOME_DO_PRODUTO;
}
