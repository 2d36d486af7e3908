// /logout: clears the browser storage and goes to the login page.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { clearAll } from '../../../shared/session';
import { clearAllDrafts } from '../../../shared/composer/drafts';

export default function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    clearAllDrafts();
    clearAll();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);
  return null;
}
