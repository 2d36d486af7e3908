// /home/{general|private}Sessions/new (spec 2 §2): a title, the character to write as, optional
// participants by user ID and the first message; the session and its first message are created
// in one call, then the view opens.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorMessage, errorStatus } from '@/lib/api';
import { Composer } from '@/shared/composer/Composer';
import { NARRATOR_OPTION, characterKey } from '@/shared/composer/characterOptions';
import { ShownElsewhere } from '@/shared/composer/messages';
import { userCharactersQuery } from '@/shared/sessions/characters';
import type { SessionKind } from '@/shared/sessions/model';
import { useCreateSession } from '../api/useCreateSession';
import { CharacterField } from '../components/CharacterField';
import { UserIdPicker, type ChosenUser } from '@/shared/components/UserIdPicker';
import { viewerId } from '@/shared/viewer';
import { SESSION_TEXTS, sessionPath, sessionsPath } from '../sessionKinds';

const TITLE_REQUIRED = 'Podaj tytuł sesji!';

/** The server's message; else a fallback for a server failure or for a network one. */
function createErrorText(error: unknown): string {
  if (errorStatus(error) === undefined) return 'Wystąpił błąd przy tworzeniu sesji.';
  return errorMessage(error, 'Błąd podczas tworzenia sesji.');
}

export default function NewSessionPage({ kind }: { kind: SessionKind }) {
  const navigate = useNavigate();
  const { mutateAsync: createSession } = useCreateSession(kind);
  const ownId = viewerId();
  const characters = useQuery({ ...userCharactersQuery(ownId ?? 0), enabled: ownId !== null });
  const options = characters.data ?? [NARRATOR_OPTION];

  const [title, setTitle] = useState('');
  const [titleMissing, setTitleMissing] = useState(false);
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const [participants, setParticipants] = useState<ChosenUser[]>([]);
  const [creating, setCreating] = useState(false);

  // Until the player picks, the first option (the main character when there is one).
  const character = options.find((option) => characterKey(option) === chosenKey) ?? options[0];

  const create = async (html: string) => {
    const trimmed = title.trim();
    if (!trimmed) {
      setTitleMissing(true);
      throw new ShownElsewhere(TITLE_REQUIRED);
    }
    setCreating(true);
    let id: number;
    try {
      id = await createSession({
        title: trimmed,
        userIds: participants.map((p) => p.id),
        character: { type: character.type, id: character.id, name: character.name },
        message: html,
      });
    } catch (failure) {
      throw new Error(createErrorText(failure));
    } finally {
      setCreating(false);
    }
    navigate(sessionPath(kind, id));
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
          {SESSION_TEXTS[kind].newTitle}
        </Typography>
        <Button component={RouterLink} to={sessionsPath(kind)} color="secondary" startIcon={<ArrowBackIcon />}>
          Wróć do listy
        </Button>
      </Box>
      <Paper sx={{ p: { xs: 1.5, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 3 }}>
        <TextField
          label="Tytuł sesji"
          value={title}
          required
          disabled={creating}
          error={titleMissing}
          helperText={titleMissing ? TITLE_REQUIRED : undefined}
          onChange={(event) => {
            setTitle(event.target.value);
            setTitleMissing(false);
          }}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <CharacterField
          options={options}
          value={characterKey(character)}
          onChange={setChosenKey}
          failed={characters.isError}
          disabled={creating}
        />
        <UserIdPicker
          ownId={ownId}
          value={participants}
          onChange={setParticipants}
          disabled={creating}
          legend="Uczestnicy (opcjonalnie)"
          listLabel="Dodani uczestnicy"
        />
        <Box>
          <Typography component="h2" sx={{ mb: 1, color: 'text.secondary' }}>
            Pierwsza wiadomość
          </Typography>
          <Composer
            draftKey={`newSession:${kind}`}
            onSend={create}
            sendLabel="Utwórz sesję"
            placeholder="Rozpocznij opowieść…"
            ariaLabel="Pierwsza wiadomość"
            sendErrorText="Błąd podczas tworzenia sesji."
            resizable
          />
        </Box>
      </Paper>
    </Box>
  );
}
