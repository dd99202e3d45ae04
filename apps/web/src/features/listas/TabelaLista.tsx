/**
 * The reserve list's table: the list controller's rows, the selection checkboxes (with
 * EXCLUIR_ITEM) and, while the list shows its real order from position 1, drag handles — the
 * first drag switches to reorder mode (part2 §4).
 */
import type { TItemLista } from '@patio/domain';
import { Checkbox, Table } from 'antd';
import type { HTMLAttributes } from 'react';
import { type ListColumn, type ListController, tableProps } from '../../shared/list/index.ts';
import { Alca, ArrastarLinhas, COMPONENTES_ARRASTAVEIS } from './arrastar.tsx';
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

const ALCA: ListColumn<TItemLista> = {
  key: 'alca',
  title: '',
  sort: false,
  width: 48,
  align: 'center',
  render: (b) => <Alca lote={b.lote} />,
};

export function TabelaLista({ list, colunas, selecao, onArrastar }: Props) {
  const props = tableProps(list, onArrastar ? [ALCA, ...colunas] : colunas, TXT.vazio);
  const tabela = (
    <Table<TItemLista>
      {...props}
      components={onArrastar ? COMPONENTES_ARRASTAVEIS : undefined}
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
  if (!onArrastar) return tabela;
  return (
    <ArrastarLinhas ids={list.rows.map((b) => b.id)} onMover={onArrastar}>
      {tabela}
    </ArrastarLinhas>
  );
}
