/**
 * One reserve list's open items (docs/product/operations.md#reserve-list) as one description:
 * the columns the list and the reorder mode share, the search box's fields (the Ordem matches
 * only a typed number, exactly) and the filter dialog's. The coil's fields travel as `bobina.*`.
 */
import { cond, type TItemLista, type TipoLista } from '@patio/domain';
import { Button } from 'antd';
import { FLUXOS_DO_FILTRO, SwitchLege } from '../../entities/bobina/campos.tsx';
import { OPCOES_GRUPO, OPCOES_MATERIAL } from '../../entities/bobina/opcoes-form.ts';
import type { ListDescriptor, ListField } from '../../shared/list/index.ts';
import { filtroDaLista, TAMANHOS } from './api.ts';
import { copiarLote } from './copiarLote.ts';
import { COLUNA, TXT } from './textos.ts';

/** The item's fields: the columns the list and the reorder mode share, the searched, the filtered. */
export const CAMPOS_DO_ITEM: readonly ListField<TItemLista>[] = [
  { key: 'sequencia', label: COLUNA.ordem, width: 90, align: 'right' },
  {
    key: 'lote',
    label: COLUNA.lote,
    wire: 'bobina.lote',
    search: true,
    filter: 'contains',
    width: 150,
    render: (b) => (
      <Button
        type="link"
        size="small"
        style={{ padding: 0 }}
        title="Copiar lote"
        data-testid={`lote-${b.lote}`}
        onClick={() => void copiarLote(b.lote)}
      >
        {b.lote}
      </Button>
    ),
  },
  {
    key: 'grupo',
    label: COLUNA.grupo,
    wire: 'bobina.grupo',
    search: true,
    filter: 'exact',
    options: OPCOES_GRUPO,
    width: 90,
  },
  {
    key: 'material',
    label: COLUNA.material,
    wire: 'bobina.material',
    search: true,
    filter: 'exact',
    options: OPCOES_MATERIAL,
    width: 100,
  },
  {
    key: 'fluxo',
    label: COLUNA.fluxo,
    wire: 'bobina.fluxo',
    search: true,
    filter: 'exact',
    options: FLUXOS_DO_FILTRO,
    width: 80,
    render: (b) => b.fluxo ?? '',
  },
  {
    key: 'isLege',
    label: COLUNA.lege,
    sort: false,
    width: 180,
    align: 'center',
    render: (b) => <SwitchLege b={b} />,
  },
  {
    key: 'item',
    label: 'Item',
    wire: 'bobina.item',
    search: true,
    filter: 'contains',
    column: false,
  },
];

function descritorDa(tipo: TipoLista): ListDescriptor<TItemLista> {
  return {
    resource: 'listas',
    rowsKey: 'bobinas',
    pageSizes: TAMANHOS,
    defaultSort: { field: 'sequencia', desc: false },
    emptyText: TXT.vazio,
    noun: ['bobina', 'bobinas'],
    rowTestId: (b) => `row-${b.lote}`,
    fields: CAMPOS_DO_ITEM,
    searchExtra: (term) => (/^\d{1,9}$/.test(term) ? cond('sequencia', '=', term) : null),
    fixedFilter: filtroDaLista(tipo),
    errors: { load: TXT.erroCarregar, filter: TXT.erroFiltrar },
  };
}

/** One stable description per list (the list controller memoises on it). */
const DESCRITORES = { PLANO: descritorDa('PLANO'), RESERVA: descritorDa('RESERVA') } as const;

export const itensDaLista = (tipo: TipoLista) => DESCRITORES[tipo];

/** The filter dialog's order: lote and item first. */
export const ORDEM_DO_FILTRO = ['lote', 'item'];
