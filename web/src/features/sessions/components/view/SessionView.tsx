// The session view of a loaded session (spec 2 §2, §4, §5, §8, §9), for both kinds: the header
// with its buttons and owner tools, the paged messages with the author's inline edit, the shared
// composer for participants of an open session, seen-marking and the ?download=true download.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorMessage, errorStatus } from '../../../../lib/api';
import { ConfirmDialog } from '../../../../shared/components/ConfirmDialog';
import { Composer, type SendOptions } from '../../../../shared/composer/Composer';
import { CharacterPickerDialog } from '../../../../shared/composer/CharacterPickerDialog';
import type { CharacterOption } from '../../../../shared/composer/characterOptions';
import { isBlankMessage } from '../../../../shared/composer/messages';
import { pageCount, sessionApi } from '../../../../shared/sessions/api';
import type { SessionMessage, SessionRow } from '../../../../shared/sessions/model';
import { sessionKeys } from '../../../../shared/sessions/queries';
import { rememberSeen } from '../../../../shared/sessions/unread';
import { NO_SESSION_DATA, downloadSession } from '../../download/downloadSession';
import { AddMembersDialog } from './AddMembersDialog';
import { MessagePane } from './MessagePane';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { SessionHeader } from './SessionHeader';
import { useNotify } from '../../../../shared/components/Notice';
import {
  NO_EDIT,
  VIEW_TEXTS,
  changeCharacterErrorText,
  choosePage,
  closeErrorText,
  editReducer,
  resolvePage,
  toCharacterOption,
  viewPermissions,
} from './viewLogic';
import { messagesPageQuery, myCharacterQuery, refreshSession, sessionMessagesPrefix } from './viewQueries';
import { userCharactersQuery } from '../../../../shared/sessions/characters';
import { viewerId } from '../../sessionKinds';

/** Mobile layout at this width and below (spec 2 §9). */
export const VIEW_MOBILE_MAX = 900;
/** The automatic download waits this long after the session and its messages loaded (spec 2 §9). */
export const AUTO_DOWNLOAD_DELAY_MS = 1000;

export interface SessionViewProps {
  session: SessionRow;
  /** Opened from the archive: looking does not mark the session seen. */
  fromArchive: boolean;
}

/** Where the pane scrolls once messages fetched at or after `after` (ms) are shown. */
interface PendingScroll {
  to: 'end' | 'top';
  after: number;
}

/** A reader this close to the end of the pane counts as reading the newest messages. */
const NEAR_END_PX = 80;

