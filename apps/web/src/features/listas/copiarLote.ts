/**
 * Clicking a lot copies it (docs/product/operations.md#reserve-list). The yard's intranet may serve
 * plain HTTP, where navigator.clipboard does not exist: the old selection-and-copy route covers
 * that case.
 */
import { toast } from '../../shared/feedback.tsx';
import { TXT } from './textos.ts';

function copiarPorSelecao(texto: string): boolean {
  const area = document.createElement('textarea');
  area.value = texto;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}

export async function copiarLote(lote: string): Promise<void> {
  let ok = false;
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(lote);
      ok = true;
    } else {
      ok = copiarPorSelecao(lote);
    }
  } catch {
    ok = false;
  }
  if (ok) toast.success('Sucesso', TXT.copiado(lote));
  else toast.error('Erro', TXT.naoCopiado);
}
