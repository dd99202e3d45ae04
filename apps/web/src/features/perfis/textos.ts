/**
 * The access-profile screens' texts (docs/product/operations.md#access-profiles,
 * docs/product/operations.md#profile-form, docs/product/operations.md#form-checks,
 * docs/product/operations.md#messages), as the specification writes them.
 */
export const TXT = {
  titulo: 'Perfil de Acesso',
  admin: 'Administração do Sistema',
  // The form's breadcrumb is written without accents in the specification
  // (docs/product/operations.md#profile-form).
  adminSemAcento: 'Administracao do Sistema',
  perfis: 'Perfis de Acesso',
  coluna: 'Nome do Perfil',
  vazio: 'Nenhum perfil encontrado.',
  erroListar: 'Erro ao listar perfis de acesso',
  confirmarExclusao: 'Deseja realmente excluir este perfil de acesso?',
  simExcluir: 'Sim, excluir',
  naoCancelar: 'Não, cancelar',
  excluido: 'Perfil excluido com sucesso',
  tituloErroExcluir: 'Erro ao excluir',
  erroExcluir: 'Erro ao tentar excluir o perfil.',
  campoNome: 'Nome do Perfil de acesso',
  secao: 'Definir permissoes',
  preencha: 'Preencha todos os campos obrigatorios.',
  selecionePapel: 'Selecione ao menos um papel.',
  erroPapeis: 'Erro ao listar os papeis',
  erroObter: 'Erro ao obter os dados do perfil',
  naoEncontrado: 'Perfil não encontrado.',
  erroSalvar: 'Ocorreu um erro ao salvar o perfil.',
  salvo: 'Perfil salvo com sucesso.',
  tituloCriar: 'Cadastrar perfil de acesso',
  tituloEditar: 'Atualizar perfil de acesso',
  tituloVer: 'Visualizar perfil de acesso',
} as const;
