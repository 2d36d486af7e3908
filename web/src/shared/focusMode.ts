// Focus mode (spec 1 §2): a window-level event with a `focusMode` flag; while it is on, the
// shell hides its sidebar and bottom navigation so the writer sees only the text.
import { useEffect, useState } from 'react';

export const FOCUS_MODE_EVENT = 'mrok:focusMode';

export interface FocusModeDetail {
  focusMode: boolean;
}

export function setFocusMode(focusMode: boolean): void {
  window.dispatchEvent(new CustomEvent<FocusModeDetail>(FOCUS_MODE_EVENT, { detail: { focusMode } }));
}

export function useFocusMode(): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const listener = (event: Event) => setOn(Boolean((event as CustomEvent<FocusModeDetail>).detail?.focusMode));
    window.addEventListener(FOCUS_MODE_EVENT, listener);
    return () => window.removeEventListener(FOCUS_MODE_EVENT, listener);
  }, []);
  return on;
}
