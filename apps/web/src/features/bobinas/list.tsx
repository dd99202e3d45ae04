/**
 * The coil list (docs/product/main-yard.md#coil-list) as one description: its columns, the
 * search box's fields and the filter dialog's (lote, item and endereco contain; grupo,
 * material and fluxo are exact codes, docs/product/main-yard.md#input-validation).
 */
import type { TBobinaLinha } from '@patio/domain';
import { ENDERECO_STYLE, FLUXOS_DO_FILTRO, SwitchLege } from '../../entities/bobina/campos.tsx';
import { formatarLaminacao } from '../../entities/bobina/laminacao.ts';
import { OPCOES_GRUPO, OPCOES_MATERIAL } from '../../entities/bobina/opcoes-form.ts';
import { TXT } from '../../entities/bobina/textos.ts';
import type { ListDescriptor } from '../../shared/list/index.ts';

export const BOBINAS: ListDescriptor<TBobinaLinha> = {
  resource: 'bobinas',
  pageSizes: [7, 10, 20, 50],
  defaultSort: { field: 'lote', desc: false },
  emptyText: TXT.vazio,
  noun: ['bobina', 'bobinas'],
  rowTestId: (b) => `row-${b.lote}`,
  fields: [
    { key: 'lote', label: 'Lote', search: true, filter: 'contains', width: 140 },
    {
      key: 'endereco',
      label: 'Endereço',
      search: true,
      filter: 'contains',
      width: 120,
      render: (b) => <span style={ENDERECO_STYLE}>{b.endereco}</span>,
    },
    { key: 'item', label: 'Item', search: true, filter: 'contains', column: false },
    // The group is the address's first part: the first column to give way on a narrow screen.
    {
      key: 'grupo',
      label: 'Grupo',
      search: true,
      filter: 'exact',
      options: OPCOES_GRUPO,
      width: 90,
      hideBelow: 'xl',
    },
    {
      key: 'material',
      label: 'Material',
      search: true,
      filter: 'exact',
      options: OPCOES_MATERIAL,
      width: 100,
      hideBelow: 'lg',
    },
    {
      key: 'laminacaoAt',
      label: 'Laminação',
      width: 210,
      render: (b) => `${formatarLaminacao(b.laminacaoAt)} (Turno ${b.laminacaoTurno})`,
    },
    {
      key: 'fluxo',
      label: 'Fluxo',
      search: true,
      filter: 'exact',
      options: FLUXOS_DO_FILTRO,
      width: 80,
      hideBelow: 'xl',
      render: (b) => b.fluxo ?? '',
    },
    {
      key: 'isLege',
      label: 'Resfriamento Forçado',
      sort: false,
      width: 170,
      align: 'center',
      render: (b) => <SwitchLege b={b} testId={`lege-${b.lote}`} />,
    },
  ],
  errors: { load: TXT.erroListar, filter: TXT.erroFiltrar },
};

/** The filter dialog's order: item and lote first, the address last. */
export const ORDEM_DO_FILTRO = ['item', 'lote', 'grupo', 'material', 'fluxo', 'endereco'];
