// /home/tavern (spec 2 §2, §4): outside, the dimmed panel with 'Wejdź do karczmy' and the two-step
// entry dialog; inside, the room's header, its messages (page 1 the newest, live over
// /ws/?room=ID), '… pisze…', the shared composer (narrator toggle, the character button that is
// the change-character dialog), change room, leave, and 'Aktualności w Karczmie'. See README.md.
import { useEffect, useState, type KeyboardEvent } from 'react';
import { markFirstHour } from '@/shared/firstHour';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api';
import { Composer, type SendOptions } from '@/shared/composer/Composer';
import { NARRATOR_OPTION, type CharacterOption } from '@/shared/composer/characterOptions';
import { useComposerHeight } from '@/shared/composer/composerHeight';
import { PAGE_FILL_HEIGHT } from '@/shared/pageFill';
import { can } from '@/shared/access/can';
import { readSession } from '@/shared/session';
import { userCharactersQuery } from '@/shared/sessions/characters';
import { isPresenceLost, usePostMessage } from '../api/usePostMessage';
import { useTypingSignal } from '../api/useTypingSignal';
import { EntryDialog } from '../components/EntryDialog';
import { EventsDialog } from '../components/EventsDialog';
import { MessageList, LIST_TEXTS } from '../components/MessageList';
import { OutsideView } from '../components/OutsideView';
import { RoomHeader } from '../components/RoomHeader';
import { TypingLine } from '../components/TypingLine';
import { useRoomFeed } from '../hooks/useRoomFeed';
import { PRESENCE_TEXTS, useTavernPresence } from '../hooks/useTavernPresence';

/** The tavern's writing area (spec 2 §9): at least 60 px on mobile, 80 px on desktop; chat-sized at first. */
export const TAVERN_COMPOSER = { minHeight: 80, mobileMinHeight: 60, height: 140, mobileHeight: 100 } as const;

export const TAVERN_TEXTS = {
  sendFailed: 'Błąd podczas wysyłania wiadomości',
  noRoom: 'Najpierw wybierz pokój.',
  changeCharacterFailed: 'Błąd podczas zmiany postaci',
  ariaComposer: 'Wiadomość w karczmie',
  placeholder: 'Powiedz coś przy stole…',
  newestFirst: 'Strona 1 to najnowsze wiadomości.',
} as const;

/** Keys that write (and so tell the room the player is writing); shortcuts and arrows do not. */
const writes = (event: KeyboardEvent) =>
  !event.ctrlKey && !event.metaKey && !event.altKey && (event.key.length === 1 || event.key === 'Backspace' || event.key === 'Delete' || event.key === 'Enter');

