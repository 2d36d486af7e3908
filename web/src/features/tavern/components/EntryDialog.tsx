// The entry dialog (spec 2 §2): step 1 the character (main, each secondary, or Narrator), step 2
// the room with its description and people online; the confirm button is enabled only with both
// chosen and reads 'character -> room' ('Morwena -> Główna sala'). Given a `character` it is the
// change-room dialog: the room step alone, the current room marked and not offered.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import RecordVoiceOver from '@mui/icons-material/RecordVoiceOver';
import type { TavernRoom } from '@mrok/sdk';
import { BusyButton } from '@/shared/components/BusyButton';
import { CharacterAvatar } from '@/shared/components/CharacterAvatar';
import { useDialogAction } from '@/shared/components/useAction';
import { characterKey, characterLabel, characterName, type CharacterOption } from '@/shared/composer/characterOptions';
import { failureText } from '@/shared/composer/messages';
import { CHARACTER_COLORS } from '@/shared/sessions/characterStyle';
import { wrapAnywhere } from '@/shared/theme/textFit';
import { roomsQuery } from '../api/rooms';
import { DialogError } from '@/shared/components/DialogError';

export const ENTRY_TEXTS = {
  chooseCharacter: 'Wybierz postać',
  chooseRoom: 'Wybierz pokój',
  changeRoom: 'Zmień pokój',
  confirm: 'Wejdź',
  back: 'Wstecz',
  cancel: 'Anuluj',
  charactersFailed: 'Nie udało się pobrać listy postaci',
  roomsFailed: 'Nie udało się pobrać listy pokoi.',
  noRooms: 'Karczma nie ma jeszcze żadnych pokoi.',
  enterFailed: 'Nie udało się wejść do karczmy.',
  moveFailed: 'Nie udało się zmienić pokoju.',
  here: 'tu jesteś',
} as const;

const ARROW = '->';

/** The confirm button's label: 'Morwena -> Główna sala' once both are chosen, 'Wejdź' before. */
export function confirmLabel(character: CharacterOption | null, room: TavernRoom | null): string {
  return character && room ? `${characterName(character)} ${ARROW} ${room.name}` : ENTRY_TEXTS.confirm;
}

/** The confirm button's label as shown: a line may break between the names, never inside the arrow. */
function ConfirmLabel({ character, room }: { character: CharacterOption | null; room: TavernRoom | null }) {
  if (!character || !room) return <>{ENTRY_TEXTS.confirm}</>;
  return (
    <span>
      {characterName(character)}{' '}
      <span data-testid="entry-arrow" style={{ whiteSpace: 'nowrap' }}>
        {ARROW}
      </span>{' '}
      {room.name}
    </span>
  );
}

export const peopleOnline = (count: number) => `Osób w pokoju: ${count}`;

interface EntryDialogProps {
  open: boolean;
  /** Step 1's choices (main, secondaries, Narrator). */
  characters: CharacterOption[];
  /** The character list could not be read (the Narrator is still offered). */
  charactersFailed?: boolean;
  /** Changing rooms: the room step alone, as this character. */
  character?: CharacterOption | null;
  /** The room the player is in (changing rooms). */
  currentRoom?: number | null;
  onClose: () => void;
  /** Runs the entry; a rejection keeps the dialog open with its message. */
  onConfirm: (character: CharacterOption, room: TavernRoom) => Promise<void>;
}

