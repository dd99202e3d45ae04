/**
 * `const { abrir, dialogo } = useImprimirEtiquetas()`; render `{dialogo}` once, then
 * `await abrir({ bobinaIds })` or `await abrir({ grupo })`. The dialog is loaded on first open.
 */
import { lazy, type ReactNode, Suspense } from 'react';
import { useDialogPromise } from '../../shared/useDialogPromise.ts';
import { useJaAberto } from '../../shared/useJaAberto.ts';
import type { PedidoEtiquetas, ResultadoImpressao } from './pedido.ts';

const ImprimirEtiquetasDialog = lazy(() =>
  import('./ImprimirEtiquetasDialog.tsx').then((m) => ({ default: m.ImprimirEtiquetasDialog })),
);

export function useImprimirEtiquetas(): {
  abrir(pedido: PedidoEtiquetas): Promise<ResultadoImpressao>;
  dialogo: ReactNode;
} {
  const d = useDialogPromise<PedidoEtiquetas, ResultadoImpressao>('cancelado');
  const montar = useJaAberto(d.args !== null);
  return {
    abrir: d.abrir,
    dialogo: montar && (
      <Suspense fallback={null}>
        <ImprimirEtiquetasDialog pedido={d.args} onClose={d.fechar} />
      </Suspense>
    ),
  };
}
