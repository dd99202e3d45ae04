export const ADMIN_SENHA = 'admin-senha-123';
export const JWT_SECRET = 'segredo-de-teste-com-mais-de-32-caracteres!!';
