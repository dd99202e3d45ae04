import { type CodigoErro, envelope, MENSAGENS_PATIO, mensagemResfriamento } from '@patio/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/http.ts';
import { colocarComConfirmacao, perguntaDe } from './override.ts';

/** A rule as the server names it: its code (null when the refusal carries none) and message. */
type Regra = [CodigoErro | null, string];
const LARGURA: Regra = ['LARGURA', MENSAGENS_PATIO.largura];
const POSICOES_AB: Regra = ['POSICOES_AB', MENSAGENS_PATIO.posicoesAB];
const RESFRIAMENTO_LEGE: Regra = ['RESFRIAMENTO', MENSAGENS_PATIO.resfriamento(true)];
const OCUPADO: Regra = ['OCUPADO', MENSAGENS_PATIO.ocupado];

/** The server's refusal: the envelope with one code per message when every rule has one. */
function recusa(status: number, ...regras: Regra[]) {
  const codigos = regras.map(([c]) => c);
  const todos = codigos.every((c): c is CodigoErro => c !== null);
  const geral = regras.map(([, m]) => m);
  // A rule without a code stands for an older server's refusal, which sent none.
  return new ApiError(
    status,
    todos ? envelope({ geral }, codigos) : { errors: { geral }, Messagens: geral },
  );
}

/** A fake server: answers each call with the next reply; records the force flags it saw. */
function servidor(...respostas: (ApiError | 'ok')[]) {
  const forces: boolean[] = [];
  const send = async (force: boolean) => {
    forces.push(force);
    const r = respostas.shift();
    if (r === undefined) throw new Error('chamada a mais');
    if (r !== 'ok') throw r;
    return { id: 1 };
  };
  return { send, forces };
}

function operador(...respostas: boolean[]) {
  const perguntas: string[] = [];
  const ask = async (p: string) => {
    perguntas.push(p);
    return respostas.shift() ?? false;
  };
  return { ask, perguntas };
}

describe('mensagens das regras', () => {
  it('reconhece as regras pelo código que o servidor envia, não pelo texto', async () => {
    const semAcentos: Regra = [
      'LARGURA',
      'Endereco nao atende ao criterio de empilhamento por largura da bobina',
    ];
    const s = servidor(recusa(422, semAcentos), 'ok');
    const o = operador(true);
    await colocarComConfirmacao({ ...s, ...o, endereco: '0005CP03', isLege: false });
    expect(o.perguntas).toEqual([perguntaDe(semAcentos[1])]);
    expect(s.forces).toEqual([false, true]);
  });

  it('o mesmo texto sem código não é contornável', async () => {
    const erro = recusa(422, [null, MENSAGENS_PATIO.largura]);
    const s = servidor(erro);
    const o = operador(true);
    await expect(
      colocarComConfirmacao({ ...s, ...o, endereco: '0005CP03', isLege: false }),
    ).rejects.toBe(erro);
    expect(o.perguntas).toEqual([]);
  });

  it('na lista reserva pergunta "{mensagem}. Deseja confirmar esta operacao?"', () => {
    expect(perguntaDe('Regra X.', 'Deseja confirmar esta operacao?')).toBe(
      'Regra X. Deseja confirmar esta operacao?',
    );
  });

  it('pergunta "{mensagem}. Deseja confirmar esta operação?"', () => {
    expect(perguntaDe(MENSAGENS_PATIO.posicoesAB)).toBe(
      'O endereço escolhido não atende ao critério de empilhamento nas posições A e B do pátio. Deseja confirmar esta operação?',
    );
    expect(perguntaDe('Regra X.')).toBe('Regra X. Deseja confirmar esta operação?');
    // the server's cooling message asked this way is the client's own question
    expect(perguntaDe(MENSAGENS_PATIO.resfriamento(false))).toBe(mensagemResfriamento(false));
  });
});

