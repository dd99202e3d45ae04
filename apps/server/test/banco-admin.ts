import pg from 'pg';

/** One statement batch on the test server's admin connection (TEST_DATABASE_URL): create, drop. */
export async function comAdmin<T>(adminUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** The URL of database `nome` on the admin URL's server. */
export function urlDoBanco(adminUrl: string, nome: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${nome}`;
  return url.toString();
}
