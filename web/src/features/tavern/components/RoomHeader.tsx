// Inside (spec 2 §2): the room's name and description, who the player is here as, the people
// online, and the actions — the events board, change room, leave.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import Campaign from '@mui/icons-material/Campaign';
import type { TavernRoom } from '@mrok/sdk';
import { BusyButton } from '@/shared/components/BusyButton';
import { characterName, type CharacterOption } from '@/shared/composer/characterOptions';
import { characterNameSx } from '@/shared/sessions/characterStyle';
import { wrapAnywhere } from '@/shared/theme/textFit';
import { peopleOnline } from './EntryDialog';

export const HEADER_TEXTS = {
  noRoom: 'Karczma',
  chooseRoom: 'Wybierz pokój',
  changeRoom: 'Zmień pokój',
  leave: 'Wyjdź z karczmy',
  events: 'Aktualności w Karczmie',
  as: 'Jesteś tu jako',
} as const;

interface RoomHeaderProps {
  room: TavernRoom | null;
  character: CharacterOption;
  leaving: boolean;
  onEvents: () => void;
  onChangeRoom: () => void;
  onLeave: () => void;
}

/** On a phone the actions are small and share their lines, so the room's messages and the composer keep the window. */
const actionSx = { fontSize: { xs: '0.8125rem', sm: '0.875rem' }, py: { xs: 0.25, sm: 0.75 }, px: { xs: 0.75, sm: 1 } } as const;

export function RoomHeader({ room, character, leaving, onEvents, onChangeRoom, onLeave }: RoomHeaderProps) {
  return (
    <Box component="header" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
      {/* The room's name and description may be single long words: they wrap. */}
      <Box sx={{ flex: '1 1 280px', minWidth: 0, ...wrapAnywhere }}>
        <Typography variant="h4" component="h1">
          {room?.name ?? HEADER_TEXTS.noRoom}
        </Typography>
        {room?.description && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {room.description}
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {HEADER_TEXTS.as}{' '}
          <Box component="span" sx={characterNameSx(character.type)}>
            {characterName(character)}
          </Box>
          {room && (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {' · '}
              {peopleOnline(room.active_users_count)}
            </Box>
          )}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 0.5, sm: 1 } }}>
        <Button color="secondary" startIcon={<Campaign />} onClick={onEvents} sx={actionSx}>
          {HEADER_TEXTS.events}
        </Button>
        <Button color="secondary" startIcon={<MeetingRoom />} onClick={onChangeRoom} sx={actionSx}>
          {room ? HEADER_TEXTS.changeRoom : HEADER_TEXTS.chooseRoom}
        </Button>
        <BusyButton color="error" startIcon={<Logout />} busy={leaving} onClick={onLeave} sx={actionSx}>
          {HEADER_TEXTS.leave}
        </BusyButton>
      </Box>
    </Box>
  );
}
