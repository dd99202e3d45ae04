/**
 * laminacaoAt is the mill's wall clock (`YYYY-MM-DDTHH:mm`, no zone): it is split, joined and
 * shown by plain string work, never through Date, so no browser time zone can shift it.
 */
const LAMINACAO_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

export interface LaminacaoPartes {
  /** `YYYY-MM-DD` */
  data: string | null;
  /** `HH:mm` */
  hora: string | null;
}

export function separarLaminacao(valor: string | null | undefined): LaminacaoPartes {
  const m = LAMINACAO_RE.exec(valor ?? '');
  if (!m) return { data: null, hora: null };
  return { data: `${m[1]}-${m[2]}-${m[3]}`, hora: `${m[4]}:${m[5]}` };
}

/** The payload's `YYYY-MM-DDTHH:mm`, or null while either part is missing. */
export function juntarLaminacao(
  data: string | null | undefined,
  hora: string | null | undefined,
): string | null {
  if (!data || !hora) return null;
  return `${data}T${hora.slice(0, 5)}`;
}

/** `dd/MM/yyyy HH:mm` as the list shows it; anything unreadable is shown as it came. */
export function formatarLaminacao(valor: string | null | undefined): string {
  const m = LAMINACAO_RE.exec(valor ?? '');
  if (!m) return valor ?? '';
  return `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}`;
}
