/**
 * The crane's execution view (part2 §2.8, §4): its operations in order and the one big action,
 * "Pegar bobina" until the first is started, then "Soltar bobina".
 */
import type { TOperacao } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { alerta, toast } from '../../shared/feedback.tsx';
import { ApiError, mensagemDeErro } from '../../shared/http.ts';
import { instrucoesApi } from '../instrucoes/api.ts';
import { salvarDestino } from '../instrucoes/salvar-destino.ts';
import { aplicarOperacoes, operacoesApi, operacoesKey } from './api.ts';
import { OperacaoCard } from './OperacaoCard.tsx';
import { TXT } from './textos.ts';

interface Props {
  codigo: string;
  ops: TOperacao[];
  podeEditar: boolean;
  podeExecutar: boolean;
}

const semSessao = (err: unknown) => err instanceof ApiError && err.status === 401;

export function ExecucaoView({ codigo, ops, podeEditar, podeExecutar }: Props) {
  const qc = useQueryClient();
  const [ocupado, setOcupado] = useState(false);
  const primeira = ops[0];
  const soltar = primeira?.isIniciada ?? false;

  /** A refusal stays on screen until OK: the operator in the cab must read why. */
  const executar = async () => {
    setOcupado(true);
    try {
      const r = soltar ? await operacoesApi.soltar(codigo) : await operacoesApi.pegar(codigo);
      aplicarOperacoes(qc, codigo, r);
    } catch (err) {
      const titulo = soltar ? TXT.erroSoltar : TXT.erroPegar;
      if (!semSessao(err))
        void alerta.error(mensagemDeErro(err, titulo), { title: titulo, autoCloseMs: false });
      void qc.invalidateQueries({ queryKey: operacoesKey(codigo) });
    } finally {
      setOcupado(false);
    }
  };

  const pular = async (op: TOperacao) => {
    if (op.isIniciada) return toast.warning(TXT.atencao, TXT.iniciadaNaoDesmarca);
    try {
      aplicarOperacoes(qc, codigo, await operacoesApi.pular(codigo, op.instrucaoId));
    } catch (err) {
      if (!semSessao(err)) toast.warning(TXT.atencao, mensagemDeErro(err, TXT.erroPular));
    }
  };

  const salvarDestinoDe = (op: TOperacao) => async (destino: string) => {
    try {
      const salva = await salvarDestino({
        destino,
        isLege: op.isLege,
        enviar: (force) =>
          instrucoesApi.atualizar(op.instrucaoId, { lote: op.lote, destino }, force),
      });
      if (!salva) return false;
      void qc.invalidateQueries({ queryKey: operacoesKey(codigo) });
      toast.success('Sucesso', TXT.destinoAtualizado);
      return true;
    } catch (err) {
      if (!semSessao(err)) toast.error('Erro', mensagemDeErro(err, TXT.erroDestino));
      return false;
    }
  };

  return (
    <div data-testid="execucao-view">
      <div className="ponte-operacoes">
        {ops.map((op, i) => (
          <OperacaoCard
            key={`${op.instrucaoId}-${op.destino}`}
            op={op}
            primeira={i === 0}
            podeEditar={podeEditar}
            podeExecutar={podeExecutar}
            onSalvarDestino={salvarDestinoDe(op)}
            onPular={() => void pular(op)}
          />
        ))}
      </div>
      {podeExecutar && (
        <div className="ponte-rodape">
          <Button
            type="primary"
            danger={soltar}
            block
            className="ponte-botao"
            loading={ocupado}
            onClick={() => void executar()}
            data-testid={soltar ? 'soltar-button' : 'pegar-button'}
          >
            {soltar ? TXT.soltar : TXT.pegar}
          </Button>
        </div>
      )}
    </div>
  );
}
