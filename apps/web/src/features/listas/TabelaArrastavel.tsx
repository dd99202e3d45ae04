/**
 * The reserve table with drag handles (see TabelaLista.tsx): its own chunk so dnd-kit loads
 * only when the rows may be dragged.
 */
import type { TItemLista } from '@patio/domain';
import type { ReactNode } from 'react';
import type { ListColumn } from '../../shared/list/index.ts';
import { Alca, ArrastarLinhas, COMPONENTES_ARRASTAVEIS } from './arrastar.tsx';

const ALCA: ListColumn<TItemLista> = {
  key: 'alca',
  title: '',
  sort: false,
  width: 48,
  align: 'center',
  render: (b) => <Alca lote={b.lote} />,
};

export type Arrastavel = {
  alca: ListColumn<TItemLista>;
  components: typeof COMPONENTES_ARRASTAVEIS;
};

interface Props {
  ids: readonly number[];
  onMover(de: number, para: number): void;
  /** The table, given the handle column and the sortable row. */
  tabela(a: Arrastavel): ReactNode;
}

export default function TabelaArrastavel({ ids, onMover, tabela }: Props) {
  return (
    <ArrastarLinhas ids={ids} onMover={onMover}>
      {tabela({ alca: ALCA, components: COMPONENTES_ARRASTAVEIS })}
    </ArrastarLinhas>
  );
}
