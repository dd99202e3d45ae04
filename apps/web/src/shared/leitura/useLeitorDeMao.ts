import { useEffect, useRef } from 'react';
import { criarLeitorDeRajada } from './rajada.ts';

/** Where a person types: keys there are theirs, never a reading. */
function campoDeTexto(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}

/**
 * A hand-held scanner in keyboard mode read anywhere on the screen, without a focused field
 * (docs/etiquetas-e-leitura.md#leitor-de-mão). The Enter that ends a reading is swallowed, so it
 * never presses the button that happens to have the focus.
 */
export function useLeitorDeMao(onLer: (codigo: string) => void, ativo = true): void {
  const ultimo = useRef(onLer);
  ultimo.current = onLer;
  useEffect(() => {
    if (!ativo) return;
    const leitor = criarLeitorDeRajada();
    const aoTeclar = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.altKey || e.metaKey || campoDeTexto(e.target)) return;
      const codigo = leitor.tecla(e.key, e.timeStamp);
      if (codigo === null) return;
      e.preventDefault();
      e.stopPropagation();
      ultimo.current(codigo);
    };
    window.addEventListener('keydown', aoTeclar, true);
    return () => window.removeEventListener('keydown', aoTeclar, true);
  }, [ativo]);
}
