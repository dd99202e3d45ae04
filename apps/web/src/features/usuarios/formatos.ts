/** How the users list shows its values. */
import dayjs from 'dayjs';
import { TXT } from './textos.ts';

/** Creation date as dd/MM/yyyy, or the specification's placeholder when missing or unreadable. */
export function dataDaInsercao(valor: string | null | undefined): string {
  if (!valor) return TXT.semData;
  const d = dayjs(valor);
  return d.isValid() ? d.format('DD/MM/YYYY') : TXT.semData;
}
