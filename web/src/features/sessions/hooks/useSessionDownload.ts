// The session's download (spec 2 §8): the 'Pobierz' button, and ?download=true, which downloads
// about a second after the messages loaded and then drops the flag without a new history entry.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useNotify } from '@/shared/components/Notice';
import { sessionApi } from '@/shared/sessions/api';
import type { SessionRow } from '@/shared/sessions/model';
import { NO_SESSION_DATA, downloadSession } from '../download/downloadSession';

/** The automatic download waits this long after the session and its messages loaded (spec 2 §9). */
export const AUTO_DOWNLOAD_DELAY_MS = 1000;

export function useSessionDownload(session: SessionRow, messagesLoaded: boolean) {
  const { kind, id } = session;
  const notify = useNotify();
  const latest = useRef(session);
  useEffect(() => {
    latest.current = session;
  }, [session]);

  const [downloading, setDownloading] = useState(false);
  const download = useCallback(async () => {
    setDownloading(true);
    try {
      await downloadSession(sessionApi(kind), id, { session: latest.current });
    } catch (failure) {
      notify.error(failure instanceof Error && failure.message ? failure.message : NO_SESSION_DATA);
    } finally {
      setDownloading(false);
    }
  }, [kind, id, notify]);

  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const wantsDownload = searchParams.get('download') === 'true';
  const autoDownload = useRef<() => void>(() => undefined);
  useEffect(() => {
    autoDownload.current = () => {
      void download().finally(() => {
        setSearchParams(
          (params) => {
            const next = new URLSearchParams(params);
            next.delete('download');
            return next;
          },
          { replace: true, state: location.state },
        );
      });
    };
  });
  const done = useRef(false);
  useEffect(() => {
    if (!wantsDownload || !messagesLoaded || done.current) return;
    const timer = window.setTimeout(() => {
      done.current = true;
      autoDownload.current();
    }, AUTO_DOWNLOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [wantsDownload, messagesLoaded]);

  return { download, downloading };
}
