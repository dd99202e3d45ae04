import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { abrirCofre, arquivoDaChaveMestra, MSG_COFRE } from './cofre.ts';

describe('cofre dos segredos de webhook', () => {
  it('sem WEBHOOK_CHAVE_MESTRA, cria a chave ao lado dos dados (0600) e a reusa', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'cofre-')), 'data');
    const a = abrirCofre({ chaveMestra: undefined, dataDir });
    const arquivo = arquivoDaChaveMestra(dataDir);
    expect(statSync(arquivo).mode & 0o777).toBe(0o600);
    expect(arquivo.startsWith(`${dataDir}/`)).toBe(false);
    const guardado = a.cifrar('whsec_abc');
    expect(guardado).not.toContain('whsec_abc');
    const b = abrirCofre({ chaveMestra: undefined, dataDir });
    expect(b.decifrar(guardado)).toBe('whsec_abc');
    expect(readFileSync(arquivo, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('outra chave mestra não lê o segredo; um segredo em claro passa como está', () => {
    const a = abrirCofre({ chaveMestra: 'a'.repeat(32), dataDir: '/nonexistent' });
    const b = abrirCofre({ chaveMestra: 'b'.repeat(32), dataDir: '/nonexistent' });
    expect(() => b.decifrar(a.cifrar('whsec_x'))).toThrow(MSG_COFRE);
    expect(b.decifrar('whsec_antigo')).toBe('whsec_antigo');
  });
});
