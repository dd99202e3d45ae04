import type { TItemLista, TipoLista } from '@patio/domain';
import { bobinas, listas } from '../../db/schema.ts';
import { COLUNAS_BOBINA } from '../bobinas/colunas.ts';

/** A list row: the whole coil (the lot auto-fill reads it) plus its item; `id` is the coil's. */
export const COLUNAS_ITEM = {
  ...COLUNAS_BOBINA,
  id: bobinas.id,
  bobinaId: listas.bobinaId,
  listaId: listas.id,
  sequencia: listas.sequencia,
  ticada: listas.ticada,
  tipo: listas.tipo,
};

type Linha = Omit<TItemLista, 'createdAt' | 'updatedAt' | 'tipo'> & {
  tipo: TipoLista;
  createdAt: Date;
  updatedAt: Date;
};

export const paraItem = (r: Linha): TItemLista => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
