/** The events list (part1 §7 Alarms and events): GET eventos, rows under `bobinas` as named. */
import type { TEvento } from '@patio/domain';
import dayjs from 'dayjs';
import type { ListResource } from '../../shared/list/index.ts';
import { TXT } from './textos.ts';

const LISTA = {
  // 'eventos' is the root live updates invalidate on every change.
  resource: 'eventos',
  path: 'eventos',
  rowsKey: 'bobinas',
  pageSizes: [5, 10, 20, 50],
  defaultPageSize: 10,
  defaultSort: { field: 'createdAt', desc: true },
  searchFields: ['descricao', 'emailResponsavel'],
} as const;

/** Two configs so a failed search says "filtrar" and a plain load "listar" (§8). */
export const EVENTOS_LISTA: ListResource<TEvento> = { ...LISTA, errorText: TXT.erroListar };
export const EVENTOS_BUSCA: ListResource<TEvento> = { ...LISTA, errorText: TXT.erroFiltrar };

/** ALERTA in any case is an alarm (red); anything else is shown as it came, in blue. */
export const isAlerta = (tipo: string | null | undefined) => tipo?.toUpperCase() === 'ALERTA';

/** createdAt is an instant: shown on the operator's clock as dd/MM/yyyy HH:mm. */
export const dataHora = (iso: string) => {
  const d = dayjs(iso);
  return d.isValid() ? d.format('DD/MM/YYYY HH:mm') : iso;
};
