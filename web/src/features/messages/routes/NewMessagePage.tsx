// /home/messages/new (spec 2 §2, §5): the recipient by numeric ID (the shared user-ID picker: 'Podaj
// prawidłowe ID', 'Ten użytkownik już jest na liście', 'Nie znaleziono użytkownika o takim ID'),
// prefilled from ?userId (the profile's 'Wyślij wiadomość') through the same lookup, so the chip
// names the account as the server does (a ?nickname in the address is not trusted); the subject;
// the body on the shared composer. Only the first recipient is used. Sent: the conversation
// opens — saying 'Wiadomość wysłana!' unless the message joined an open conversation with that
// subject (`existing`), which just opens.
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { UserIdPicker, type ChosenUser } from '@/shared/components/UserIdPicker';
import { Composer } from '@/shared/composer/Composer';
import { viewerId } from '@/shared/viewer';
import { useStartConversation } from '../api/useStartConversation';
import type { ArrivalState } from '../hooks/useArrivalNotice';
import { MESSAGES_PATH, conversationPath } from '../paths';
import { rethrowSendFailure } from '../sendFailure';
import { MESSAGE_TEXTS } from '../texts';

export const SUBJECT_MAX = 200;

/** The recipient's ID from ?userId, if it is a valid ID other than one's own (the picker looks it up). */
export function prefilledRecipientId(params: URLSearchParams, ownId: number | null): number | null {
  const raw = params.get('userId')?.trim() ?? '';
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id <= 0 || id === ownId) return null;
  return id;
}

export default function NewMessagePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const me = viewerId();
  const [prefillId] = useState(() => prefilledRecipientId(params, me));
  const [recipients, setRecipients] = useState<ChosenUser[]>([]);
  const [subject, setSubject] = useState('');
  const { mutateAsync: start } = useStartConversation();

  const send = async (html: string) => {
    if (!subject.trim()) throw new Error(MESSAGE_TEXTS.required);
    const [recipient] = recipients;
    if (!recipient) throw new Error(MESSAGE_TEXTS.noRecipient);
    try {
      const started = await start({ receiver_id: recipient.id, subject: subject.trim(), content: html });
      const state: ArrivalState = started.existing ? {} : { notice: MESSAGE_TEXTS.sent };
      void navigate(conversationPath(started.conversationId), { state });
    } catch (failure) {
      rethrowSendFailure(failure);
    }
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, maxWidth: 960 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h4">
          {MESSAGE_TEXTS.newTitle}
        </Typography>
        <Button component={RouterLink} to={MESSAGES_PATH} color="secondary">
          {MESSAGE_TEXTS.back}
        </Button>
      </Box>
      <UserIdPicker
        ownId={me}
        value={recipients}
        onChange={setRecipients}
        legend={MESSAGE_TEXTS.recipients}
        listLabel={MESSAGE_TEXTS.recipientsList}
        selfError={MESSAGE_TEXTS.self}
        prefillId={prefillId}
      />
      {recipients.length > 1 && <Alert severity="info">{MESSAGE_TEXTS.onlyFirst(recipients[0].name)}</Alert>}
      <TextField
        label={MESSAGE_TEXTS.subject}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        slotProps={{ htmlInput: { maxLength: SUBJECT_MAX } }}
        fullWidth
      />
      <Composer onSend={send} draftKey="message:new" placeholder={MESSAGE_TEXTS.body} emptyText={MESSAGE_TEXTS.required} resizable mentions />
    </Box>
  );
}
