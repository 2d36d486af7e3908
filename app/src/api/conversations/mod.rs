//! Private messaging (spec 2 §7 "Private messaging"): only the two members ever see a
//! conversation; to anyone else every id is 404.

mod bodies;

use std::sync::Arc;

use mrok_core::conversations::{ConversationId, ConversationService, MessageWindow};
use mrok_core::shared::UserId;
use poem_openapi::param::{Header, Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, OpenApi};

use crate::api::ApiTags;
use crate::api::auth::PlayerAuth;
use crate::api::common::MessageResponse;
use crate::api::conditional::{Polled, polled};
use crate::api::conversations::bodies::*;
use crate::api::errors::ApiError;
use crate::api::sessions::bodies::{SeenBody, SeenResultBody};
use crate::freshness::{self, Freshness};

pub struct ConversationsApi {
    pub conversations: Arc<ConversationService>,
    pub freshness: Arc<Freshness>,
}

#[derive(ApiResponse)]
pub enum ConversationResponse {
    #[oai(status = 200)]
    Ok(Json<ConversationBody>),
}

#[derive(ApiResponse)]
pub enum ConversationMessagesResponse {
    /// Messages, oldest first.
    #[oai(status = 200)]
    Ok(Json<Vec<ConversationMessageBody>>),
}

#[derive(ApiResponse)]
pub enum ConversationMessageResponse {
    /// The message as stored (sanitized).
    #[oai(status = 201)]
    Created(Json<ConversationMessageBody>),
}

#[derive(ApiResponse)]
pub enum ConversationStartedResponse {
    #[oai(status = 201)]
    Created(Json<ConversationStartedBody>),
}

#[derive(ApiResponse)]
pub enum ConversationSeenResponse {
    #[oai(status = 200)]
    Ok(Json<SeenResultBody>),
}

#[OpenApi(tag = "ApiTags::Messages")]
impl ConversationsApi {
    /// The caller's own conversations (`userId` must be the caller), polled every 10 s.
    #[oai(path = "/conversations/user/:userId", method = "get", operation_id = "userConversations")]
    #[tracing::instrument(name = "userConversations", level = "debug", skip_all)]
    async fn list(
        &self,
        auth: PlayerAuth,
        #[oai(name = "userId")] user_id: Path<i64>,
        #[oai(name = "If-None-Match")] if_none_match: Header<Option<String>>,
    ) -> Result<Polled<Vec<ConversationBody>>, ApiError> {
        // Someone else's list is refused below, never confirmed by a tag.
        let user = UserId(user_id.0);
        let tag = self.freshness.tag(freshness::Polled::Conversations { user: auth.0.id() });
        let if_none_match = if auth.0.is(user) { if_none_match.0 } else { None };
        polled(if_none_match.as_deref(), tag, async {
            let list = self.conversations.list(&auth.0, user).await?;
            Ok(list.into_iter().map(Into::into).collect())
        })
        .await
    }

    /// Starts a conversation by its first message. When the two already have an open
    /// conversation with this subject (case aside), the message goes there: `existing`.
    #[oai(path = "/conversations", method = "post", operation_id = "startConversation")]
    #[tracing::instrument(name = "startConversation", level = "debug", skip_all)]
    async fn start(
        &self,
        auth: PlayerAuth,
        body: Json<NewConversationBody>,
    ) -> Result<ConversationStartedResponse, ApiError> {
        let body = body.0;
        let started = self
            .conversations
            .start(&auth.0, UserId(body.receiver_id), &body.subject, &body.content)
            .await?;
        Ok(ConversationStartedResponse::Created(Json(started.into())))
    }

    /// One conversation.
    #[oai(path = "/conversations/:id", method = "get", operation_id = "getConversation")]
    #[tracing::instrument(name = "getConversation", level = "debug", skip_all, fields(id = id.0))]
    async fn get(&self, auth: PlayerAuth, id: Path<i64>) -> Result<ConversationResponse, ApiError> {
        let conversation = self.conversations.get(&auth.0, ConversationId(id.0)).await?;
        Ok(ConversationResponse::Ok(Json(conversation.into())))
    }

    /// Its messages, oldest first: the newest `limit` (100 by default, at most 200), or the
    /// `limit` before message `before` to read further back.
    #[oai(
        path = "/conversations/:id/messages",
        method = "get",
        operation_id = "conversationMessages"
    )]
    #[tracing::instrument(name = "conversationMessages", level = "debug", skip_all, fields(id = id.0))]
    async fn messages(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        before: Query<Option<i64>>,
        limit: Query<Option<u32>>,
    ) -> Result<ConversationMessagesResponse, ApiError> {
        let window = MessageWindow::new(before.0, limit.0);
        let messages = self.conversations.messages(&auth.0, ConversationId(id.0), window).await?;
        Ok(ConversationMessagesResponse::Ok(Json(messages.into_iter().map(Into::into).collect())))
    }

    /// Marks it read up to `seenAt` (now when absent).
    #[oai(path = "/conversations/:id/seen", method = "post", operation_id = "markConversationSeen")]
    #[tracing::instrument(name = "markConversationSeen", level = "debug", skip_all, fields(id = id.0))]
    async fn seen(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        body: Json<SeenBody>,
    ) -> Result<ConversationSeenResponse, ApiError> {
        let at =
            self.conversations.mark_seen(&auth.0, ConversationId(id.0), body.0.seen_at).await?;
        Ok(ConversationSeenResponse::Ok(Json(SeenResultBody { seen_at: at })))
    }

    /// Deletes it for the caller, for good. The other member keeps reading it but can no
    /// longer answer; once both have deleted it, it is removed with its messages.
    #[oai(
        path = "/conversations/:id/delete",
        method = "delete",
        operation_id = "deleteConversation"
    )]
    #[tracing::instrument(name = "deleteConversation", level = "debug", skip_all, fields(id = id.0))]
    async fn delete(&self, auth: PlayerAuth, id: Path<i64>) -> Result<MessageResponse, ApiError> {
        self.conversations.delete(&auth.0, ConversationId(id.0)).await?;
        Ok(MessageResponse::ok("Konwersacja została usunięta."))
    }

    /// Answers in a conversation; the sender has then read it.
    #[oai(path = "/messages", method = "post", operation_id = "sendPrivateMessage")]
    #[tracing::instrument(name = "sendPrivateMessage", level = "debug", skip_all)]
    async fn send(
        &self,
        auth: PlayerAuth,
        body: Json<ReplyBody>,
    ) -> Result<ConversationMessageResponse, ApiError> {
        let id = ConversationId(body.0.conversation_id);
        let message = self.conversations.send(&auth.0, id, &body.0.content).await?;
        Ok(ConversationMessageResponse::Created(Json(message.into())))
    }
}
