// The danger zone: an account's ID, its preview (what goes with it), a confirmation, then the
// exact phrase 'USUŃ GRACZA'; any other phrase cancels (spec 3 §4 "Admin account deletion").
import { useState } from 'react';
import { ModerationService, type DeletionPreviewBody } from '@mrok/sdk';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TextButton } from '../lib/TextButton';
import { IdOrNameField } from './IdOrNameField';
import { ToolRow, ToolSection } from './ToolSection';
import { PLAYER_ID_REQUIRED, fetchFailure, idOf, idWarning, useAdminCall } from './useAdminCall';

export const DELETE_PHRASE = 'USUŃ GRACZA';

/** What the preview counts, as the dialog lists it. */
export function previewLines(p: DeletionPreviewBody): string[] {
  return [
    `Postać: ${p.user ?? '—'} (${p.race ?? '—'}, ${p.gender ?? '—'}), rola: ${p.role}`,
    `E-mail: ${p.email}`,
    `Postacie: ${p.characters}`,
    `Wiadomości prywatne wysłane: ${p.sentMessages}, odebrane: ${p.receivedMessages}`,
    `Konwersacje (usuwane w całości): ${p.privateMessages}`,
    `Sesje prywatne założone przez gracza (usuwane w całości): ${p.ownedPrivateSessions}`,
    `Sesje ogólne założone przez gracza (usuwane w całości): ${p.ownedGeneralSessions}`,
    `Wpisy w sesjach: ${p.sessionMessages}`,
    `Wiadomości w karczmie: ${p.tavernMessages}`,
    `Komentarze do Wieści: ${p.newsComments}`,
    `Zgłoszenia sesji (gracza i innych graczy do jego sesji): ${p.sessionReports}`,
  ];
}

export function DeletionTool() {
  const { busy, run, warn } = useAdminCall();
  const [user, setUser] = useState('');
  const [preview, setPreview] = useState<DeletionPreviewBody>();
  const [step, setStep] = useState<'closed' | 'confirm' | 'phrase'>('closed');
  const [phrase, setPhrase] = useState('');
  const load = async () => {
    const userId = idOf(user);
    if (!userId) return warn(idWarning(user, PLAYER_ID_REQUIRED));
    setPreview(await run(() => ModerationService.adminUserDeletionPreview({ userId }), fetchFailure('danych gracza')));
  };
  const close = () => {
    setStep('closed');
    setPhrase('');
  };
  const remove = async () => {
    if (!preview) return;
    if (phrase !== DELETE_PHRASE) {
      warn('Usuwanie anulowane: fraza się nie zgadza.');
      return close();
    }
    close();
    const done = await run(() => ModerationService.adminDeleteUser({ userId: preview.userId }), 'Błąd podczas usuwania gracza', (a) => `${a.message} Usunięto: ${previewLines(a.summary).slice(2).join('; ')}`);
    if (done) {
      setPreview(undefined);
      setUser('');
    }
  };
  return (
    <ToolSection title="Strefa niebezpieczna: usuń gracza" danger>
      <ToolRow>
        <IdOrNameField label="ID gracza" value={user} onChange={(v) => { setUser(v); setPreview(undefined); }} />
        <TextButton label="Pobierz dane gracza" disabled={busy} onClick={() => void load()} />
        <TextButton
          label="Usuń gracza"
          color="error"
          variant="contained"
          disabled={busy}
          onClick={() => (preview ? setStep('confirm') : warn('Najpierw pobierz dane gracza'))}
        />
      </ToolRow>
      {preview && (
        <div data-testid="deletion-preview">
          {previewLines(preview).map((line) => (
            <Typography key={line}>{line}</Typography>
          ))}
        </div>
      )}
      <Dialog open={step !== 'closed'} onClose={close}>
        <DialogTitle>Usunąć gracza na zawsze?</DialogTitle>
        <DialogContent>
          {step === 'confirm' ? (
            <Typography>
              Konto {preview?.email} zostanie usunięte razem ze wszystkim, co pokazuje podgląd. Tej operacji nie można cofnąć.
            </Typography>
          ) : (
            <>
              <Typography gutterBottom>Wpisz „{DELETE_PHRASE}”, aby potwierdzić.</Typography>
              <TextField autoFocus fullWidth size="small" label="Fraza" value={phrase} onChange={(e) => setPhrase(e.target.value)} />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <TextButton label="Anuluj" onClick={close} />
          {step === 'confirm' ? (
            <TextButton label="Dalej" color="error" onClick={() => setStep('phrase')} />
          ) : (
            <TextButton label="Usuń gracza" color="error" variant="contained" onClick={() => void remove()} />
          )}
        </DialogActions>
      </Dialog>
    </ToolSection>
  );
}
