import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Executor } from '../../src/db/client.ts';
import { type Dados, dadosPglite, dadosPostgres, iniciarServidor, SENHA } from './servidor.ts';

/*
 * Back up, change data, restore: the data equals the backup. A truncated or foreign file is
 * refused with a clear message and nothing is overwritten. The file is its owner's alone (0600).
 */

const SERVIDOR = fileURLToPath(new URL('../../', import.meta.url));
const BACKENDS = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Every table's rows, as one md5 per table. */
async function impressao(db: Executor) {
  const r = await db.execute(sql`
    select string_agg(format('%s=%s', t, h), ' ' order by t) as v from (
      select 'bobinas' t, md5(coalesce(string_agg(x::text, ',' order by id), '')) h from bobinas x
      union all select 'eventos', md5(coalesce(string_agg(x::text, ',' order by id), '')) from eventos x
      union all select 'movimentos', md5(coalesce(string_agg(x::text, ',' order by id), '')) from movimentos x
      union all select 'usuarios', md5(coalesce(string_agg(x::text, ',' order by id), '')) from usuarios x
    ) s`);
  return (r as unknown as { rows: { v: string }[] }).rows[0]?.v;
}

function rodar(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const inicio = performance.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
    cwd: SERVIDOR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    encoding: 'utf8',
  });
  return { status: r.status, saida: `${r.stdout}${r.stderr}`, ms: performance.now() - inicio };
}

describe.each(BACKENDS)('cópia de segurança e restauração (%s)', (backend) => {
  let dados: Dados;
  let dir: string;
  beforeAll(async () => {
    dados =
      backend === 'postgres'
        ? await dadosPostgres(process.env.TEST_DATABASE_URL as string)
        : await dadosPglite(inject('pgliteTemplate'));
    dir = mkdtempSync(join(tmpdir(), 'patio-backup-'));
  }, 120_000);
  afterAll(async () => {
    await dados?.apagar();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copia, muda os dados, restaura: os dados voltam a ser os da cópia; arquivo truncado ou estranho é recusado', async () => {
    const s = await iniciarServidor(dados);
    const arquivo = join(dir, 'patio.backup');
    let copiado: string | undefined;
    try {
      const antes = await s.chamar('POST', '/api/alarmeseventos', { descricao: 'antes da cópia' });
      expect(antes.status).toBe(201);
      if (backend === 'postgres') copiado = await dados.conectar(impressao);
      const b = rodar('backup', ['--out', arquivo, '--url', s.url], {
        ...dados.env,
        PATIO_SENHA: SENHA,
      });
      expect(b.status, b.saida).toBe(0);
      expect(b.saida).toContain('Cópia de segurança gravada');
      // It holds the signing key and the password hashes: its owner alone may read it.
      expect((statSync(arquivo).mode & 0o777).toString(8)).toBe('600');
      console.log(`[backup ${backend}] ${b.saida.trim()} (${b.ms.toFixed(0)} ms com o processo)`);
      const depois = await s.chamar('POST', '/api/alarmeseventos', {
        descricao: 'depois da cópia',
      });
      expect(depois.status).toBe(201);
    } finally {
      await s.parar();
    }
    const mudado = await dados.conectar(impressao);
    if (backend === 'pglite') {
      const r0 = rodar('restore', [arquivo], dados.env);
      expect(r0.status, r0.saida).toBe(0);
      console.log(`[restore ${backend}] ${r0.saida.trim()}`);
      copiado = await dados.conectar(impressao);
    }
    expect(mudado).not.toEqual(copiado);
    const atual = await dados.conectar(impressao);

    const truncado = join(dir, 'truncado.backup');
    const inteiro = readFileSync(arquivo);
    writeFileSync(truncado, inteiro.subarray(0, Math.floor(inteiro.length * 0.7)));
    const estranho = join(dir, 'estranho.backup');
    writeFileSync(estranho, 'isto não é uma cópia\n'.repeat(100));
    for (const [f, trecho] of [
      [truncado, backend === 'pglite' ? 'incompleta ou corrompida' : 'Arquivo truncado'],
      [
        estranho,
        backend === 'pglite' ? 'não é uma cópia de segurança do Pátio' : 'Arquivo truncado',
      ],
    ] as const) {
      const r = rodar('restore', [f], dados.env);
      expect(r.status, r.saida).toBe(1);
      expect(r.saida).toContain(trecho);
      expect(r.saida).toContain('nada foi alterado');
      expect(await dados.conectar(impressao)).toEqual(atual);
    }

    if (backend === 'postgres') {
      const r = rodar('restore', [arquivo], dados.env);
      expect(r.status, r.saida).toBe(0);
      console.log(`[restore ${backend}] ${r.saida.trim()}`);
    }
    expect(await dados.conectar(impressao)).toEqual(copiado);
    const descricoes = await dados.conectar(async (db) => {
      const r = await db.execute(
        sql`select descricao from eventos where descricao like '% da cópia' order by id`,
      );
      return (r as unknown as { rows: { descricao: string }[] }).rows.map((x) => x.descricao);
    });
    expect(descricoes).toEqual(['antes da cópia']);
    const s2 = await iniciarServidor(dados);
    await s2.parar();
  }, 300_000);
});
