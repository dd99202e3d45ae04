/**
 * A dialog opened as a promise: `abrir(args)` shows it and resolves with what `fechar(result)`
 * gives. Opening again while open ends the first call with `cancelado` (one dialog at a time).
 */
import { useCallback, useRef, useState } from 'react';

export function useDialogPromise<Args, Result>(cancelado: Result) {
  const [args, setArgs] = useState<Args | null>(null);
  const resolver = useRef<((r: Result) => void) | null>(null);
  const cancel = useRef(cancelado);
  const abrir = useCallback(
    (a: Args) =>
      new Promise<Result>((resolve) => {
        resolver.current?.(cancel.current);
        resolver.current = resolve;
        setArgs(a);
      }),
    [],
  );
  const fechar = useCallback((r: Result) => {
    setArgs(null);
    resolver.current?.(r);
    resolver.current = null;
  }, []);
  return { args, abrir, fechar };
}
