import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { type Comando, interpretarArgumentos } from './argumentos.ts';

const C: Comando = {
  uso: 'npm run x -- --out ARQUIVO [--rapido]',
  descricao: 'Faz x.',
  opcoes: {
    out: { valor: 'ARQUIVO', descricao: 'onde gravar' },
    rapido: { descricao: 'sem conferir' },
  },
};

describe('the command line of the programs', () => {
  it('--help: usage, what it does, each option', () => {
    const l = interpretarArgumentos(C, ['--out', 'a', '--help']);
    expect(l.tipo).toBe('ajuda');
    const texto = l.tipo === 'ajuda' ? l.texto : '';
    expect(texto).toContain('Uso: npm run x -- --out ARQUIVO [--rapido]');
    expect(texto).toContain('Faz x.');
    expect(texto).toMatch(/--out ARQUIVO\s+onde gravar/);
    expect(texto).toMatch(/--rapido\s+sem conferir/);
  });

  it('an unknown option, a missing value or an extra argument: one line naming it', () => {
    expect(interpretarArgumentos(C, ['--moedas', '3'])).toEqual({
      tipo: 'erro',
      linha: 'Opção desconhecida: --moedas. Use --help para ver as opções.',
    });
    expect(interpretarArgumentos(C, ['--out'])).toEqual({
      tipo: 'erro',
      linha: 'A opção --out precisa de um valor. Use --help para ver as opções.',
    });
    expect(interpretarArgumentos(C, ['sobra'])).toEqual({
      tipo: 'erro',
      linha: 'Argumento inesperado: sobra. Use --help para ver as opções.',
    });
    expect(interpretarArgumentos({ ...C, posicionais: 1 }, ['a', 'b'])).toMatchObject({
      tipo: 'erro',
      linha: 'Argumento inesperado: b. Use --help para ver as opções.',
    });
  });

  it('valid arguments pass through', () => {
    expect(interpretarArgumentos(C, ['--out', 'a', '--rapido'])).toMatchObject({
      tipo: 'ok',
      values: { out: 'a', rapido: true },
    });
  });

  // Each program answers before opening anything: no database, no server needed. Starting a
  // program under tsx is slow on a busy machine: CI starts one, CLI_TODOS=1 all five.
  const TODOS = ['backup', 'restore', 'verificar-auditoria', 'seed-demo', 'seed-scale'];
  const PROGRAMAS = process.env.CLI_TODOS ? TODOS : ['backup'];
  it('every program: --help exits 0 with its usage; an unknown option exits 2 with one line', async () => {
    const rodar = (programa: string, args: string[]) =>
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', fileURLToPath(new URL(`./${programa}.ts`, import.meta.url)), ...args],
        { env: { ...process.env, LOG_LEVEL: 'silent' } },
      ).then(
        (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => e,
      );
    const respostas = await Promise.all(
      PROGRAMAS.flatMap((p) => [rodar(p, ['--help']), rodar(p, ['--nada'])]),
    );
    PROGRAMAS.forEach((p, i) => {
      const [ajuda, errado] = [respostas[2 * i], respostas[2 * i + 1]];
      expect(ajuda?.code, p).toBe(0);
      expect(ajuda?.stdout, p).toMatch(/^Uso: npm run /);
      expect(errado?.code, p).toBe(2);
      expect(errado?.stderr.trim(), p).toBe(
        'Opção desconhecida: --nada. Use --help para ver as opções.',
      );
    });
  }, 60_000);
});
