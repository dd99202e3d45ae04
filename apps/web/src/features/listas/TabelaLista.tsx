/**
 * The reserve list's table: the list controller's rows, the selection checkboxes (with
 * EXCLUIR_ITEM) and, while the list shows its real order from position 1, drag handles — the
 * first drag switches to reorder mode (docs/product/operations.md#reorder-mode).
 */
import type { TItemLista } from '@patio/domain';
import { Checkbox, Table } from 'antd';
import { type HTMLAttributes, lazy, Suspense } from 'react';
import { type ListColumn, type ListController, tableProps } from '../../shared/list/index.ts';
import type { Arrastavel } from './TabelaArrastavel.tsx';
import { TXT } from './textos.ts';
import type { Selecao } from './useSelecao.ts';

interface Props {
  list: ListController<TItemLista>;
  colunas: ListColumn<TItemLista>[];
  /** Absent without EXCLUIR_ITEM: no checkboxes. */
  selecao?: Selecao;
  /** Absent unless the rows are the list's first positions in order (and it may be edited). */
  onArrastar?(de: number, para: number): void;
}

// dnd-kit is fetched only when handles are due; until then the same table shows without them.
const TabelaArrastavel = lazy(() => import('./TabelaArrastavel.tsx'));

export function TabelaLista({ list, colunas, selecao, onArrastar }: Props) {
  const tabela = (a?: Arrastavel) => (
    <Table<TItemLista>
      {...tableProps(list, a ? [a.alca, ...colunas] : colunas, TXT.vazio)}
      components={a?.components}
      rowSelection={
        selecao && {
          selectedRowKeys: selecao.todos ? list.rows.map((b) => b.id) : [...selecao.ids],
          onSelect: (b, marcado) => selecao.alternar(b.id, marcado),
          columnTitle: (
            <Checkbox
              checked={selecao.todos}
              indeterminate={!selecao.todos && selecao.ids.size > 0}
              onChange={selecao.alternarTodos}
              aria-label="Selecionar todas as bobinas da lista"
              data-testid="selecionar-todas"
            />
          ),
          getCheckboxProps: (b) =>
            ({ disabled: selecao.todos, 'data-testid': `selecionar-${b.lote}` }) as object,
        }
      }
      onRow={(b) => ({ 'data-testid': `row-${b.lote}` }) as HTMLAttributes<HTMLElement>}
      scroll={{ x: 960 }}
      data-testid="listas-table"
    />
  );
  if (!onArrastar) return tabela();
  return (
    <Suspense fallback={tabela()}>
      <TabelaArrastavel ids={list.rows.map((b) => b.id)} onMover={onArrastar} tabela={tabela} />
    </Suspense>
  );
}
