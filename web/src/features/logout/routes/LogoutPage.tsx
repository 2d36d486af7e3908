// /logout: clears the browser storage and goes to the login page.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { clearAll } from '../../../shared/session';

export default function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    clearAll();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);
  return null;
}
