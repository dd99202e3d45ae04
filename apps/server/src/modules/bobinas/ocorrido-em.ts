/**
 * A movement that happened before the server received it (a cab's off-line tap) carries its time
 * in the history line's reason, " (ocorrido em 2026-11-28T10:15:00.000Z)": the reason is part of
 * the sealed line (docs/audit-trail.md), and the line's own time is when it was received.
 */
const OCORRIDO_RE = / \(ocorrido em (\d{4}-\d\d-\d\dT[\d:.]+Z)\)/;

export const ocorridoEmTexto = (iso: string): string => ` (ocorrido em ${iso})`;

/** The time a history line's reason says it happened; null for a line written as it happened. */
export function ocorridoEmDoMotivo(motivo: string): string | null {
  return OCORRIDO_RE.exec(motivo)?.[1] ?? null;
}
