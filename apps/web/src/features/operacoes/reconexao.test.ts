import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/http.ts';
import { repetirAteResponder, semConexao } from './reconexao.ts';

const reconexao = () => ({
  aoPerder: vi.fn(),
  aoVoltar: vi.fn(),
  esperar: vi.fn((_ms: number) => Promise.resolve()),
});

describe('repetirAteResponder', () => {
  it('sem conexão: avisa uma vez, repete a mesma chamada e volta sozinho', async () => {
    const r = reconexao();
    const chamar = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(0, null))
      .mockRejectedValueOnce(new ApiError(503, null))
      .mockResolvedValueOnce('ok');
    await expect(repetirAteResponder(chamar, r)).resolves.toBe('ok');
    expect(chamar).toHaveBeenCalledTimes(3);
    expect(r.aoPerder).toHaveBeenCalledTimes(1);
    expect(r.aoVoltar).toHaveBeenCalledTimes(1);
    expect(r.esperar.mock.calls.map((c) => c[0])).toEqual([500, 1000]);
  });

  it('uma recusa do servidor não é repetida', async () => {
    const r = reconexao();
    const recusa = new ApiError(409, { Messagens: ['não'] });
    await expect(repetirAteResponder(() => Promise.reject(recusa), r)).rejects.toBe(recusa);
    expect(r.aoPerder).not.toHaveBeenCalled();
  });

  it('o que é falta de conexão', () => {
    expect([0, 502, 503, 504, 500, 409].map((s) => semConexao(new ApiError(s, null)))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(semConexao(new Error('x'))).toBe(false);
  });
});
