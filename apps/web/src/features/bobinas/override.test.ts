import { envelope, MENSAGENS_PATIO, mensagemResfriamento } from '@patio/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/http.ts';
import {
  colocarComConfirmacao,
  isCoolingMessage,
  isStackingMessage,
  perguntaDe,
} from './override.ts';

const recusa = (status: number, ...mensagens: string[]) =>
  new ApiError(status, envelope({ geral: mensagens }));

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
  it('reconhece as regras de empilhamento e de resfriamento pelo texto', () => {
    expect(isStackingMessage(MENSAGENS_PATIO.largura)).toBe(true);
    expect(isStackingMessage(MENSAGENS_PATIO.posicoesAB)).toBe(true);
    expect(isStackingMessage(MENSAGENS_PATIO.ocupado)).toBe(false);
    expect(isCoolingMessage(MENSAGENS_PATIO.resfriamento(true))).toBe(true);
  });

  it('reconhece as regras também como part2 §8 as escreve, sem acentos', () => {
    expect(
      isStackingMessage('Endereco nao atende ao criterio de empilhamento por largura da bobina'),
    ).toBe(true);
    expect(
      isStackingMessage('nao atende ao criterio de empilhamento nas posicoes A e B do patio'),
    ).toBe(true);
    expect(isStackingMessage('Posicao ocupada')).toBe(false);
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
    const r = await colocarComConfirmacao({ ...s, ...o, endereco: '0040CN03', isLege: false });
    expect(r).toEqual({ status: 'cancelado' });
    expect(o.perguntas).toEqual([mensagemResfriamento(false)]);
    expect(s.forces).toEqual([]);
  });

  it('empilhamento (422): pergunta a mensagem e repete com force=true', async () => {
    const s = servidor(recusa(422, MENSAGENS_PATIO.posicoesAB), 'ok');
    const o = operador(true);
    const r = await colocarComConfirmacao({ ...s, ...o, endereco: '0005BP03', isLege: false });
    expect(r.status).toBe('feito');
    expect(o.perguntas).toEqual([perguntaDe(MENSAGENS_PATIO.posicoesAB)]);
    expect(s.forces).toEqual([false, true]);
  });

  it('na lista reserva a pergunta termina com o texto sem acentos de part2 §8', async () => {
    const s = servidor(recusa(422, MENSAGENS_PATIO.largura), 'ok');
    const o = operador(true);
    const confirmar = 'Deseja confirmar esta operacao?';
    await colocarComConfirmacao({ ...s, ...o, endereco: '0005CP03', isLege: false, confirmar });
    expect(o.perguntas).toEqual([perguntaDe(MENSAGENS_PATIO.largura, confirmar)]);
    expect(o.perguntas[0]).toMatch(/\. Deseja confirmar esta operacao\?$/);
    expect(s.forces).toEqual([false, true]);
  });

  it('empilhamento cancelado: não repete', async () => {
    const s = servidor(recusa(422, MENSAGENS_PATIO.largura));
    const o = operador(false);
    const r = await colocarComConfirmacao({ ...s, ...o, endereco: '0005CP03', isLege: false });
    expect(r).toEqual({ status: 'cancelado' });
    expect(s.forces).toEqual([false]);
  });

  it('pirâmide com resfriamento já confirmado: pergunta só o empilhamento antes de forçar', async () => {
    const s = servidor(
      recusa(422, MENSAGENS_PATIO.largura, MENSAGENS_PATIO.resfriamento(true)),
      'ok',
    );
    const o = operador(true, true);
    await colocarComConfirmacao({ ...s, ...o, endereco: '0005CP03', isLege: true });
    expect(o.perguntas).toEqual([mensagemResfriamento(true), perguntaDe(MENSAGENS_PATIO.largura)]);
    expect(s.forces).toEqual([false, true]);
  });

  it('duas regras de empilhamento: as duas são perguntadas; um Não cancela', async () => {
    const s = servidor(recusa(422, MENSAGENS_PATIO.largura, MENSAGENS_PATIO.posicoesAB));
    const o = operador(true, false);
    const r = await colocarComConfirmacao({ ...s, ...o, endereco: '0005BP03', isLege: false });
    expect(r.status).toBe('cancelado');
    expect(o.perguntas).toHaveLength(2);
    expect(s.forces).toEqual([false]);
  });

  it('409 e 422 desconhecido não são contornáveis: o erro sobe sem pergunta', async () => {
    for (const erro of [recusa(409, MENSAGENS_PATIO.ocupado), recusa(422, 'Outra regra')]) {
      const s = servidor(erro);
      const o = operador(true);
      await expect(
        colocarComConfirmacao({ ...s, ...o, endereco: '0005CN03', isLege: false }),
      ).rejects.toBe(erro);
      expect(o.perguntas).toEqual([]);
    }
  });

  it('recusa mesmo forçada sobe (nunca repete em laço)', async () => {
    const erro = recusa(422, MENSAGENS_PATIO.largura);
    const s = servidor(recusa(422, MENSAGENS_PATIO.largura), erro);
    const o = operador(true);
    await expect(
      colocarComConfirmacao({ ...s, ...o, endereco: '0005CP03', isLege: false }),
    ).rejects.toBe(erro);
    expect(s.forces).toEqual([false, true]);
  });
});