export default function TavernPage() {
  const session = readSession();
  const me = session.userId !== null && Number.isSafeInteger(Number(session.userId)) ? Number(session.userId) : null;
  const managesTavern = can(session.role, 'manageTavern');
  const presence = useTavernPresence();
  const characters = useQuery({ ...userCharactersQuery(me ?? 0), enabled: me !== null });
  const options: CharacterOption[] = characters.data ?? (characters.isError ? [NARRATOR_OPTION] : []);
  const feed = useRoomFeed(presence.liveRoom, me, presence.setHeadCount, presence.roomGone);
  const post = usePostMessage();
  const signalTyping = useTypingSignal();
  const layout = useComposerHeight();
  const [dialog, setDialog] = useState<'enter' | 'room' | 'events' | null>(null);
  // The newcomer's checklist: the player has been inside the tavern.
  const inside = presence.room !== null;
  useEffect(() => {
    if (inside) markFirstHour('tavern');
  }, [inside]);
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const events = <EventsDialog open={dialog === 'events'} managesTavern={managesTavern} onClose={() => setDialog(null)} />;

  if (presence.phase === 'checking') return <LinearProgress color="secondary" aria-label="Sprawdzanie karczmy" />;

  if (presence.phase === 'outside' || !presence.character) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {presence.notice && (
          <Alert severity="warning" onClose={presence.dismissNotice}>
            {presence.notice}
          </Alert>
        )}
        <OutsideView onEnter={() => setDialog('enter')} onEvents={() => setDialog('events')} />
        <EntryDialog
          open={dialog === 'enter'}
          characters={options}
          charactersFailed={characters.isError}
          onClose={() => setDialog(null)}
          onConfirm={async (character, room) => {
            await presence.enter(character, room);
            setDialog(null);
          }}
        />
        {events}
      </Box>
    );
  }

  const character = presence.character;
  const room = presence.room;
  const roomId = room?.id ?? null;
  const page = feed.messages.data;
  const totalPages = page?.pagination.totalPages ?? 0;
  const messages = presence.liveRoom === null ? [] : (page?.messages ?? []);

  const send = async (html: string, { asNarrator }: SendOptions) => {
    if (roomId === null) throw new Error(TAVERN_TEXTS.noRoom);
    const message = { room: roomId, html, asNarrator };
    try {
      await post.mutateAsync(message);
    } catch (failure) {
      // The server lost the player (left in another tab, moved elsewhere): back in, then once more.
      if (!isPresenceLost(failure) || !(await presence.recover())) {
        console.error('Tavern message not sent', failure);
        throw failure;
      }
      await post.mutateAsync(message);
    }
    feed.setPage(1);
  };

  const leave = async () => {
    setLeaving(true);
    setError(null);
    try {
      await presence.leave();
    } catch (failure) {
      setError(errorMessage(failure, PRESENCE_TEXTS.leaveFailed));
    } finally {
      setLeaving(false);
    }
  };

  // On a phone the page is a column as tall as the window leaves it and the messages pane takes what
  // the header and the composer do not, so the composer shows above the bottom navigation.
  const fill = layout.isMobile;
  return (
    <Box data-layout={fill ? 'fill' : 'page'} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minHeight: fill ? PAGE_FILL_HEIGHT : undefined }}>
      <RoomHeader
        room={room}
        character={character}
        leaving={leaving}
        onEvents={() => setDialog('events')}
        onChangeRoom={() => setDialog('room')}
        onLeave={() => void leave()}
      />
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {presence.notice && (
        <Alert severity="warning" onClose={presence.dismissNotice}>
          {presence.notice}
        </Alert>
      )}
      {totalPages > 1 && presence.liveRoom !== null && (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Pagination
            count={totalPages}
            page={Math.min(feed.page, totalPages)}
            onChange={(_, next) => feed.setPage(next)}
            color="secondary"
            size="small"
            aria-label="Strony wiadomości"
          />
          <Typography variant="caption" color="text.secondary">
            {TAVERN_TEXTS.newestFirst}
          </Typography>
        </Box>
      )}
      <MessageList
        viewKey={`${presence.liveRoom ?? '-'}:${feed.page}`}
        roomName={room?.name ?? null}
        roomDescription={room?.description ?? null}
        messages={messages}
        loading={presence.liveRoom === null ? room !== null : feed.messages.isFetching && !page}
        error={feed.messages.isError ? errorMessage(feed.messages.error, LIST_TEXTS.loadFailed) : null}
        me={me}
        newest={feed.page === 1}
        fill={fill}
      />
      <TypingLine names={feed.typing} />
      <Box onKeyDown={(event) => roomId !== null && writes(event) && signalTyping(roomId)}>
        <Composer
          onSend={send}
          draftKey="tavern"
          placeholder={TAVERN_TEXTS.placeholder}
          ariaLabel={TAVERN_TEXTS.ariaComposer}
          sendErrorText={TAVERN_TEXTS.sendFailed}
          disabled={roomId === null}
          resizable
          minHeight={layout.isMobile ? TAVERN_COMPOSER.mobileMinHeight : TAVERN_COMPOSER.minHeight}
          height={layout.isMobile ? TAVERN_COMPOSER.mobileHeight : TAVERN_COMPOSER.height}
          allowNarrator={character.type !== 'narrator'}
          characters={options.length > 0 ? options : undefined}
          character={character}
          onCharacterChange={presence.changeCharacter}
          characterErrorText={TAVERN_TEXTS.changeCharacterFailed}
          mentions
        />
      </Box>
      <EntryDialog
        open={dialog === 'room' || presence.choosingRoom}
        characters={options}
        character={character}
        currentRoom={roomId}
        onClose={() => {
          setDialog(null);
          presence.setChoosingRoom(false);
        }}
        onConfirm={async (_, chosen) => {
          await presence.moveTo(chosen);
          setDialog(null);
        }}
      />
      {events}
    </Box>
  );
}
