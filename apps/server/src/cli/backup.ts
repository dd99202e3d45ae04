/**
 * `npm run backup -- --out FILE [--url http://host:port] [--usuario admin]` (docs/backup.md).
 * PostgreSQL (DATABASE_URL): pg_dump in its custom format. Embedded database: through the
 * running server (PGlite has one process), `GET /api/admin/backup` as an administrator whose
 * password is in PATIO_SENHA (or ADMIN_PASSWORD). The file appears only once it is complete.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { desencapsular } from '../modules/backup/formato.ts';
import { type Comando, lerArgumentos } from './argumentos.ts';

const USO = 'Uso: npm run backup -- --out ARQUIVO [--url http://localhost:3000] [--usuario admin]';

const COMANDO: Comando = {
  uso: 'npm run backup -- --out ARQUIVO [--url http://localhost:3000] [--usuario admin]',
  descricao:
    'Grava uma cópia de segurança do banco (docs/backup.md): com DATABASE_URL, pelo pg_dump; ' +
    'com o banco embutido, pedindo ao servidor em execução (senha em PATIO_SENHA).',
  opcoes: {
    out: { valor: 'ARQUIVO', descricao: 'onde gravar a cópia (obrigatório)' },
    url: { valor: 'URL', descricao: 'o servidor em execução (padrão http://localhost:PORT)' },
    usuario: { valor: 'LOGIN', descricao: 'o administrador que pede a cópia (padrão admin)' },
  },
};

export function temFerramenta(nome: string): boolean {
  return spawnSync(nome, ['--version'], { stdio: 'ignore' }).status === 0;
}

async function viaServidor(url: string, usuario: string, senha: string): Promise<Buffer> {
  const login = await fetch(`${url}/api/Usuarios/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: usuario, senha }),
  });
  if (!login.ok) throw new Error(`Login de ${usuario} recusado pelo servidor (${login.status}).`);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const res = await fetch(`${url}/api/admin/backup`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`O servidor recusou a cópia (${res.status}): ${await res.text()}`);
  const copia = Buffer.from(await res.arrayBuffer());
  await fetch(`${url}/api/Usuarios/Logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  }).catch(() => {});
  desencapsular(copia); // a cut download is refused here, not at restore time
  return copia;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const inicio = performance.now();
  try {
    const values = lerArgumentos(COMANDO).values as Partial<Record<string, string>>;
    if (!values.out) throw new Error(USO);
    const config = loadConfig();
    const temp = `${values.out}.parcial`;
    // The copy holds the signing key and every password hash: readable by its owner only,
    // from its first byte (pg_dump writes into the file made here, keeping its mode).
    writeFileSync(temp, '', { mode: 0o600 });
    chmodSync(temp, 0o600);
    if (config.databaseUrl) {
      if (!temFerramenta('pg_dump')) {
        throw new Error(
          'pg_dump não encontrado: instale o cliente do PostgreSQL (pacote postgresql-client) da mesma versão do servidor.',
        );
      }
      const r = spawnSync('pg_dump', ['-Fc', '-f', temp, config.databaseUrl], { stdio: 'inherit' });
      if (r.status !== 0) throw new Error(`pg_dump falhou (saída ${r.status}).`);
    } else {
      const senha = process.env.PATIO_SENHA ?? process.env.ADMIN_PASSWORD;
      if (!senha) throw new Error('Defina PATIO_SENHA com a senha do administrador.');
      const url = values.url ?? `http://localhost:${config.port}`;
      writeFileSync(temp, await viaServidor(url, values.usuario ?? 'admin', senha));
    }
    chmodSync(temp, 0o600);
    renameSync(temp, values.out);
    const mb = (statSync(values.out).size / 1e6).toFixed(1);
    const s = ((performance.now() - inicio) / 1000).toFixed(1);
    console.log(`Cópia de segurança gravada em ${values.out} (${mb} MB, ${s} s).`);
  } catch (err) {
    rmSync(`${process.argv.at(-1)}.parcial`, { force: true });
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