export function SessionView({ session, fromArchive }: SessionViewProps) {
  const { kind, id } = session;
  const api = sessionApi(kind);
  const client = useQueryClient();
  const [userId] = useState(() => viewerId());
  const permissions = viewPermissions(session, userId);
  const isMobile = useMediaQuery(`(max-width:${VIEW_MOBILE_MAX}px)`);
  const notify = useNotify();
  const detailKey = sessionKeys.detail(kind, id);

  // The latest session for callbacks that outlive a render (timers, finished calls).
  const latest = useRef(session);
  useEffect(() => {
    latest.current = session;
  }, [session]);

  // ----- Messages: the chosen page, or the last one (null) -----
  const [chosenPage, setChosenPage] = useState<number | null>(null);
  const pages = pageCount(session.messageCount);
  const page = resolvePage(chosenPage, session.messageCount);
  const messages = useQuery({ ...messagesPageQuery(kind, id, page), placeholderData: keepPreviousData });

  // Opening on the newest message; the top of a page picked by hand.
  const paneRef = useRef<HTMLDivElement>(null);
  const pendingScroll = useRef<PendingScroll | null>({ to: 'end', after: 0 });

  // New activity seen by the detail poll (someone wrote): the pages are asked for again, and a
  // reader already at the end of the newest page stays at the end.
  const activity = `${session.lastActivity}|${session.messageCount}`;
  const knownActivity = useRef(activity);
  useEffect(() => {
    if (knownActivity.current === activity) return;
    knownActivity.current = activity;
    const pane = paneRef.current;
    if (chosenPage === null && pane && pane.scrollHeight - pane.scrollTop - pane.clientHeight < NEAR_END_PX) {
      pendingScroll.current ??= { to: 'end', after: Date.now() };
    }
    void client.invalidateQueries({ queryKey: sessionMessagesPrefix(kind, id) });
  }, [activity, chosenPage, client, kind, id]);
  useEffect(() => {
    const pane = paneRef.current;
    const pending = pendingScroll.current;
    if (!pending || !pane || !messages.isSuccess || messages.isPlaceholderData || messages.dataUpdatedAt < pending.after) return;
    pane.scrollTop = pending.to === 'end' ? pane.scrollHeight : 0;
    pendingScroll.current = null;
  }, [messages.dataUpdatedAt, messages.isSuccess, messages.isPlaceholderData]);

  // ----- Seen (participants only; failures silent) -----
  const markSeen = useCallback(
    (at: string) => {
      if (!latest.current.isParticipant) return;
      rememberSeen(kind, id, at);
      api
        .seen(id, at)
        .catch(() => undefined)
        .finally(() => void client.invalidateQueries({ queryKey: sessionKeys.list(kind) }));
    },
    [api, client, kind, id],
  );
  const markedAt = useRef<string | null>(null);
  useEffect(() => {
    if (fromArchive || !session.isParticipant || markedAt.current === session.lastActivity) return;
    markedAt.current = session.lastActivity;
    markSeen(session.lastActivity);
  }, [fromArchive, session.isParticipant, session.lastActivity, markSeen]);

  // ----- Editing one's own message -----
  const [edit, dispatchEdit] = useReducer(editReducer, NO_EDIT);
  useEffect(() => {
    if (!permissions.canWrite) dispatchEdit({ type: 'cancel' });
  }, [permissions.canWrite]);

  const saveEdit = async () => {
    const messageId = edit.messageId;
    if (messageId === null || edit.saving) return;
    if (isBlankMessage(edit.html)) {
      dispatchEdit({ type: 'failed', error: VIEW_TEXTS.emptyMessage });
      return;
    }
    dispatchEdit({ type: 'saving' });
    try {
      const updated = await api.edit(id, messageId, edit.html);
      client.setQueryData<SessionMessage[]>(sessionKeys.messages(kind, id, page), (list) =>
        list?.map((m) => (m.id === messageId ? { ...m, html: updated.html, editedAt: updated.editedAt ?? new Date().toISOString() } : m)),
      );
      dispatchEdit({ type: 'saved' });
      markSeen(latest.current.lastActivity);
      void client.invalidateQueries({ queryKey: sessionMessagesPrefix(kind, id) });
    } catch (failure) {
      dispatchEdit({ type: 'failed', error: errorMessage(failure, VIEW_TEXTS.editError) });
      const status = errorStatus(failure);
      if (status === 403 || status === 409) void client.invalidateQueries({ queryKey: detailKey });
    }
  };

  const changePage = (next: number) => {
    if (next === page || edit.messageId !== null) return;
    pendingScroll.current = { to: next === pages ? 'end' : 'top', after: 0 };
    setChosenPage(choosePage(next, session.messageCount));
  };

  // ----- Sending -----
  const send = async (html: string, { asNarrator }: SendOptions) => {
    let message: SessionMessage;
    try {
      message = await api.post(id, html, asNarrator);
    } catch (failure) {
      const status = errorStatus(failure);
      // Not (or no longer) allowed, or closed meanwhile: participation is checked again.
      if (status === 403 || status === 404 || status === 409) void client.invalidateQueries({ queryKey: detailKey });
      if (status === 403) throw new Error(errorMessage(failure, VIEW_TEXTS.writeForbidden));
      throw failure;
    }
    client.setQueryData<SessionRow>(detailKey, (old) =>
      old ? { ...old, messageCount: old.messageCount + 1, lastActivity: message.createdAt } : old,
    );
    setChosenPage(null);
    // After the pages fetched from now on arrive (a cached page may show first, without the message).
    pendingScroll.current = { to: 'end', after: Date.now() };
    markedAt.current = message.createdAt;
    markSeen(message.createdAt);
    void client.invalidateQueries({ queryKey: sessionMessagesPrefix(kind, id) });
    void client.invalidateQueries({ queryKey: detailKey });
  };

  // ----- Characters -----
  const canPickCharacter = permissions.canWrite && userId !== null;
  const characters = useQuery({ ...userCharactersQuery(userId ?? 0), enabled: canPickCharacter });
  const myCharacter = useQuery({ ...myCharacterQuery(kind, id), enabled: permissions.canWrite });
  const options = characters.data;
  const current = myCharacter.data ? toCharacterOption(myCharacter.data) : null;
  const [pickerOpen, setPickerOpen] = useState(false);
  const [loadingCharacters, setLoadingCharacters] = useState(false);

  const openPicker = async () => {
    if (userId === null) {
      notify.error(VIEW_TEXTS.charactersError);
      return;
    }
    setLoadingCharacters(true);
    try {
      await client.fetchQuery(userCharactersQuery(userId));
      setPickerOpen(true);
    } catch {
      notify.error(VIEW_TEXTS.charactersError);
    } finally {
      setLoadingCharacters(false);
    }
  };

  const changeCharacter = async (option: CharacterOption) => {
    try {
      const changed = await api.changeCharacter(id, { type: option.type, id: option.id, name: option.name });
      client.setQueryData(sessionKeys.myCharacter(kind, id), changed);
      void client.invalidateQueries({ queryKey: sessionKeys.participantsCharacters(kind, id) });
    } catch (failure) {
      throw new Error(changeCharacterErrorText(failure));
    }
  };

  // ----- Download (the button, and ?download=true) -----
  const [downloading, setDownloading] = useState(false);
  const download = useCallback(async () => {
    setDownloading(true);
    try {
      await downloadSession(api, id, { session: latest.current });
    } catch (failure) {
      notify.error(failure instanceof Error && failure.message ? failure.message : NO_SESSION_DATA);
    } finally {
      setDownloading(false);
    }
  }, [api, id, notify]);

  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const wantsDownload = searchParams.get('download') === 'true';
  const messagesLoaded = messages.isSuccess;
  const autoDownload = useRef<() => void>(() => undefined);
  useEffect(() => {
    autoDownload.current = () => {
      void download().finally(() => {
        // The flag goes, without a new history entry (and keeping the router state).
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
  const autoDownloaded = useRef(false);
  useEffect(() => {
    if (!wantsDownload || !messagesLoaded || autoDownloaded.current) return;
    const timer = window.setTimeout(() => {
      autoDownloaded.current = true;
      autoDownload.current();
    }, AUTO_DOWNLOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [wantsDownload, messagesLoaded]);

  // ----- Owner tools -----
  const [addOpen, setAddOpen] = useState(false);
  const [removeOpen, setRemoveOpen] = useState(false);
  const [closeOpen, setCloseOpen] = useState(false);
  const [closing, setClosing] = useState(false);
  const [closeError, setCloseError] = useState<string | null>(null);

  const addMembers = async (userIds: number[]) => {
    await api.addMembers(id, userIds);
    await refreshSession(client, kind, id);
  };
  const removeMember = async (memberId: number) => {
    await api.removeMember(id, memberId);
    client.setQueryData<SessionRow>(detailKey, (old) =>
      old ? { ...old, participants: old.participants.filter((p) => p.id !== memberId) } : old,
    );
    await refreshSession(client, kind, id);
  };
  const closeSession = async () => {
    if (closing) return;
    setClosing(true);
    setCloseError(null);
    try {
      await api.close(id);
    } catch (failure) {
      setCloseError(closeErrorText(failure));
      return;
    } finally {
      setClosing(false);
    }
    client.setQueryData<SessionRow>(detailKey, (old) => (old ? { ...old, closed: true } : old));
    setCloseOpen(false);
    void refreshSession(client, kind, id);
  };

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', minWidth: 0 }} data-testid="session-view">
      <SessionHeader
        session={session}
        permissions={permissions}
        downloading={downloading}
        loadingCharacters={loadingCharacters}
        onDownload={() => void download()}
        onChangeCharacter={() => void openPicker()}
        onAddMembers={() => setAddOpen(true)}
        onRemoveMember={() => setRemoveOpen(true)}
        onClose={() => {
          setCloseError(null);
          setCloseOpen(true);
        }}
      />

      <MessagePane
        messages={messages.data}
        loading={messages.isPending}
        fetching={messages.isFetching}
        failed={messages.isError}
        onRetry={() => void messages.refetch()}
        page={page}
        pages={pages}
        onPageChange={changePage}
        userId={userId}
        canWrite={permissions.canWrite}
        edit={edit}
        onStartEdit={(message) => dispatchEdit({ type: 'start', messageId: message.id, html: message.html })}
        onEditChange={(html) => dispatchEdit({ type: 'change', html })}
        onEditSave={() => void saveEdit()}
        onEditCancel={() => dispatchEdit({ type: 'cancel' })}
        isMobile={isMobile}
        paneRef={paneRef}
      />

      {session.closed && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="session-closed">
          {VIEW_TEXTS.closed}
        </Alert>
      )}
      {!session.isParticipant && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="session-not-participant">
          {VIEW_TEXTS.notParticipant}
        </Alert>
      )}

      {permissions.canWrite && (
        <Box component="section" aria-label="Nowa wiadomość" sx={{ minWidth: 0 }}>
          <Composer
            draftKey={`${kind}-session-${id}`}
            onSend={send}
            sendErrorText={VIEW_TEXTS.sendError}
            characters={options}
            character={current}
            onCharacterChange={changeCharacter}
            characterErrorText={VIEW_TEXTS.changeCharacterError}
            allowNarrator
            resizable
          />
        </Box>
      )}

      {permissions.canWrite && options && (
        <CharacterPickerDialog
          open={pickerOpen}
          options={options}
          value={current}
          onClose={() => setPickerOpen(false)}
          onConfirm={changeCharacter}
          errorText={VIEW_TEXTS.changeCharacterError}
        />
      )}

      {permissions.canAddMembers && (
        <AddMembersDialog open={addOpen} participants={session.participants} onClose={() => setAddOpen(false)} onConfirm={addMembers} />
      )}
      {permissions.canRemoveMembers && (
        <RemoveMemberDialog
          open={removeOpen}
          participants={session.participants}
          ownerId={session.ownerId}
          onClose={() => setRemoveOpen(false)}
          onRemove={removeMember}
        />
      )}
      <ConfirmDialog
        open={closeOpen}
        title={VIEW_TEXTS.closeSession}
        confirmLabel="Zamknij"
        busy={closing}
        onConfirm={() => void closeSession()}
        onCancel={() => setCloseOpen(false)}
      >
        Czy na pewno chcesz zamknąć sesję „{session.title}”? Trafi do archiwum i nie będzie można już dodawać w niej wiadomości.
        {closeError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {closeError}
          </Alert>
        )}
      </ConfirmDialog>

    </Box>
  );
}
