/**
 * /logout: ends the session on the server (its token stops working; the user's other sessions
 * go on), forgets it and the cached data, then goes to /login.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../shared/http.ts';
import { clearSession, getSession } from '../../shared/session.ts';

export default function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    // The bearer header is read as the call starts, before the session is forgotten below;
    // leaving does not wait for the answer.
    if (getSession()?.token) void api.post('Usuarios/Logout', { silent: true }).catch(() => {});
    clearSession();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);
  return null;
}
