use std::time::Duration;

use chrono::{DateTime, Utc};

use super::{
    Conversation, ConversationError, ConversationId, ConversationPorts, MAX_LISTED_CONVERSATIONS,
    MAX_PRIVATE_MESSAGE_CHARS, MessageWindow, NewConversation, PrivateMessage, Started, Subject,
};
use crate::access::GameActor;
use crate::live::{LiveEvent, PolledList};
use crate::notifications::{Draft, Notices, NotificationKind, Notifier, Place};
use crate::sessions::MessageBody;
use crate::shared::{RateRule, SEEN_MARKER_RATE, UserId, html_length, seen_marker};

/// New conversations a player may start: letters, not a mailing.
pub const CONVERSATION_START_RATE: RateRule =
    RateRule { name: "conversation_start", max: 10, window: Duration::from_secs(600) };
/// Private messages a player may send (replies and first messages alike).
pub const PRIVATE_MESSAGE_RATE: RateRule =
    RateRule { name: "private_message", max: 30, window: Duration::from_secs(60) };

/// Private messaging. Only the two members ever learn anything about a conversation: to anyone
/// else every id is [`ConversationError::NotFound`].
pub struct ConversationService {
    ports: ConversationPorts,
}

impl ConversationService {
    pub fn new(ports: ConversationPorts) -> Self {
        ConversationService { ports }
    }

    /// The player's own conversations, the most recently active first (at most 100).
    ///
    /// # Errors
    /// [`ConversationError::ForeignList`] for anyone else's list.
    pub async fn list(
        &self,
        actor: &GameActor,
        user: UserId,
    ) -> Result<Vec<Conversation>, ConversationError> {
        if !actor.is(user) {
            return Err(ConversationError::ForeignList);
        }
        Ok(self.ports.conversations.list(user, MAX_LISTED_CONVERSATIONS).await?)
    }

    /// # Errors
    /// [`ConversationError::NotFound`] unless the actor is in it.
    pub async fn get(
        &self,
        actor: &GameActor,
        id: ConversationId,
    ) -> Result<Conversation, ConversationError> {
        self.ports.conversations.find(id, actor.id()).await?.ok_or(ConversationError::NotFound)
    }

    /// # Errors
    /// [`ConversationError::NotFound`] unless the actor is in it.
    pub async fn messages(
        &self,
        actor: &GameActor,
        id: ConversationId,
        window: MessageWindow,
    ) -> Result<Vec<PrivateMessage>, ConversationError> {
        self.get(actor, id).await?;
        Ok(self.ports.conversations.messages(id, window).await?)
    }

    /// Sends a first message: into the two players' open conversation with this subject when
    /// there is one (`existing`), else into a new one.
    ///
    /// # Errors
    /// [`ConversationError::NoCharacter`], [`ConversationError::ToSelf`],
    /// [`ConversationError::NoSuchUser`], [`ConversationError::ReceiverWithoutCharacter`],
    /// [`ConversationError::SubjectAndBodyRequired`], [`ConversationError::SubjectTooLong`],
    /// [`ConversationError::MessageTooLong`], [`ConversationError::TooFast`].
    pub async fn start(
        &self,
        actor: &GameActor,
        receiver: UserId,
        subject: &str,
        html: &str,
    ) -> Result<Started, ConversationError> {
        self.ensure_character(actor.id()).await?;
        if actor.is(receiver) {
            return Err(ConversationError::ToSelf);
        }
        let subject = Subject::parse(subject)?;
        let body = self.body(actor.id(), html).await.map_err(|error| match error {
            ConversationError::EmptyMessage => ConversationError::SubjectAndBodyRequired,
            other => other,
        })?;
        let Some(receiving) = self.ports.characters.find_main(receiver).await? else {
            return Err(match self.ports.characters.owner_role(receiver).await? {
                Some(_) => ConversationError::ReceiverWithoutCharacter,
                None => ConversationError::NoSuchUser,
            });
        };
        let now = self.ports.common.now();
        self.ports
            .common
            .check_pace(PRIVATE_MESSAGE_RATE, actor.id(), ConversationError::TooFast)
            .await?;
        self.ports
            .common
            .slow_down(CONVERSATION_START_RATE, actor.id(), ConversationError::TooFast)
            .await?;
        self.ports
            .common
            .slow_down(PRIVATE_MESSAGE_RATE, actor.id(), ConversationError::TooFast)
            .await?;
        let notices = self
            .notices(
                actor,
                receiver,
                Some(receiving.name.to_string()),
                subject.as_str(),
                &body,
                Place::NEW_CONVERSATION,
                now,
            )
            .await?;
        let new = NewConversation {
            starter: actor.id(),
            receiver,
            subject,
            body,
            at: now,
            notices: notices.clone(),
        };
        let started = self.ports.conversations.start(new).await?;
        self.ports.notifier.announce(&notices).await;
        self.announce(started.id, actor.id(), receiver, now).await;
        Ok(started)
    }

