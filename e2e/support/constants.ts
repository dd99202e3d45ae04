export const ADMIN_SENHA = 'admin-e2e-senha';
