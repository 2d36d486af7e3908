// One message of a session (spec 2 §2, §3): the character's avatar and name coloured by its type,
// the account name when it differs, the date, the body, '(edytowano)'; for its author in an open
// session an 'Edytuj' button that turns the body into an inline editor with 'Zapisz' / 'Anuluj'.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { palette } from '@/app/theme';
import { uploadDescriptionImage } from '@/shared/api/uploadDescriptionImage';
import { BusyButton } from '@/shared/components/BusyButton';
import { PostedAt } from '@/shared/components/PostedAt';
import { formatDateTime } from '@/shared/dates';
import { LazyRichTextEditor } from '@/shared/editor/LazyRichTextEditor';
import { RichTextContent } from '@/shared/editor/RichTextContent';
import { authorBeside, type SessionMessage } from '@/shared/sessions/model';
import { SpeakerMessage, SpeakerName } from '@/shared/sessions/Speaker';
import { VIEW_TEXTS } from './viewLogic';

export interface MessageEditProps {
  html: string;
  saving: boolean;
  error: string | null;
  onChange: (html: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

export interface MessageItemProps {
  message: SessionMessage;
  /** The first message the player had not seen: a 'Nowe wiadomości' line above it. */
  firstUnread?: boolean;
  /** Shows 'Edytuj' (the author, a participant of an open session). */
  canEdit: boolean;
  /** Another message is being edited: 'Edytuj' waits. */
  editLocked?: boolean;
  onEdit?: () => void;
  /** Present while this message is being edited. */
  edit?: MessageEditProps | null;
}

export function MessageItem({ message, firstUnread = false, canEdit, editLocked = false, onEdit, edit }: MessageItemProps) {
  const author = authorBeside(message);
  return (
    <>
      {firstUnread && (
        <Typography
          component="div"
          data-first-unread
          variant="caption"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.5, color: palette.bloodBright, fontWeight: 700,
            letterSpacing: '0.08em', textTransform: 'uppercase', '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${palette.bloodBright}` } }}
        >
          {VIEW_TEXTS.newMessages}
        </Typography>
      )}
      <SpeakerMessage
        testId="session-message"
        messageId={message.id}
        speaker={{ type: message.characterType, name: message.characterName, avatar: message.characterAvatar }}
        avatar={{ size: { xs: 36, sm: 48 } }}
        sx={{ gap: { xs: 1, sm: 1.5 }, p: { xs: 1, sm: 1.5 }, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, rowGap: 0.25 }}>
          <SpeakerName type={message.characterType} name={message.characterName} author={author} authorTestId="message-author" />
          <PostedAt at={message.createdAt} />
          {message.editedAt && (
            <Typography
              component="span"
              variant="caption"
              color="text.secondary"
              title={`Edytowano: ${formatDateTime(message.editedAt)}`}
              sx={{ fontStyle: 'italic' }}
              data-testid="message-edited"
            >
              {VIEW_TEXTS.edited}
            </Typography>
          )}
          {canEdit && !edit && (
            <Button
              size="small"
              color="secondary"
              startIcon={<EditOutlined fontSize="small" />}
              onClick={onEdit}
              disabled={editLocked}
              sx={{ ml: 'auto', minWidth: 0, py: 0 }}
            >
              {VIEW_TEXTS.edit}
            </Button>
          )}
        </Box>
        {edit ? (
          <Box sx={{ mt: 1 }}>
            <LazyRichTextEditor
              value={edit.html}
              onChange={edit.onChange}
              ariaLabel="Edycja wiadomości"
              highlightAsterisks
              minHeight={120}
              autoFocus
              disabled={edit.saving}
              onSubmit={edit.onSave}
              onUploadImage={uploadDescriptionImage}
            />
            {edit.error && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {edit.error}
              </Alert>
            )}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
              <Button color="secondary" onClick={edit.onCancel} disabled={edit.saving}>
                {VIEW_TEXTS.cancel}
              </Button>
              <BusyButton variant="contained" onClick={edit.onSave} busy={edit.saving}>
                {VIEW_TEXTS.save}
              </BusyButton>
            </Box>
          </Box>
        ) : (
          <RichTextContent html={message.html} highlightAsterisks sx={{ mt: 0.5 }} />
        )}
      </SpeakerMessage>
    </>
  );
}
