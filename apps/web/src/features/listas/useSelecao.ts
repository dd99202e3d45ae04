/**
 * The list's selection (docs/product/operations.md#reserve-list,
 * docs/product/operations.md#bulk-delete): single rows, or select-all meaning every open item of
 * the list (sent as `{todos: true}`, decided on the server). Toggling select-all clears the single
 * rows; changing the list, deleting and leaving reorder mode clear everything.
 */
import type { TExclusaoLista } from '@patio/domain';
import { useCallback, useMemo, useState } from 'react';

export function useSelecao() {
  const [todos, setTodos] = useState(false);
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set());

  const limpar = useCallback(() => {
    setTodos(false);
    setIds(new Set());
  }, []);
  const alternarTodos = useCallback(() => {
    setTodos((t) => !t);
    setIds(new Set());
  }, []);
  const alternar = useCallback((id: number, marcado: boolean) => {
    setIds((prev) => {
      const next = new Set(prev);
      if (marcado) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  return useMemo(
    () => ({
      todos,
      ids,
      algum: todos || ids.size > 0,
      limpar,
      alternarTodos,
      alternar,
      corpo: (): TExclusaoLista => (todos ? { todos: true } : { ids: [...ids] }),
    }),
    [todos, ids, limpar, alternarTodos, alternar],
  );
}

export type Selecao = ReturnType<typeof useSelecao>;
