// /logout: this device's push subscription is forgotten while the token still works (at most
// ~2 s, never an error: shared/pwa/push.ts), then logs out (shared/useLogout) and goes to the
// login page.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { forgetDevicePush } from '@/shared/pwa/push';
import { useLogout } from '@/shared/useLogout';

export default function LogoutPage() {
  const navigate = useNavigate();
  const logout = useLogout();
  useEffect(() => {
    let current = true;
    void forgetDevicePush()
      .then(() => logout())
      .then(() => {
        if (current) navigate('/login', { replace: true });
      });
    return () => {
      current = false;
    };
  }, [logout, navigate]);
  return null;
}
