/** /logout: forgets the session and the cached data, then goes to /login. */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../shared/session.ts';

export default function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    clearSession();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);
  return null;
}
