/**
 * True from the first time `aberto` is true on: a lazily loaded dialog is fetched only when
 * first opened, then stays mounted so its closing animation still plays.
 */
import { useState } from 'react';

export function useJaAberto(aberto: boolean): boolean {
  const [ja, setJa] = useState(aberto);
  if (aberto && !ja) setJa(true);
  return ja || aberto;
}
