/**
 * The user screens' texts (docs/product/operations.md#users,
 * docs/product/operations.md#recreate-password, docs/product/operations.md#user-form,
 * docs/product/operations.md#form-checks, docs/product/operations.md#messages), exactly as the
 * specification writes them. Plain strings, not the domain's constants, so the list screen does not
 * pull in zod.
 */
export const TXT = {
  titulo: 'Usuários',
  admin: 'Administração do Sistema',
  vazio: 'Nenhum usuário encontrado.',
  semData: 'Data não disponível',
  erroCarregar: 'Erro ao carregar os usuários',
  erroFiltrar: 'Erro ao filtrar os usuários',
  confirmarExclusao: 'Deseja realmente excluir este usuário?',
  simExcluir: 'Sim, excluir',
  naoCancelar: 'Não, cancelar',
  excluido: 'Usuário excluído com sucesso',
  erroExcluir: 'Erro ao excluir o usuário',
  recriarTitulo: 'Recriar senha',
  senhaRecriada: 'Senha recriada com sucesso',
  erroRecriar: 'Erro ao recriar a senha do usuário',
  senhasNaoConferem: 'As senhas não conferem',
  tituloCriar: 'Cadastrar usuario',
  tituloVer: 'Visualizar usuario',
  preenchaTodos: 'Por favor, preencha todos os campos obrigatorios.',
  senhaObrigatoria: 'Senha e confirmacao de senha sao obrigatorias ao criar um novo usuario.',
  duplicado: 'Login ou email ja cadastrado.',
  erroSalvar: 'Erro ao criar o usuario. Por favor, tente novamente.',
  criado: 'Usuario criado com sucesso',
  atualizado: 'Usuario atualizado com sucesso.',
  erroObter: 'Erro ao obter os dados do usuario.',
  naoEncontrado: 'Usuário não encontrado.',
  erroPerfis: 'Erro ao carregar os perfis de acesso.',
  // The server's refusal for an account holding more than the reader (MSG_CONTA_PROTEGIDA).
  contaProtegida: 'Você não pode alterar a conta de quem tem permissões que você não possui.',
  // Sessions: not in the specification.
  sessoesTitulo: 'Sessões abertas',
  semSessoes: 'Nenhuma sessão aberta.',
  erroSessoes: 'Erro ao carregar as sessões do usuário',
  sessaoAtual: 'esta sessão',
  confirmarEncerrar: 'Deseja encerrar esta sessão? Quem a usa terá de entrar de novo.',
  sessaoEncerrada: 'Sessão encerrada',
  erroEncerrar: 'Erro ao encerrar a sessão',
} as const;
