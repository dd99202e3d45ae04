/**
 * The crane's execution view (docs/product/operations.md#crane-screen): its operations in order and
 * the one big action, "Pegar bobina" until the first is started, then "Soltar bobina". Each tap
 * goes to the cab's queue with its Idempotency-Key and is sent when the server can be reached
 * (docs/offline.md); the screen is kept awake while the crane has work.
 */
import type { TOperacao } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { instrucoesApi } from '../../entities/instrucao/api.ts';
import { salvarDestino } from '../../entities/instrucao/salvar-destino.ts';
import { TXT as TXT_INSTRUCAO } from '../../entities/instrucao/textos.ts';
import { toast } from '../../shared/feedback.tsx';
import { mensagemDeErro, sessaoEncerrada } from '../../shared/http.ts';
import { LeitorDeCodigos } from '../../shared/leitura/LeitorDeCodigos.tsx';
import { aplicarOperacoes, operacoesApi, operacoesKey } from './api.ts';
import { OperacaoCard } from './OperacaoCard.tsx';
import { TXT } from './textos.ts';
import { useManterTelaAcesa } from './useManterTelaAcesa.ts';

interface Props {
  codigo: string;
  ops: TOperacao[];
  podeEditar: boolean;
  podeExecutar: boolean;
  /**
   * Pegar/Soltar: the tap goes to the cab's queue (docs/offline.md), with the code read from
   * the label when the operator read one (the server compares it, docs/etiquetas-e-leitura.md).
   */
  onTocar(acao: 'pegar' | 'soltar', op: TOperacao, lido?: string): Promise<void>;
}

export function ExecucaoView({ codigo, ops, podeEditar, podeExecutar, onTocar }: Props) {
  const qc = useQueryClient();
  const [ocupado, setOcupado] = useState(false);
  const primeira = ops[0];
  const soltar = primeira?.isIniciada ?? false;
  const telaAcesa = useManterTelaAcesa(ops.length > 0);

  /** Queued first, so a tap made without a network is kept; a refusal comes back as an alert. */
  const executar = async (lido?: string) => {
    if (!primeira || ocupado) return;
    setOcupado(true);
    try {
      await onTocar(soltar ? 'soltar' : 'pegar', primeira, lido);
    } finally {
      setOcupado(false);
    }
  };

  const pular = async (op: TOperacao) => {
    if (op.isIniciada) return toast.warning(TXT.atencao, TXT.iniciadaNaoDesmarca);
    try {
      aplicarOperacoes(qc, codigo, await operacoesApi.pular(codigo, op.instrucaoId));
    } catch (err) {
      if (!sessaoEncerrada(err)) toast.warning(TXT.atencao, mensagemDeErro(err, TXT.erroPular));
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
      if (!sessaoEncerrada(err)) toast.error('Erro', mensagemDeErro(err, TXT.erroDestino));
      return false;
    }
  };

  return (
    <div data-testid="execucao-view" data-tela-acesa={telaAcesa}>
      {podeExecutar && primeira && (
        <div className="ponte-leitura">
          <div className="ler" data-testid="ler-etiqueta">
            {!soltar
              ? TXT.leiaBobina(primeira.lote)
              : primeira.destino
                ? TXT.leiaEndereco(primeira.destino)
                : TXT.soltarNoVeiculo(TXT_INSTRUCAO.despacho(primeira.despacho))}
          </div>
          <LeitorDeCodigos ativo={!ocupado} onLer={(codigo) => void executar(codigo)} />
        </div>
      )}
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
