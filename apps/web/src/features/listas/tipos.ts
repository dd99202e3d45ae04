/**
 * The domain's isTipoLista and descricaoTipoLista, without zod: those live in
 * schemas/listas.ts, whose top-level z.enum() keeps zod (~24 KB gzip) in every chunk that
 * imports them. tipos.test.ts checks these agree with the domain's.
 */
import { TIPOS_PATIO, type TipoLista } from '@patio/domain';

// Keyed by TipoLista: a list type added to the domain fails the typecheck here.
const TIPOS: Record<TipoLista, true> = { PLANO: true, RESERVA: true };

export const isTipoLista = (v: unknown): v is TipoLista =>
  typeof v === 'string' && Object.hasOwn(TIPOS, v);

/** 'Programa de laminacao' / 'Anexo 1 (AX#1)'. */
export const descricaoTipoLista = (t: TipoLista): string =>
  TIPOS_PATIO.find((p) => p.codigo === t)?.descricao ?? t;
