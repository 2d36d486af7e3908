// The session view of a loaded session (spec 2 §2, §4, §5, §8, §9), for both kinds: the header
// with its buttons and owner tools, the paged messages with the author's inline edit, the shared
// composer for participants of an open session. What it does lives in hooks (features/sessions/
// hooks: paging, seen marker, download, edit, character, owner tools); this file lays it out.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorMessage, errorStatus } from '@/lib/api';
import { ConfirmDialog } from '@/shared/components/ConfirmDialog';
import { useNotify } from '@/shared/components/Notice';
import { CharacterPickerDialog } from '@/shared/composer/CharacterPickerDialog';
import { Composer, type SendOptions } from '@/shared/composer/Composer';
import type { SessionRow } from '@/shared/sessions/model';
import { sessionKeys } from '@/shared/sessions/queries';
import { usePostMessage } from '@/features/sessions/api/usePostMessage';
import { useMessageEdit } from '@/features/sessions/hooks/useMessageEdit';
import { useMessagePaging } from '@/features/sessions/hooks/useMessagePaging';
import { useOwnerTools } from '@/features/sessions/hooks/useOwnerTools';
import { useSeenMarker } from '@/features/sessions/hooks/useSeenMarker';
import { useSessionCharacter } from '@/features/sessions/hooks/useSessionCharacter';
import { useSessionDownload } from '@/features/sessions/hooks/useSessionDownload';
import { viewerId } from '@/shared/viewer';
import { AddMembersDialog } from './AddMembersDialog';
import { MessagePane } from './MessagePane';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { SessionHeader } from './SessionHeader';
import { VIEW_TEXTS, viewPermissions } from './viewLogic';

/** Mobile layout at this width and below (spec 2 §9). */
export const VIEW_MOBILE_MAX = 900;

export interface SessionViewProps {
  session: SessionRow;
  /** Opened from the archive: looking does not mark the session seen. */
  fromArchive: boolean;
}

export function SessionView({ session, fromArchive }: SessionViewProps) {
  const { kind, id } = session;
  const client = useQueryClient();
  const notify = useNotify();
  const [userId] = useState(() => viewerId());
  const permissions = viewPermissions(session, userId);
  const isMobile = useMediaQuery(`(max-width:${VIEW_MOBILE_MAX}px)`);

  const edit = useMessageEdit(kind, id, permissions.canWrite);
  const paging = useMessagePaging(session, edit.edit.messageId !== null, { fromArchive, userId });
  useSeenMarker(session, fromArchive);
  const { download, downloading } = useSessionDownload(session, paging.messages.isSuccess);
  const character = useSessionCharacter(kind, id, userId, permissions.canWrite, notify.error);
  const owner = useOwnerTools(session);

  const { mutateAsync: post } = usePostMessage(kind, id);
  const send = async (html: string, { asNarrator }: SendOptions) => {
    try {
      await post({ html, asNarrator });
    } catch (failure) {
      const status = errorStatus(failure);
      // Not (or no longer) allowed, or closed meanwhile: participation is checked again.
      if (status === 403 || status === 404 || status === 409) void client.invalidateQueries({ queryKey: sessionKeys.detail(kind, id) });
      if (status === 403) throw new Error(errorMessage(failure, VIEW_TEXTS.writeForbidden));
      throw failure;
    }
    paging.followOwnMessage();
  };

  const messages = paging.messages;
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', minWidth: 0 }} data-testid="session-view">
      <SessionHeader
        session={session}
        permissions={permissions}
        downloading={downloading}
        loadingCharacters={character.loadingOptions}
        onDownload={() => void download()}
        onChangeCharacter={() => void character.openPicker(VIEW_TEXTS.charactersError)}
        onAddMembers={() => owner.add.setOpen(true)}
        onRemoveMember={() => owner.remove.setOpen(true)}
        onClose={owner.close.show}
      />

      {session.closed && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="session-closed">
          {VIEW_TEXTS.closed}
        </Alert>
      )}
      {/* In a closed session nobody writes, so the closed notice alone says it. */}
      {!session.isParticipant && !session.closed && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="session-not-participant">
          {VIEW_TEXTS.notParticipant}
        </Alert>
      )}

      <MessagePane
        messages={messages.data}
        firstUnreadId={paging.firstUnreadId}
        loading={messages.isPending}
        fetching={messages.isFetching}
        failed={messages.isError}
        onRetry={() => void messages.refetch()}
        page={paging.page}
        pages={paging.pages}
        onPageChange={paging.changePage}
        userId={userId}
        canWrite={permissions.canWrite}
        edit={edit.edit}
        onStartEdit={(message) => edit.dispatch({ type: 'start', messageId: message.id, html: message.html })}
        onEditChange={(html) => edit.dispatch({ type: 'change', html })}
        onEditSave={() => void edit.save()}
        onEditCancel={() => edit.dispatch({ type: 'cancel' })}
        isMobile={isMobile}
        paneRef={paging.paneRef}
      />

      {permissions.canWrite && (
        <Box component="section" aria-label="Nowa wiadomość" sx={{ minWidth: 0 }}>
          <Composer
            draftKey={`${kind}-session-${id}`}
            onSend={send}
            sendErrorText={VIEW_TEXTS.sendError}
            characters={character.options}
            character={character.current}
            onCharacterChange={character.change}
            characterErrorText={VIEW_TEXTS.changeCharacterError}
            allowNarrator
            resizable
            mentions={{ session: id }}
          />
        </Box>
      )}

      {permissions.canWrite && character.options && (
        <CharacterPickerDialog
          open={character.pickerOpen}
          options={character.options}
          value={character.current}
          onClose={character.closePicker}
          onConfirm={character.change}
          errorText={VIEW_TEXTS.changeCharacterError}
        />
      )}

      {permissions.canAddMembers && (
        <AddMembersDialog
          open={owner.add.open}
          participants={session.participants}
          onClose={() => owner.add.setOpen(false)}
          onConfirm={owner.add.confirm}
        />
      )}
      {permissions.canRemoveMembers && (
        <RemoveMemberDialog
          open={owner.remove.open}
          participants={session.participants}
          ownerId={session.ownerId}
          onClose={() => owner.remove.setOpen(false)}
          onRemove={owner.remove.confirm}
        />
      )}
      <ConfirmDialog
        open={owner.close.open}
        title={VIEW_TEXTS.closeSession}
        confirmLabel="Zamknij"
        busy={owner.close.busy}
        onConfirm={owner.close.confirm}
        onCancel={owner.close.hide}
      >
        Czy na pewno chcesz zamknąć sesję „{session.title}”? Trafi do archiwum i nie będzie można już dodawać w niej wiadomości.
        {owner.close.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {owner.close.error}
          </Alert>
        )}
      </ConfirmDialog>
    </Box>
  );
}
