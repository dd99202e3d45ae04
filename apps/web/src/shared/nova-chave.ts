/**
 * A fresh Idempotency-Key per user action (a crane tap, an inventory reading): its retries send
 * the same key and the server acts once. crypto.randomUUID needs a secure context; on plain
 * HTTP the fallback is unique enough.
 */
export function novaChave(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`
  );
}
