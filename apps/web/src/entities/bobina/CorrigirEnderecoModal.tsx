/**
 * Address correction (docs/product/main-yard.md#placement-with-override,
 * docs/product/main-yard.md#messages): the new slot, the cooling pre-check and the stacking
 * override, then 'Endereço corrigido com sucesso.'. Opened from the coil list and the map. The
 * dialog lives in CorrigirEnderecoDialog.tsx and is loaded lazily on first open.
 */
import { lazy, type ReactNode, Suspense } from 'react';
import { useDialogPromise } from '../../shared/useDialogPromise.ts';
import { useJaAberto } from '../../shared/useJaAberto.ts';
import { type BobinaParaCorrigir, CANCELADO, type ResultadoCorrecao } from './correcao.ts';
import type { TextosCorrecao } from './textos.ts';

export type { BobinaParaCorrigir, ResultadoCorrecao };
export { CANCELADO };

// Kept out of every list's chunk: the form, zod's address rule and the override flow.
const CorrigirEnderecoModal = lazy(() =>
  import('./CorrigirEnderecoDialog.tsx').then((m) => ({ default: m.CorrigirEnderecoModal })),
);

/**
 * `const { abrir, dialogo } = useCorrigirEnderecoDialog()`; render `{dialogo}` once, then
 * `const { result, data } = await abrir({ id, lote, endereco, isLege })`. `textos`: the reserve
 * lists' unaccented wording; the main yard's by default.
 */
export function useCorrigirEnderecoDialog(textos?: TextosCorrecao): {
  abrir(bobina: BobinaParaCorrigir): Promise<ResultadoCorrecao>;
  dialogo: ReactNode;
} {
  const d = useDialogPromise<BobinaParaCorrigir, ResultadoCorrecao>(CANCELADO);
  const montar = useJaAberto(d.args !== null);
  return {
    abrir: d.abrir,
    dialogo: montar && (
      <Suspense fallback={null}>
        <CorrigirEnderecoModal bobina={d.args} onClose={d.fechar} {...(textos ? { textos } : {})} />
      </Suspense>
    ),
  };
}