export function EntryDialog({ open, characters, charactersFailed = false, character: fixed, currentRoom, onClose, onConfirm }: EntryDialogProps) {
  const rooms = useQuery({ ...roomsQuery, enabled: open });
  const [character, setCharacter] = useState<CharacterOption | null>(null);
  const [room, setRoom] = useState<TavernRoom | null>(null);
  const { busy, error, setError, run } = useDialogAction(open, () => {
    setCharacter(null);
    setRoom(null);
  });

  const changing = Boolean(fixed);
  const who = fixed ?? character;
  const step = who ? 2 : 1;

  const close = () => {
    if (!busy) onClose();
  };
  const confirm = async () => {
    if (!who || !room || busy) return;
    await run(() => onConfirm(who, room), (failure) => failureText(failure, changing ? ENTRY_TEXTS.moveFailed : ENTRY_TEXTS.enterFailed));
  };

  const title = changing ? ENTRY_TEXTS.changeRoom : step === 1 ? ENTRY_TEXTS.chooseCharacter : ENTRY_TEXTS.chooseRoom;
  return (
    // Names and rooms' descriptions may be single long words: everything in the dialog wraps.
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="tavern-entry-title" slotProps={{ paper: { sx: wrapAnywhere } }}>
      <DialogTitle id="tavern-entry-title">
        {title}
        {!changing && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            Krok {step} z 2
          </Typography>
        )}
      </DialogTitle>
      <DialogContent dividers>
        {step === 1 ? (
          <>
            {charactersFailed && <Alert severity="warning" sx={{ mb: 1 }}>{ENTRY_TEXTS.charactersFailed}</Alert>}
            {characters.length === 0 && !charactersFailed && <LinearProgress color="secondary" aria-label="Wczytywanie postaci" />}
            <List aria-label="Postacie" disablePadding>
              {characters.map((option) => (
                <li key={characterKey(option)}>
                  <ListItemButton onClick={() => setCharacter(option)} sx={{ borderRadius: 1 }}>
                    <ListItemAvatar>
                      <CharacterAvatar
                        path={option.avatar}
                        name={option.name}
                        icon={option.type === 'narrator' ? <RecordVoiceOver fontSize="small" /> : undefined}
                        aria-hidden
                        sx={{ border: `1px solid ${CHARACTER_COLORS[option.type]}`, color: CHARACTER_COLORS[option.type] }}
                      />
                    </ListItemAvatar>
                    <ListItemText primary={characterLabel(option)} />
                  </ListItemButton>
                </li>
              ))}
            </List>
          </>
        ) : (
          <>
            {!changing && who && (
              <Typography variant="body2" sx={{ mb: 1 }}>
                Wchodzisz jako <strong>{characterName(who)}</strong>.
              </Typography>
            )}
            {rooms.isPending && <LinearProgress color="secondary" aria-label="Wczytywanie pokoi" />}
            {rooms.isError && <Alert severity="error">{ENTRY_TEXTS.roomsFailed}</Alert>}
            {rooms.data?.length === 0 && <Typography color="text.secondary">{ENTRY_TEXTS.noRooms}</Typography>}
            <List aria-label="Pokoje" disablePadding>
              {(rooms.data ?? []).map((option) => {
                const here = option.id === currentRoom;
                return (
                  <li key={option.id}>
                    <ListItemButton
                      selected={room?.id === option.id}
                      disabled={here}
                      onClick={() => setRoom(option)}
                      sx={{ borderRadius: 1, alignItems: 'flex-start' }}
                    >
                      <ListItemText
                        primary={here ? `${option.name} (${ENTRY_TEXTS.here})` : option.name}
                        secondary={
                          <>
                            {option.description}
                            <Typography component="span" variant="body2" sx={{ display: 'block', color: 'secondary.main' }}>
                              {peopleOnline(option.active_users_count)}
                            </Typography>
                          </>
                        }
                        slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                      />
                    </ListItemButton>
                  </li>
                );
              })}
            </List>
          </>
        )}
        <DialogError error={error} />
      </DialogContent>
      {/* On a phone the buttons wrap (a gap, not MUI's left margin, between them): a long 'character -> room' gets a line of its own. */}
      <DialogActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1 }}>
        {step === 2 && !changing && (
          <Button
            color="secondary"
            disabled={busy}
            onClick={() => {
              setCharacter(null);
              setRoom(null);
              setError(null);
            }}
          >
            {ENTRY_TEXTS.back}
          </Button>
        )}
        <Button color="secondary" onClick={close} disabled={busy}>
          {ENTRY_TEXTS.cancel}
        </Button>
        <BusyButton
          variant="contained"
          onClick={() => void confirm()}
          busy={busy}
          disabled={!who || !room}
          sx={{ flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
        >
          <ConfirmLabel character={who} room={room} />
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
