import { expect, type Page } from '@playwright/test';

export async function fazerLogin(page: Page, login: string, senha: string) {
  await page.goto('/login');
  await page.getByTestId('login-input').fill(login);
  await page.getByTestId('senha-input').fill(senha);
  await page.getByTestId('entrar-button').click();
  await expect(page).toHaveURL(/\/main$/);
}
