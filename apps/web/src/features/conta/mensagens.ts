/**
 * The account screens' user-facing texts (docs/product/main-yard.md#sign-in,
 * docs/product/main-yard.md#forgot-password, docs/product/main-yard.md#change-own-password,
 * docs/product/main-yard.md#messages).
 */
export const VERSAO = '20240001';

export const TXT = {
  loginFalhou: 'Usuário ou senha incorretos. Tente novamente.',
  tokenInvalido: 'Token inválido.',
  senhaAlterada: 'Senha alterada com sucesso',
  erroAlterarSenha: 'Erro ao alterar senha.',
  esqueceuTitulo: 'Esqueceu sua senha?',
  linkEnviado: 'Se o email estiver cadastrado, você receberá um link para redefinir a senha.',
  erroEnviarLink: 'Não foi possível enviar o link. Tente novamente.',
  erroRedefinir: 'Link inválido ou expirado.',
  linkSemToken: 'Link de redefinição inválido. Solicite um novo link.',
} as const;
