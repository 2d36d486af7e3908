// Takes a news item off the feed after a question (the player site's words), or puts an archived
// one back; the server's word goes to the notification.
import { useState, type MouseEvent } from 'react';
import { AdminService, NewsService, type AdminNewsBody } from '@mrok/sdk';
import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { Button, Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { errorMessage } from '../lib/api';

export const ARCHIVE_TITLE = 'Archiwizować wieść?';
export const archiveQuestion = (title: string) => `Wieść „${title}” zniknie z listy wieści.`;
export const ARCHIVE_FAILED = 'Wystąpił błąd podczas archiwizacji';
export const RESTORED = 'Wieść wróciła na listę wieści.';
export const RESTORE_FAILED = 'Nie udało się przywrócić wieści.';

export function ArchiveButton() {
  const news = useRecordContext<AdminNewsBody>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!news) return null;
  const archived = Boolean(news.archivedAt);

  const run = async (call: () => Promise<string>, failed: string) => {
    setBusy(true);
    try {
      notify(await call(), { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorMessage(error, failed), { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  const archive = () => run(async () => (await NewsService.archiveNews({ id: news.id })).message, ARCHIVE_FAILED);
  const restore = () =>
    run(async () => {
      await AdminService.adminRestoreNews({ id: news.id });
      return RESTORED;
    }, RESTORE_FAILED);

  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    if (archived) void restore();
    else setAsking(true);
  };
  return (
    <>
      {/* With its icon: on a phone react-admin shows a button's icon alone (the label becomes its tooltip). */}
      <Button label={archived ? 'Przywróć' : 'Archiwizuj'} onClick={onClick} disabled={busy} size="small">
        {archived ? <UnarchiveIcon /> : <ArchiveIcon />}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title={ARCHIVE_TITLE}
        content={archiveQuestion(news.title.trim() || 'Bez tytułu')}
        confirm="Archiwizuj"
        onConfirm={() => void archive()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
