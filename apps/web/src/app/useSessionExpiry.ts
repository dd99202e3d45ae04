/** Signs out when the token's exp passes, even if the user makes no call that would get a 401. */
import { useEffect } from 'react';
import { expireSession } from '../shared/http.ts';
import { tokenExpiry, useSession } from '../shared/session.ts';

// setTimeout overflows past ~24.8 days; a later exp just re-arms on the next render.
const MAX_DELAY_MS = 2 ** 31 - 1;

export function useSessionExpiry(): void {
  const session = useSession();
  useEffect(() => {
    const exp = session ? tokenExpiry(session.token) : null;
    if (typeof exp !== 'number') return;
    // Same exit as a 401: /login says the session expired and leads back here.
    const timer = setTimeout(expireSession, Math.min(Math.max(0, exp - Date.now()), MAX_DELAY_MS));
    return () => clearTimeout(timer);
  }, [session]);
}
