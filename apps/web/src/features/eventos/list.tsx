/**
 * The alarm and event log (docs/product/main-yard.md#alarms-and-events): GET eventos, rows
 * under `bobinas` as named, newest first. The search covers the message and who did it; Tipo
 * filters exactly (any case) and a date-only `de`/`ate` takes its whole day
 * (docs/decisions-telas.md). Every text is rendered as text: descriptions come from devices
 * and users.
 */
import type { TEvento } from '@patio/domain';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { ListDescriptor } from '../../shared/list/index.ts';
import { TXT } from './textos.ts';

/** The Tipo filter's choices: the two kinds the log writes. */
export const TIPOS_DE_EVENTO = ['ALERTA', 'NORMAL'] as const;

/** ALERTA in any case is an alarm (red); anything else is shown as it came, in blue. */
export const isAlerta = (tipo: string | null | undefined) => tipo?.toUpperCase() === 'ALERTA';

/** createdAt is an instant: shown on the operator's clock as dd/MM/yyyy HH:mm. */
export const dataHora = (iso: string) => {
  const d = dayjs(iso);
  return d.isValid() ? d.format('DD/MM/YYYY HH:mm') : iso;
};

export const EVENTOS: ListDescriptor<TEvento> = {
  // 'eventos' is the root live updates invalidate on every change.
  resource: 'eventos',
  rowsKey: 'bobinas',
  pageSizes: [5, 10, 20, 50],
  defaultPageSize: 10,
  defaultSort: { field: 'createdAt', desc: true },
  emptyText: TXT.vazio,
  noun: ['registro', 'registros'],
  rowTestId: (e) => `evento-${e.id}`,
  fields: [
    { key: 'createdAt', label: 'Data/Hora', width: 150, render: (e) => dataHora(e.createdAt) },
    {
      key: 'tipo',
      label: 'Tipo',
      filter: { op: '=', ci: true },
      width: 110,
      render: (e) => (
        <Tag color={isAlerta(e.tipo) ? 'red' : 'blue'} data-testid="tipo-tag">
          {e.tipo}
        </Tag>
      ),
    },
    {
      key: 'emailResponsavel',
      label: 'Usuario',
      search: 2,
      width: 240,
      // The message says what happened; who did it gives way first on a narrow screen.
      hideBelow: 'xl',
      render: (e) => e.emailResponsavel ?? '',
    },
    { key: 'descricao', label: 'Mensagem', search: 1 },
    {
      key: 'de',
      label: 'Data inicial',
      column: false,
      filter: { field: 'createdAt', op: '>=', ci: false },
    },
    {
      key: 'ate',
      label: 'Data final',
      column: false,
      filter: { field: 'createdAt', op: '<=', ci: false },
    },
  ],
  errors: { load: TXT.erroListar, filter: TXT.erroFiltrar },
};
