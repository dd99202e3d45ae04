/**
 * The selected cell (docs/product/main-yard.md#map-cells): a click selects and opens its popover;
 * the selected cell clicked again closes it; a click outside any cell clears the selection; a
 * closed popover leaves its cell marked for 300 ms, while it fades, before the selection resets.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export const ATRASO_AO_FECHAR = 300;

/** Clicks inside these belong to a cell, the popover or a dialog: not "outside any cell". */
const NAO_E_FORA =
  '[data-endereco], .ant-popover, .ant-modal-root, .ant-modal-wrap, .ant-dropdown, .ant-select-dropdown, .ant-picker-dropdown, .ant-notification, .ant-message';

/** `arrastou` tells a drag's release from a click: a drag never clears the selection. */
export function useSelecao(arrastou: () => boolean) {
  const [endereco, setEndereco] = useState<string | null>(null);
  const [aberto, setAberto] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const fechar = useCallback(() => {
    clearTimeout(timer.current);
    setAberto(false);
    timer.current = setTimeout(() => setEndereco(null), ATRASO_AO_FECHAR);
  }, []);

  const limpar = useCallback(() => {
    clearTimeout(timer.current);
    setAberto(false);
    setEndereco(null);
  }, []);

  const clicar = useCallback(
    (alvo: string) => {
      if (aberto && alvo === endereco) return fechar();
      clearTimeout(timer.current);
      setEndereco(alvo);
      setAberto(true);
    },
    [aberto, endereco, fechar],
  );

  useEffect(() => {
    const fora = (e: MouseEvent) => {
      const alvo = e.target instanceof Element ? e.target : null;
      if (arrastou() || !alvo?.isConnected || alvo.closest(NAO_E_FORA)) return;
      limpar();
    };
    const esc = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && aberto) fechar();
    };
    document.addEventListener('click', fora);
    document.addEventListener('keydown', esc);
    return () => {
      document.removeEventListener('click', fora);
      document.removeEventListener('keydown', esc);
    };
  }, [arrastou, limpar, fechar, aberto]);

  return { endereco, aberto, clicar, fechar, limpar };
}
