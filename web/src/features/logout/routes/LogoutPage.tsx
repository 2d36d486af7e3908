// /logout: logs out (shared/useLogout: this device's push subscription, the tavern, the token)
// and goes to the login page.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '@/shared/useLogout';

export default function LogoutPage() {
  const navigate = useNavigate();
  const logout = useLogout();
  useEffect(() => {
    let current = true;
    void logout().then(() => {
      if (current) navigate('/login', { replace: true });
    });
    return () => {
      current = false;
    };
  }, [logout, navigate]);
  return null;
}
