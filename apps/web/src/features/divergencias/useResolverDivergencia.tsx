/**
 * `const { abrir, dialogo } = useResolverDivergencia()`: the one dialog helper around the
 * resolution form, loaded on first open; the list refreshes after any outcome but a cancel.
 */
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback } from 'react';
import { toast } from '../../shared/feedback.tsx';
import { useDialogPromise } from '../../shared/useDialogPromise.ts';
import { useJaAberto } from '../../shared/useJaAberto.ts';
import type { PedidoResolucao, ResultadoResolucao } from './resolver.ts';
import { TXT } from './textos.ts';

const ResolverDivergenciaDialog = lazy(() =>
  import('./ResolverDivergenciaDialog.tsx').then((m) => ({
    default: m.ResolverDivergenciaDialog,
  })),
);

export function useResolverDivergencia(): {
  abrir(pedido: PedidoResolucao): Promise<void>;
  dialogo: ReactNode;
} {
  const qc = useQueryClient();
  const d = useDialogPromise<PedidoResolucao, ResultadoResolucao>('cancelado');
  const montar = useJaAberto(d.args !== null);
  const { abrir: abrirDialogo } = d;
  const abrir = useCallback(
    async (pedido: PedidoResolucao) => {
      const r = await abrirDialogo(pedido);
      if (r === 'cancelado') return;
      if (r === 'ja-resolvida') toast.warning('Atenção!', TXT.jaResolvida);
      else toast.success('Sucesso!', pedido.acao === 'aplicar' ? TXT.aplicada : TXT.descartada);
      await qc.invalidateQueries({ queryKey: ['divergencias'] });
    },
    [abrirDialogo, qc],
  );
  return {
    abrir,
    dialogo: montar && (
      <Suspense fallback={null}>
        <ResolverDivergenciaDialog pedido={d.args} onClose={d.fechar} />
      </Suspense>
    ),
  };
}
