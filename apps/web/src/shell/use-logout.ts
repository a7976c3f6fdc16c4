import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { session } from '../lib/session.ts';
import { logout } from '../features/auth/api.ts';

/** Sair: calls logout (its failure does not keep anyone signed in), then Login. */
export function useLogout() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      /* the token is dropped either way */
    }
    session.clear();
    qc.removeQueries();
    await navigate('/login', { replace: true });
  }, [navigate, qc]);
}
