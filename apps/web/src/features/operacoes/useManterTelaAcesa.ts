/**
 * Keeps the cab's screen awake while the crane has an operation (Screen Wake Lock, where the
 * browser has it). The browser drops the lock when the tab is hidden; it is asked again when
 * the tab is shown. Returns what happened, for the screen and its tests.
 */
import { useEffect, useState } from 'react';

export type TelaAcesa = 'ativa' | 'indisponivel' | 'inativa';

export function useManterTelaAcesa(ativo: boolean): TelaAcesa {
  const [estado, setEstado] = useState<TelaAcesa>('inativa');
  useEffect(() => {
    if (!ativo) return;
    if (!('wakeLock' in navigator)) {
      setEstado('indisponivel');
      return;
    }
    let vivo = true;
    let trava: WakeLockSentinel | null = null;
    const pedir = async () => {
      try {
        const nova = await navigator.wakeLock.request('screen');
        if (!vivo) return void nova.release();
        trava = nova;
        setEstado('ativa');
        nova.addEventListener('release', () => {
          if (vivo) setEstado('inativa');
        });
      } catch {
        // Refused (battery saver, no permission): the screen works, it may just dim.
        if (vivo) setEstado('indisponivel');
      }
    };
    const aoMostrar = () => {
      if (document.visibilityState === 'visible') void pedir();
    };
    void pedir();
    document.addEventListener('visibilitychange', aoMostrar);
    return () => {
      vivo = false;
      document.removeEventListener('visibilitychange', aoMostrar);
      void trava?.release();
      setEstado('inativa');
    };
  }, [ativo]);
  return estado;
}
