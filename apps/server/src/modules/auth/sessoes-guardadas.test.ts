import { describe, expect, it } from 'vitest';
import type { UsuarioAutenticado } from './carregar-usuario.ts';
import { type BuscaDeSessao, sessoesGuardadas } from './sessoes-guardadas.ts';

const usuario = (id: number, sessao: string, over: Partial<UsuarioAutenticado> = {}) => ({
  id,
  login: `u${id}`,
  email: `u${id}@x`,
  nome: `U${id}`,
  isActivated: true,
  tokenVersion: 1,
  permissoes: new Set<string>(),
  sessaoId: sessao,
  ...over,
});

/** A lookup that counts its calls and answers what `banco` holds now. */
function montar(validadeMs = 5_000, maximo = 100) {
  let agora = 1_000;
  const banco = new Map<string, UsuarioAutenticado | null>();
  const chamadas: BuscaDeSessao[] = [];
  let pendente: (() => void) | null = null;
  let segurar = false;
  const g = sessoesGuardadas(
    async (b) => {
      chamadas.push(b);
      const lido = banco.get(b.sessao) ?? null;
      if (segurar) await new Promise<void>((ok) => (pendente = ok));
      return lido;
    },
    { validadeMs, maximo, agora: () => agora },
  );
  return {
    g,
    banco,
    chamadas,
    passar: (ms: number) => (agora += ms),
    segurar: () => (segurar = true),
    soltar: () => {
      segurar = false;
      pendente?.();
    },
  };
}

describe('sessões guardadas', () => {
  it('a segunda busca da mesma sessão não vai ao banco; outra sessão vai', async () => {
    const m = montar();
    m.banco.set('a', usuario(1, 'a'));
    m.banco.set('b', usuario(1, 'b'));
    expect((await m.g.carregar({ id: 1, sessao: 'a' }, 1e12))?.sessaoId).toBe('a');
    expect((await m.g.carregar({ id: 1, sessao: 'a' }, 1e12))?.sessaoId).toBe('a');
    expect(m.chamadas).toHaveLength(1);
    await m.g.carregar({ id: 1, sessao: 'b' }, 1e12);
    expect(m.chamadas).toHaveLength(2);
  });

  it('sessão encerrada, usuário inativo ou inexistente não é guardado', async () => {
    const m = montar();
    m.banco.set('fechada', usuario(1, 'x', { sessaoId: undefined }));
    m.banco.set('inativo', usuario(2, 'inativo', { isActivated: false }));
    for (const [id, sessao] of [
      [1, 'fechada'],
      [2, 'inativo'],
      [3, 'nenhuma'],
    ] as const) {
      await m.g.carregar({ id, sessao }, 1e12);
      await m.g.carregar({ id, sessao }, 1e12);
    }
    expect(m.chamadas).toHaveLength(6);
    expect(m.g.tamanho).toBe(0);
  });

  it('esquecer um usuário leva só as sessões dele; null leva todas', async () => {
    const m = montar();
    for (const [id, s] of [
      [1, 'a'],
      [1, 'b'],
      [2, 'c'],
    ] as const) {
      m.banco.set(s, usuario(id, s));
      await m.g.carregar({ id, sessao: s }, 1e12);
    }
    m.g.esquecer(1);
    expect(m.g.tamanho).toBe(1);
    m.banco.set('a', null);
    expect(await m.g.carregar({ id: 1, sessao: 'a' }, 1e12)).toBeNull();
    m.g.esquecer(null);
    expect(m.g.tamanho).toBe(0);
  });

  it('uma busca que começou antes de um esquecer responde, mas não guarda o que leu', async () => {
    const m = montar();
    m.banco.set('a', usuario(1, 'a'));
    m.segurar();
    const emCurso = m.g.carregar({ id: 1, sessao: 'a' }, 1e12);
    m.banco.set('a', null);
    m.g.esquecer(1);
    m.soltar();
    expect((await emCurso)?.sessaoId).toBe('a');
    expect(m.g.tamanho).toBe(0);
    expect(await m.g.carregar({ id: 1, sessao: 'a' }, 1e12)).toBeNull();
  });

  it('vale no máximo a validade, e nunca além do vencimento do token', async () => {
    const m = montar(5_000);
    m.banco.set('a', usuario(1, 'a'));
    await m.g.carregar({ id: 1, sessao: 'a' }, 1e12);
    m.passar(4_999);
    await m.g.carregar({ id: 1, sessao: 'a' }, 1e12);
    expect(m.chamadas).toHaveLength(1);
    m.passar(2);
    await m.g.carregar({ id: 1, sessao: 'a' }, 1e12);
    expect(m.chamadas).toHaveLength(2);
    m.banco.set('b', usuario(1, 'b'));
    await m.g.carregar({ id: 1, sessao: 'b' }, 1_000 + 5_001 + 100);
    m.passar(100);
    await m.g.carregar({ id: 1, sessao: 'b' }, 1_000 + 5_001 + 100);
    expect(m.chamadas).toHaveLength(4);
  });

  it('guarda no máximo `maximo` sessões: a mais antiga sai', async () => {
    const m = montar(5_000, 2);
    for (const s of ['a', 'b', 'c']) {
      m.banco.set(s, usuario(1, s));
      await m.g.carregar({ id: 1, sessao: s }, 1e12);
    }
    expect(m.g.tamanho).toBe(2);
    await m.g.carregar({ id: 1, sessao: 'a' }, 1e12);
    expect(m.chamadas).toHaveLength(4);
  });
});
