/**
 * Bulk delete (docs/product/operations.md#bulk-delete): the warnings, the question, one
 * all-or-nothing call.
 */
import type { TipoLista } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { confirmar, toast } from '../../shared/feedback.tsx';
import { mensagemDeErro } from '../../shared/http.ts';
import { filtroDaLista, listasApi, refrescarListas } from './api.ts';
import { TXT } from './textos.ts';
import type { Selecao } from './useSelecao.ts';

export function useExcluirSelecionadas(tipo: TipoLista, selecao: Selecao, linhasNaTela: number) {
  const qc = useQueryClient();
  return async () => {
    if (linhasNaTela === 0) return toast.warning(TXT.atencao, TXT.telaVazia);
    if (!selecao.algum) return toast.warning(TXT.atencao, TXT.semSelecao);
    // Select-all reaches every open coil of the list, whatever the search shows: say how many.
    const n = selecao.todos
      ? await listasApi
          .pagina({ page: 1, pageSize: 1, filter: filtroDaLista(tipo) })
          .then((r) => r.totalItems)
          .catch(() => null)
      : selecao.ids.size;
    if (n === null) return;
    const ok = await confirmar(`${TXT.confirmarExclusao}\n${TXT.seraoExcluidas(n, tipo)}`, {
      okText: TXT.simExcluir,
      cancelText: TXT.naoCancelar,
      danger: true,
    });
    if (!ok) return;
    try {
      await listasApi.excluir(tipo, selecao.corpo());
    } catch (err) {
      toast.error('Erro', mensagemDeErro(err, TXT.erroExcluir));
      return;
    }
    selecao.limpar();
    refrescarListas(qc);
    toast.success('Sucesso', TXT.excluidas);
  };
}