    /// Answers in a conversation; the sender has then seen it.
    ///
    /// # Errors
    /// [`ConversationError::NotFound`], [`ConversationError::NoCharacter`],
    /// [`ConversationError::OtherLeft`], [`ConversationError::EmptyMessage`],
    /// [`ConversationError::MessageTooLong`], [`ConversationError::TooFast`].
    pub async fn send(
        &self,
        actor: &GameActor,
        id: ConversationId,
        html: &str,
    ) -> Result<PrivateMessage, ConversationError> {
        let conversation = self.get(actor, id).await?;
        self.ensure_character(actor.id()).await?;
        let body = self.body(actor.id(), html).await?;
        let now = self.ports.common.now();
        self.ports
            .common
            .slow_down(PRIVATE_MESSAGE_RATE, actor.id(), ConversationError::TooFast)
            .await?;
        let notices = self
            .notices(
                actor,
                conversation.other_user,
                conversation.other_name.clone(),
                &conversation.subject,
                &body,
                Place::Conversation(id),
                now,
            )
            .await?;
        let posted = self.ports.conversations.post(id, actor.id(), &body, now, &notices).await?;
        self.ports.notifier.announce(&notices).await;
        self.announce(id, actor.id(), conversation.other_user, now).await;
        self.ports
            .conversations
            .message(posted)
            .await?
            .ok_or_else(|| crate::shared::InfraError::new("sent message vanished").into())
    }

    /// Marks the conversation read up to `seen_at` (now when absent; never later than now, and
    /// never back in time). The marker kept.
    ///
    /// # Errors
    /// [`ConversationError::NotFound`].
    pub async fn mark_seen(
        &self,
        actor: &GameActor,
        id: ConversationId,
        seen_at: Option<DateTime<Utc>>,
    ) -> Result<DateTime<Utc>, ConversationError> {
        let conversation = self.get(actor, id).await?;
        let now = self.ports.common.now();
        let at = seen_marker(seen_at, conversation.seen_at, now);
        if conversation.seen_at != Some(at) {
            // Past the pace of reading the marker stays (the next read moves it), no error.
            if !self.ports.common.within(SEEN_MARKER_RATE, actor.id()).await {
                return Ok(conversation.seen_at.unwrap_or(DateTime::UNIX_EPOCH));
            }
            self.ports.conversations.mark_seen(id, actor.id(), at).await?;
            self.changed(vec![actor.id()]).await;
        }
        // Reading the conversation reads its notices.
        self.ports.notifier.opened(actor.id(), Place::Conversation(id), now).await?;
        Ok(at)
    }

    /// Deletes the conversation for the actor, for good; the other keeps reading it but can no
    /// longer answer, and once both have deleted it, it is removed with its messages.
    ///
    /// # Errors
    /// [`ConversationError::NotFound`].
    pub async fn delete(
        &self,
        actor: &GameActor,
        id: ConversationId,
    ) -> Result<(), ConversationError> {
        let other = self.get(actor, id).await.ok().map(|c| c.other_user);
        if self.ports.conversations.leave(id, actor.id(), self.ports.common.now()).await? {
            self.changed([actor.id()].into_iter().chain(other).collect()).await;
            Ok(())
        } else {
            Err(ConversationError::NotFound)
        }
    }

    async fn ensure_character(&self, user: UserId) -> Result<(), ConversationError> {
        match self.ports.characters.find_main(user).await? {
            Some(_) => Ok(()),
            None => Err(ConversationError::NoCharacter),
        }
    }

    /// Tells the receiver's sockets, and both players' list versions, of a new message.
    /// The receiver's notice of a message: a mention when the message names one of their
    /// characters with `@` (only they can read it), a message notice otherwise.
    #[allow(clippy::too_many_arguments)]
    async fn notices(
        &self,
        actor: &GameActor,
        receiver: UserId,
        character: Option<String>,
        subject: &str,
        body: &str,
        place: Place,
        at: DateTime<Utc>,
    ) -> Result<Notices, ConversationError> {
        let mentions = self.ports.notifier.mentions(body, |player| player == receiver).await?;
        let quoted = format!("w rozmowie „{subject}”");
        let mut drafts = Notifier::mention_drafts(&mentions, &quoted, place);
        drafts.push(Draft::new(NotificationKind::Message, receiver, character, subject, place));
        let event = format!("message:{}:{}:{}", actor.id(), receiver, at.timestamp_micros());
        Ok(self.ports.notifier.prepare(actor.id(), &event, drafts, at).await?)
    }

    async fn announce(
        &self,
        conversation: ConversationId,
        from: UserId,
        to: UserId,
        at: DateTime<Utc>,
    ) {
        self.ports
            .common
            .live
            .publish(LiveEvent::ConversationActivity { conversation, at, users: vec![to] })
            .await;
        self.changed(vec![from, to]).await;
    }

    /// These players' conversation lists changed.
    async fn changed(&self, users: Vec<UserId>) {
        self.ports
            .common
            .live
            .publish(LiveEvent::Changed(PolledList::ConversationsOf(users)))
            .await;
    }

    async fn body(&self, author: UserId, html: &str) -> Result<String, ConversationError> {
        let clean = self.ports.common.rich_text(&*self.ports.sanitizer, author, html).await;
        if html_length(&clean) > MAX_PRIVATE_MESSAGE_CHARS {
            return Err(ConversationError::MessageTooLong);
        }
        MessageBody::from_clean_html(clean)
            .map(MessageBody::into_string)
            .map_err(|_| ConversationError::EmptyMessage)
    }
}
