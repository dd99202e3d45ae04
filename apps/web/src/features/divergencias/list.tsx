/**
 * The divergences list (docs/offline.md, "Divergences"): off-line taps the server refused,
 * the open ones unless the URL asks for another state, newest first.
 */
import type { TDivergencia } from '@patio/domain';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { ListDescriptor } from '../../shared/list/index.ts';
import { TXT } from './textos.ts';

const dataHora = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm:ss');

/** The state the list shows: the URL's `f.estado`, else the open ones. */
export const estadoDaLista = (filtros: Record<string, string>) => filtros.estado ?? 'ABERTA';

export const DIVERGENCIAS: ListDescriptor<TDivergencia> = {
  resource: 'divergencias',
  rowsKey: 'data',
  pageSizes: [10, 20, 50],
  defaultSort: null,
  emptyText: TXT.vazio,
  noun: ['divergência', 'divergências'],
  rowTestId: (d) => `divergencia-${d.id}`,
  // Open by default: a supervisor comes here for what is still waiting.
  fixedFilter: (state) => (state.filters.estado ? undefined : 'estado=ABERTA'),
  fields: [
    { key: 'ponte', label: 'Ponte', search: true, width: 90 },
    {
      key: 'acao',
      label: 'Ação',
      width: 80,
      render: (d) => <Tag>{d.acao === 'pegar' ? 'Pegar' : 'Soltar'}</Tag>,
    },
    { key: 'lote', label: 'Lote', search: true, width: 130, render: (d) => d.lote ?? '—' },
    {
      key: 'endereco',
      label: 'Endereço',
      search: true,
      width: 100,
      render: (d) => d.endereco ?? '—',
    },
    { key: 'ocorridoEm', label: 'Ocorrido em', width: 160, render: (d) => dataHora(d.ocorridoEm) },
    {
      key: 'recebidoEm',
      label: 'Recebido em',
      width: 160,
      hideBelow: 'xl',
      render: (d) => dataHora(d.recebidoEm),
    },
    {
      key: 'codigo',
      label: 'Código',
      width: 170,
      render: (d) => <Tag color="red">{d.codigo}</Tag>,
    },
    { key: 'mensagem', label: 'Mensagem', search: true },
    { key: 'usuario', label: 'Usuário', search: true, width: 110, hideBelow: 'lg' },
    { key: 'estado', label: 'Estado', column: false, filter: { op: '=', ci: false } },
  ],
  errors: { load: TXT.erroListar, filter: TXT.erroFiltrar },
};