describe('colocação com confirmação', () => {
  it('sem regra quebrada: uma chamada, sem força, sem pergunta', async () => {
    const s = servidor('ok');
    const o = operador();
    const r = await colocarComConfirmacao({ ...s, ...o, endereco: '0005CN03', isLege: false });
    expect(r).toEqual({ status: 'feito', data: { id: 1 } });
    expect(s.forces).toEqual([false]);
    expect(o.perguntas).toEqual([]);
  });

  it('resfriamento no chão (N): pergunta antes e envia direto com force=true', async () => {
    const s = servidor('ok');
    const o = operador(true);
    await colocarComConfirmacao({ ...s, ...o, endereco: '0005CN03', isLege: true });
    expect(o.perguntas).toEqual([mensagemResfriamento(true)]);
    expect(s.forces).toEqual([true]);
  });

  it('resfriamento cancelado: nada é enviado', async () => {
    const s = servidor();
    const o = operador(false);
    const r = await colocarComConfirmacao({ ...s, ...o, endereco: '0005CN03', isLege: true });
    expect(r).toEqual({ status: 'cancelado' });
    expect(o.perguntas).toEqual([mensagemResfriamento(true)]);
    expect(s.forces).toEqual([]);
  });

  it('endereço fora do pátio (0031AN01 com 30 grupos): nenhuma pergunta, o servidor recusa', async () => {
    const fora = new ApiError(
      400,
      envelope({ endereco: ['Grupo 31 fora do pátio (1 a 30).'] }, 'FORA_DO_LAYOUT'),
    );
    for (const endereco of ['0031AN01', '0040CN03']) {
      const s = servidor(fora);
      const o = operador(true);
      await expect(colocarComConfirmacao({ ...s, ...o, endereco, isLege: false })).rejects.toBe(
        fora,
      );
      expect(o.perguntas).toEqual([]);
      expect(s.forces).toEqual([false]);
    }
  });

  it('empilhamento (422): pergunta a mensagem e repete com force=true', async () => {
    const s = servidor(recusa(422, POSICOES_AB), 'ok');
    const o = operador(true);
    const r = await colocarComConfirmacao({ ...s, ...o, endereco: '0005BP03', isLege: false });
    expect(r.status).toBe('feito');
    expect(o.perguntas).toEqual([perguntaDe(MENSAGENS_PATIO.posicoesAB)]);
    expect(s.forces).toEqual([false, true]);
  });

  it('na lista reserva a pergunta termina com o texto sem acentos de docs/product/operations.md', async () => {
    const s = servidor(recusa(422, LARGURA), 'ok');
    const o = operador(true);
    const confirmar = 'Deseja confirmar esta operacao?';
    await colocarComConfirmacao({ ...s, ...o, endereco: '0005CP03', isLege: false, confirmar });
    expect(o.perguntas).toEqual([perguntaDe(MENSAGENS_PATIO.largura, confirmar)]);
    expect(o.perguntas[0]).toMatch(/\. Deseja confirmar esta operacao\?$/);
    expect(s.forces).toEqual([false, true]);
  });

  it('empilhamento cancelado: não repete', async () => {
    const s = servidor(recusa(422, LARGURA));
    const o = operador(false);
    const r = await colocarComConfirmacao({ ...s, ...o, endereco: '0005CP03', isLege: false });
    expect(r).toEqual({ status: 'cancelado' });
    expect(s.forces).toEqual([false]);
  });

  it('pirâmide com resfriamento já confirmado: pergunta só o empilhamento antes de forçar', async () => {
    const s = servidor(recusa(422, LARGURA, RESFRIAMENTO_LEGE), 'ok');
    const o = operador(true, true);
    await colocarComConfirmacao({ ...s, ...o, endereco: '0005CP03', isLege: true });
    expect(o.perguntas).toEqual([mensagemResfriamento(true), perguntaDe(MENSAGENS_PATIO.largura)]);
    expect(s.forces).toEqual([false, true]);
  });

  it('duas regras de empilhamento: as duas são perguntadas; um Não cancela', async () => {
    const s = servidor(recusa(422, LARGURA, POSICOES_AB));
    const o = operador(true, false);
    const r = await colocarComConfirmacao({ ...s, ...o, endereco: '0005BP03', isLege: false });
    expect(r.status).toBe('cancelado');
    expect(o.perguntas).toHaveLength(2);
    expect(s.forces).toEqual([false]);
  });

  it('409 e 422 desconhecido não são contornáveis: o erro sobe sem pergunta', async () => {
    for (const erro of [recusa(409, OCUPADO), recusa(422, [null, 'Outra regra'])]) {
      const s = servidor(erro);
      const o = operador(true);
      await expect(
        colocarComConfirmacao({ ...s, ...o, endereco: '0005CN03', isLege: false }),
      ).rejects.toBe(erro);
      expect(o.perguntas).toEqual([]);
    }
  });

  it('recusa mesmo forçada sobe (nunca repete em laço)', async () => {
    const erro = recusa(422, LARGURA);
    const s = servidor(recusa(422, LARGURA), erro);
    const o = operador(true);
    await expect(
      colocarComConfirmacao({ ...s, ...o, endereco: '0005CP03', isLege: false }),
    ).rejects.toBe(erro);
    expect(s.forces).toEqual([false, true]);
  });
});
