/**
 * 'Visualizar' from the list (docs/product/operations.md#reserve-list) in a read-only dialog: it
 * needs no permission, while the /patio-reserva/bobina/{id} route needs EDITAR_ITEM
 * (docs/product/main-yard.md#routes).
 */
import type { TipoLista } from '@patio/domain';
import { Breadcrumb, Modal, Spin } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { MIGALHA } from '../../entities/bobina/textos.ts';
import { useDialogPromise } from '../../shared/useDialogPromise.ts';
import { TRILHA_RESERVA, TXT } from './textos.ts';

// Loaded on first 'Visualizar': the coil form (date pickers, numbers) is not on the list's path.
const ItemListaForm = lazy(() =>
  import('./ItemListaForm.tsx').then((m) => ({ default: m.ItemListaForm })),
);

interface Args {
  id: number;
  tipo: TipoLista;
}

export function useItemListaDialog(): { abrir(a: Args): Promise<void>; dialogo: ReactNode } {
  const d = useDialogPromise<Args, void>(undefined);
  const dialogo = (
    <Modal
      open={d.args !== null}
      title={TXT.tituloVisualizar}
      width={980}
      footer={null}
      destroyOnHidden
      onCancel={() => d.fechar()}
      data-testid="item-dialog"
    >
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[...TRILHA_RESERVA, MIGALHA.visualizar].map((title) => ({ key: title, title }))}
      />
      {d.args && (
        <Suspense fallback={<Spin />}>
          <ItemListaForm id={d.args.id} view tipo={d.args.tipo} onClose={() => d.fechar()} />
        </Suspense>
      )}
    </Modal>
  );
  return { abrir: d.abrir, dialogo };
}
