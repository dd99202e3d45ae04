/**
 * The crane's selection view (docs/product/operations.md#crane-screen): the released instructions,
 * up to two chosen, then "Avançar" puts them on the crane. The list follows the live stream: an
 * instruction another crane takes is marked at once, and leaves this operator's choice with a
 * warning.
 */
import type { TInstrucaoLinha } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { toast } from '../../shared/feedback.tsx';
import { ApiError, mensagemDeErro, sessaoEncerrada } from '../../shared/http.ts';
import { Pagination, SearchBox } from '../../shared/list/index.ts';
import { useErroToast } from '../../shared/useErroToast.ts';
import { aplicarOperacoes, operacoesApi, useInstrucoesLiberadas } from './api.ts';
import { Escolha } from './Escolha.tsx';
import { alternar, remanejamentosFaltando, tomadasPorOutro } from './selecao.ts';
import { TXT } from './textos.ts';

interface Props {
  ponte: string;
  codigo: string;
  /** Without EXECUTAR_INSTRUCAO the list is shown but nothing goes on the crane (it could not come off). */
  podeExecutar: boolean;
}

export function SelecaoView({ ponte, codigo, podeExecutar }: Props) {
  const qc = useQueryClient();
  const [selecao, setSelecao] = useState<number[]>([]);
  const [page, setPage] = useState(1);
  const [busca, setBusca] = useState('');
  const [enviando, setEnviando] = useState(false);
  const q = useInstrucoesLiberadas(page, busca);
  useErroToast(q.error, TXT.erroListar);
  const rows = q.data?.instrucoes;

  useEffect(() => {
    const tomadas = tomadasPorOutro(selecao, rows ?? []);
    if (tomadas.length === 0) return;
    setSelecao((s) => s.filter((id) => !tomadas.includes(id)));
    toast.warning(TXT.atencao, TXT.outroOperador);
  }, [rows, selecao]);

  const tocar = (i: TInstrucaoLinha) => {
    if (!podeExecutar) return;
    const r = alternar(selecao, i, rows ?? []);
    if (r.aviso !== undefined) toast.warning(TXT.atencao, r.aviso);
    else setSelecao(r.selecao);
  };

  const avancar = async () => {
    if (selecao.length === 0) return toast.warning(TXT.atencao, TXT.selecioneUma);
    setEnviando(true);
    try {
      aplicarOperacoes(qc, codigo, await operacoesApi.selecionar(ponte, selecao));
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) {
        toast.warning(TXT.atencao, TXT.jaSelecionadaOutra);
        setSelecao([]);
        void q.refetch();
      } else if (!sessaoEncerrada(err)) {
        toast.error('Erro', mensagemDeErro(err, TXT.erroCriar));
      }
    } finally {
      setEnviando(false);
    }
  };

  return (
    <div data-testid="selecao-view">
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginTop: 16 }}>
        <SearchBox
          value={busca}
          onSearch={(t) => {
            setBusca(t);
            setPage(1);
          }}
        />
        <Typography.Text type="secondary" data-testid="total-itens">
          {q.data?.totalItens ?? 0} instrução(ões) liberada(s)
        </Typography.Text>
      </Flex>
      <Spin spinning={q.isFetching && !rows}>
        {rows && rows.length === 0 ? (
          <Empty description={TXT.nenhuma} style={{ margin: 32 }} />
        ) : (
          <div className="ponte-escolhas">
            {(rows ?? []).map((i) => (
              <Escolha
                key={i.id}
                instrucao={i}
                ordem={selecao.indexOf(i.id) + 1}
                bloqueada={remanejamentosFaltando(selecao, i, rows ?? []).length > 0}
                onTocar={() => tocar(i)}
              />
            ))}
          </div>
        )}
      </Spin>
      <Flex justify="flex-end">
        <Pagination page={page} totalPages={q.data?.totalPaginas ?? 0} onPage={setPage} />
      </Flex>
      <div className="ponte-rodape">
        {podeExecutar ? (
          <Button
            type="primary"
            block
            className="ponte-botao"
            loading={enviando}
            onClick={() => void avancar()}
            data-testid="avancar-button"
          >
            {TXT.avancar}
          </Button>
        ) : (
          <Alert type="info" showIcon title={TXT.soExecutar} data-testid="so-executar" />
        )}
      </div>
    </div>
  );
}
