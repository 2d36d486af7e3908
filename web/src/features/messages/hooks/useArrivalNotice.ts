// A success text handed to the next screen in the router state ('Wiadomość wysłana!' to the new
// conversation, 'Konwersacja została usunięta.' to the list): kept for as long as the screen is
// shown, and taken out of the history entry so going back or reloading does not say it again.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

export interface ArrivalState {
  notice?: string;
}

export function useArrivalNotice(): [string | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState(() => (location.state as ArrivalState | null)?.notice ?? null);
  const carried = (location.state as ArrivalState | null)?.notice;
  useEffect(() => {
    if (carried) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [carried, location.pathname, location.search, navigate]);
  return [notice, () => setNotice(null)];
}
