// /home/messages/new (spec 2 §2, §5): the recipient by ID (prefilled from ?userId and ?nickname —
// the profile's 'Wyślij wiadomość' leads here), the subject and the body on the shared composer.
// Only the first recipient is used. Sent: 'Wiadomość wysłana!' and the conversation opens; when
// the two already had an open conversation with that subject, the message joined it and it opens
// without the word.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MessagesService, PlayersService } from '@mrok/sdk';
import { errorMessage, errorStatus } from '../../../lib/api';
import { BusyButton } from '../../../shared/components/BusyButton';
import { Composer } from '../../../shared/composer/Composer';
import { conversationKeys, ownId } from '../../../shared/messages/queries';
import { MESSAGE_TEXTS } from '../texts';

const RECIPIENT_ERRORS = {
  invalid: 'Podaj prawidłowe ID',
  listed: 'Ten użytkownik już jest na liście',
  notFound: 'Nie znaleziono użytkownika o takim ID',
} as const;

interface Recipient {
  id: number;
  name: string;
}

export default function NewMessagePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const prefilled = Number(params.get('userId'));
  const [recipients, setRecipients] = useState<Recipient[]>(
    Number.isSafeInteger(prefilled) && prefilled > 0 ? [{ id: prefilled, name: params.get('nickname') || `ID ${prefilled}` }] : [],
  );
  const [input, setInput] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [subject, setSubject] = useState('');

  const add = async () => {
    const raw = input.trim();
    const id = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id <= 0) return setInputError(RECIPIENT_ERRORS.invalid);
    if (recipients.some((r) => r.id === id)) return setInputError(RECIPIENT_ERRORS.listed);
    setChecking(true);
    try {
      const user = await PlayersService.getUser({ id });
      setRecipients([...recipients, { id, name: user.nickname || `ID ${id}` }]);
      setInput('');
      setInputError(null);
    } catch (failure) {
      setInputError(errorStatus(failure) === 404 ? RECIPIENT_ERRORS.notFound : errorMessage(failure, RECIPIENT_ERRORS.notFound));
    } finally {
      setChecking(false);
    }
  };

  const send = async (html: string) => {
    if (recipients.length === 0) throw new Error(MESSAGE_TEXTS.noRecipient);
    if (!subject.trim()) throw new Error(MESSAGE_TEXTS.required);
    const started = await MessagesService.startConversation({
      requestBody: { receiver_id: recipients[0].id, subject: subject.trim(), content: html },
    });
    await client.invalidateQueries({ queryKey: conversationKeys.list(ownId() ?? 0) });
    navigate(`/home/messages/${started.conversationId}`, { state: { notice: started.existing ? null : MESSAGE_TEXTS.sent } });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900 }}>
      <Typography component="h1" variant="h4">
        {MESSAGE_TEXTS.newTitle}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={MESSAGE_TEXTS.recipientId}
          value={input}
          error={inputError !== null}
          helperText={inputError ?? ' '}
          onChange={(event) => setInput(event.target.value.replace(/\D/g, ''))}
          inputProps={{ inputMode: 'numeric' }}
        />
        <BusyButton variant="outlined" color="secondary" busy={checking} disabled={!input.trim()} onClick={() => void add()}>
          {MESSAGE_TEXTS.addRecipient}
        </BusyButton>
      </Box>
      {recipients.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="recipients">
          {recipients.map((r) => (
            <Chip key={r.id} label={`${r.name} (ID ${r.id})`} onDelete={() => setRecipients(recipients.filter((x) => x.id !== r.id))} />
          ))}
        </Box>
      )}
      <TextField label={MESSAGE_TEXTS.subject} value={subject} onChange={(event) => setSubject(event.target.value)} inputProps={{ maxLength: 200 }} fullWidth />
      <Composer onSend={send} draftKey="message:new" placeholder="Treść wiadomości…" sendLabel={MESSAGE_TEXTS.send} sendErrorText={MESSAGE_TEXTS.sendFailed} />
    </Box>
  );
}
