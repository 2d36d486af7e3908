// The reply of a conversation on the shared composer (with its focus-mode writer and a draft per
// conversation). A reply needs a body once its leading bullets are stripped ('Wprowadź treść
// wiadomości'). When the other player deleted the conversation it cannot be answered: the
// server's wording says so and the composer is disabled.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { Composer } from '@/shared/composer/Composer';
import { isBlankMessage } from '@/shared/composer/messages';
import { useSendReply } from '../api/useSendReply';
import { stripLeadingBullets } from '../replyContent';
import { rethrowSendFailure } from '../sendFailure';
import { MESSAGE_TEXTS } from '../texts';

interface ReplyComposerProps {
  conversationId: number;
  otherLeft: boolean;
  /** Where 'Napisz nową wiadomość' leads once the other left (prefilled with them). */
  writeAgainTo: string;
}

export function ReplyComposer({ conversationId, otherLeft, writeAgainTo }: ReplyComposerProps) {
  const { mutateAsync: send } = useSendReply(conversationId);
  const reply = async (html: string) => {
    const content = stripLeadingBullets(html);
    if (isBlankMessage(content)) throw new Error(MESSAGE_TEXTS.emptyReply);
    try {
      await send(content);
    } catch (failure) {
      rethrowSendFailure(failure);
    }
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
      {otherLeft && (
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to={writeAgainTo} color="inherit" size="small">
              {MESSAGE_TEXTS.writeAgain}
            </Button>
          }
        >
          {MESSAGE_TEXTS.otherLeft}
        </Alert>
      )}
      <Composer
        onSend={reply}
        draftKey={`conversation:${conversationId}`}
        placeholder={MESSAGE_TEXTS.reply}
        emptyText={MESSAGE_TEXTS.emptyReply}
        disabled={otherLeft}
        resizable
        mentions
      />
    </Box>
  );
}
