/**
 * Entering and leaving a reserve list's reorder mode (docs/product/operations.md#reorder-mode):
 * from the toolbar or by dragging a row; leaving resets the list's page.
 */
import type { TItemLista, TipoLista } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../shared/feedback.tsx';
import {
  configOf,
  type ListDescriptor,
  type ListState,
  writeState,
} from '../../shared/list/index.ts';
import { TXT } from './textos.ts';
import type { MovimentoPendente } from './useReordenacao.ts';
import type { Selecao } from './useSelecao.ts';
import { PARAM_TIPO } from './useTipoPatio.ts';

type Modo = { edicao: false } | { edicao: true; pendente: MovimentoPendente | null };

export function useModoEdicao(
  tipo: TipoLista,
  itens: ListDescriptor<TItemLista>,
  s: ListState,
  selecao: Selecao,
) {
  const qc = useQueryClient();
  const [, setParams] = useSearchParams();
  const [modo, setModo] = useState<Modo>({ edicao: false });

  const entrarEdicao = (pendente: MovimentoPendente | null) => {
    selecao.limpar();
    setModo({ edicao: true, pendente });
    toast.info(TXT.modoEdicaoTitulo, TXT.modoEdicaoTexto);
  };
  // Leaving: page 1, 10 rows, no search or filter, fresh rows, nothing selected
  // (docs/product/operations.md#reorder-mode).
  const sairEdicao = () => {
    setModo({ edicao: false });
    selecao.limpar();
    const limpo = writeState(
      { ...s, page: 1, pageSize: 10, search: '', filters: {} },
      configOf(itens),
    );
    limpo.set(PARAM_TIPO, tipo);
    setParams(limpo);
    void qc.invalidateQueries({ queryKey: ['listas'] });
  };

  return { modo, entrarEdicao, sairEdicao };
}
