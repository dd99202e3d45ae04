/**
 * The coil form inside a dialog (docs/product/main-yard.md#coil-form,
 * docs/product/main-yard.md#yard-map): the caller gives the breadcrumb, the id and the address to
 * pre-fill, and gets `{result, data}` back when the dialog closes.
 */
import { Breadcrumb, Flex, Modal, Spin, Tag } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { useDialogPromise } from '../../shared/useDialogPromise.ts';
import type { ResultadoBobina } from './BobinaForm.tsx';
import { rotulosDoFormulario, TRILHA_BOBINAS } from './textos.ts';

// Loaded on first open: the lists and the map need the dialog's frame, not the form's fields.
const BobinaForm = lazy(() => import('./BobinaForm.tsx').then((m) => ({ default: m.BobinaForm })));

export interface BobinaDialogArgs {
  /** 0 or absent creates. */
  id?: number;
  /** Pre-filled address of a new coil. */
  endereco?: string;
  view?: boolean;
  /** Crumbs shown above the form; defaults to the coil list's trail plus the operation. */
  breadcrumb?: readonly string[];
  /** Dialog title; defaults to the form's title ('Cadastrar nova bobina' / 'Atualizar bobina'). */
  title?: string;
  /** The map/reserve variant also edits tipo. */
  comTipo?: boolean;
}

const CANCELADO: ResultadoBobina = { result: 'cancelado', data: null };

interface Props {
  /** null: closed. */
  args: BobinaDialogArgs | null;
  onClose(r: ResultadoBobina): void;
}

export function BobinaFormModal({ args, onClose }: Props) {
  const id = args?.id ?? 0;
  const r = rotulosDoFormulario(id, args?.view);
  const crumbs = args?.breadcrumb ?? [...TRILHA_BOBINAS, r.migalha];
  return (
    <Modal
      open={args !== null}
      title={args?.title ?? r.titulo}
      width={980}
      footer={null}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      onCancel={() => onClose(CANCELADO)}
      data-testid="bobina-dialog"
    >
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Breadcrumb items={crumbs.map((title) => ({ key: title, title }))} />
        <Tag color="blue" data-testid="operacao">
          {r.operacao}
        </Tag>
      </Flex>
      {args && (
        <Suspense fallback={<Spin />}>
          <BobinaForm
            id={id}
            view={args.view}
            endereco={args.endereco}
            comTipo={args.comTipo}
            onClose={onClose}
          />
        </Suspense>
      )}
    </Modal>
  );
}

/**
 * `const { abrir, dialogo } = useBobinaDialog()`; render `{dialogo}` once, then
 * `const { result, data } = await abrir({ endereco: '0001AN09' })`.
 */
export function useBobinaDialog(): {
  abrir(args: BobinaDialogArgs): Promise<ResultadoBobina>;
  dialogo: ReactNode;
} {
  const d = useDialogPromise<BobinaDialogArgs, ResultadoBobina>(CANCELADO);
  return { abrir: d.abrir, dialogo: <BobinaFormModal args={d.args} onClose={d.fechar} /> };
}
