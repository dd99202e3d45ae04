export const ADMIN_SENHA = 'admin-senha-123';
/** The webhook secrets' master key of test servers (no key file is made beside a test's data). */
export const CHAVE_MESTRA = 'chave-mestra-dos-webhooks-de-teste-32+';
export const JWT_SECRET = 'segredo-de-teste-com-mais-de-32-caracteres!!';
