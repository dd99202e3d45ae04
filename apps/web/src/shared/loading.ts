/** Counts API calls in flight so one global overlay can show while any of them runs. */
import { useSyncExternalStore } from 'react';

let inFlight = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function beginLoading(): void {
  inFlight += 1;
  emit();
}

export function endLoading(): void {
  inFlight = Math.max(0, inFlight - 1);
  emit();
}

export function inFlightCount(): number {
  return inFlight;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while at least one counted call runs. */
export function useLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => inFlight > 0,
    () => false,
  );
}
