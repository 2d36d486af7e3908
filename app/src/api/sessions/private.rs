//! Private sessions (spec 2 §7): only participants (and admins, read-only) see them.

use std::sync::Arc;

use mrok_core::sessions::{
    CreateSession, MessageId, PageRequest, SESSIONS_PAGE_SIZE, SessionId, SessionKind,
    SessionService,
};
use poem_openapi::param::{Header, Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, OpenApi};

use crate::api::ApiTags;
use crate::api::auth::PlayerAuth;
use crate::api::common::MessageResponse;
use crate::api::conditional::{Polled, named_only, polled};
use crate::api::errors::ApiError;
use crate::api::sessions::bodies::*;
use crate::freshness::{self, Freshness};

const KIND: SessionKind = SessionKind::Private;

pub struct PrivateSessionsApi {
    pub sessions: Arc<SessionService>,
    pub freshness: Arc<Freshness>,
}

#[derive(ApiResponse)]
pub enum PrivateSessionsResponse {
    /// The caller's sessions, most recently active first.
    #[oai(status = 200)]
    Ok(Json<PrivateSessionsBody>),
}

#[derive(ApiResponse)]
pub enum PrivateMessagesResponse {
    /// Messages, oldest first.
    #[oai(status = 200)]
    Ok(Json<PrivateMessagesBody>),
}

#[derive(ApiResponse)]
pub enum PrivateMessageResponse {
    /// The message as stored (sanitized).
    #[oai(status = 200)]
    Ok(Json<PrivateMessageBody>),
}

#[OpenApi(tag = "ApiTags::PrivateSessions")]
impl PrivateSessionsApi {
    /// The caller's open private sessions, most recently active first and at most 500 of them
    /// (core's `MAX_WHOLE_LIST`; the pages hold them all), polled every 10 s.
    #[oai(path = "/privateSessions", method = "get", operation_id = "listPrivateSessions")]
    #[tracing::instrument(name = "listPrivateSessions", level = "debug", skip_all)]
    async fn list(
        &self,
        auth: PlayerAuth,
        #[oai(name = "If-None-Match")] if_none_match: Header<Option<String>>,
    ) -> Result<Polled<PrivateSessionsBody>, ApiError> {
        let tag = self
            .freshness
            .tag(freshness::Polled::PrivateSessions { user: auth.0.id(), page: None });
        polled(if_none_match.0.as_deref(), tag, async {
            let sessions = self.sessions.list(&auth.0, KIND).await?;
            Ok(PrivateSessionsBody { sessions: sessions.into_iter().map(Into::into).collect() })
        })
        .await
    }

    /// One page (20, from 1) of the caller's open private sessions, most recently active
    /// first: what the site shows and polls; 304 to a current `If-None-Match`.
    #[oai(path = "/privateSessions/page", method = "get", operation_id = "privateSessionsPage")]
    #[tracing::instrument(name = "privateSessionsPage", level = "debug", skip_all)]
    async fn page(
        &self,
        auth: PlayerAuth,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<u32>>,
        #[oai(name = "If-None-Match")] if_none_match: Header<Option<String>>,
    ) -> Result<Polled<PrivateSessionPageBody>, ApiError> {
        let number = page.0.unwrap_or(1);
        let tag = self
            .freshness
            .tag(freshness::Polled::PrivateSessions { user: auth.0.id(), page: Some(number) });
        polled(if_none_match.0.as_deref(), tag, async {
            let page = self.sessions.page(&auth.0, KIND, number).await?;
            Ok(PrivateSessionPageBody {
                sessions: page.sessions.into_iter().map(Into::into).collect(),
                total: page.total,
                page: page.number,
                page_size: SESSIONS_PAGE_SIZE,
            })
        })
        .await
    }

    /// The caller's closed private sessions, most recently active first and at most 500 of them
    /// (core's `MAX_WHOLE_LIST`): the spec's whole list, kept for other clients;
    /// `/privateSessions/archive/page` holds them all.
    #[oai(
        path = "/privateSessions/archive",
        method = "get",
        operation_id = "privateSessionsArchive"
    )]
    #[tracing::instrument(name = "privateSessionsArchive", level = "debug", skip_all)]
    async fn archive(&self, auth: PlayerAuth) -> Result<PrivateSessionsResponse, ApiError> {
        let sessions = self.sessions.archive(&auth.0, KIND).await?;
        let sessions = sessions.into_iter().map(Into::into).collect();
        Ok(PrivateSessionsResponse::Ok(Json(PrivateSessionsBody { sessions })))
    }

    /// One page (20, from 1) of the caller's closed private sessions, most recently active first:
    /// what the site's archive shows; `total` counts them all, a page past the end is empty.
    #[oai(
        path = "/privateSessions/archive/page",
        method = "get",
        operation_id = "privateSessionsArchivePage"
    )]
    #[tracing::instrument(name = "privateSessionsArchivePage", level = "debug", skip_all)]
    async fn archive_page(
        &self,
        auth: PlayerAuth,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<u32>>,
    ) -> Result<Json<PrivateSessionPageBody>, ApiError> {
        let page = self.sessions.archive_page(&auth.0, KIND, page.0.unwrap_or(1)).await?;
        Ok(Json(PrivateSessionPageBody {
            sessions: page.sessions.into_iter().map(Into::into).collect(),
            total: page.total,
            page: page.number,
            page_size: SESSIONS_PAGE_SIZE,
        }))
    }

    /// The session with its participants and one page of its messages (`limit` 20 unless asked,
    /// at most 50; without `page`, the last page), polled every 10 s on its page; 304 to a
    /// current `If-None-Match`. Outsiders get 404.
    #[oai(path = "/privateSessions/:id", method = "get", operation_id = "getPrivateSession")]
    #[tracing::instrument(name = "getPrivateSession", level = "debug", skip_all, fields(id = id.0))]
    async fn detail(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        page: Query<Option<u32>>,
        limit: Query<Option<u32>>,
        #[oai(name = "If-None-Match")] if_none_match: Header<Option<String>>,
    ) -> Result<Polled<PrivateSessionDetailBody>, ApiError> {
        let (user, session) = (auth.0.id(), SessionId(id.0));
        let tag = self.freshness.tag(freshness::Polled::SessionDetail {
            user,
            kind: KIND,
            session,
            page: page.0,
            limit: limit.0,
        });
        let page = PageRequest { page: page.0, limit: limit.0 };
        polled(named_only(if_none_match.0.as_deref()), tag, async {
            let (session, messages) = self.sessions.messages(&auth.0, KIND, session, page).await?;
            let participants = session.participants.clone().into_iter().map(Into::into).collect();
            Ok(PrivateSessionDetailBody {
                session: session.into(),
                participants,
                messages: messages.into_iter().map(Into::into).collect(),
            })
        })
        .await
    }

    /// Messages alone, paged like the detail view's.
    #[oai(
        path = "/privateSessions/:id/messages",
        method = "get",
        operation_id = "getPrivateSessionMessages"
    )]
    #[tracing::instrument(name = "getPrivateSessionMessages", level = "debug", skip_all, fields(id = id.0))]
    async fn messages(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        page: Query<Option<u32>>,
        limit: Query<Option<u32>>,
    ) -> Result<PrivateMessagesResponse, ApiError> {
        let page = PageRequest { page: page.0, limit: limit.0 };
        let (_, messages) = self.sessions.messages(&auth.0, KIND, SessionId(id.0), page).await?;
        let messages = messages.into_iter().map(Into::into).collect();
        Ok(PrivateMessagesResponse::Ok(Json(PrivateMessagesBody { messages })))
    }

    /// The character each participant writes as, by account id, polled every 10 s on the
    /// session's page; 304 to a current `If-None-Match`.
    #[oai(
        path = "/privateSessions/:id/participantsCharacters",
        method = "get",
        operation_id = "privateSessionParticipantsCharacters"
    )]
    #[tracing::instrument(
        name = "privateSessionParticipantsCharacters",
        level = "debug",
        skip_all,
        fields(id = id.0)
    )]
    async fn participants_characters(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        #[oai(name = "If-None-Match")] if_none_match: Header<Option<String>>,
    ) -> Result<Polled<ParticipantCharactersBody>, ApiError> {
        let (user, session) = (auth.0.id(), SessionId(id.0));
        let tag =
            self.freshness.tag(freshness::Polled::SessionCharacters { user, kind: KIND, session });
        polled(named_only(if_none_match.0.as_deref()), tag, async {
            let characters = self.sessions.participant_characters(&auth.0, KIND, session).await?;
            Ok(participant_characters(characters))
        })
        .await
    }

    /// Creates a private session owned by the caller with `participantIds`.
    #[oai(path = "/privateSessions", method = "post", operation_id = "createPrivateSession")]
    #[tracing::instrument(name = "createPrivateSession", level = "debug", skip_all)]
    async fn create(
        &self,
        auth: PlayerAuth,
        body: Json<CreatePrivateSessionBody>,
    ) -> Result<CreatedSessionResponse, ApiError> {
        let body = body.0;
        let form = CreateSession {
            kind: KIND,
            title: body.title,
            members: body.participant_ids,
            character: optional_choice(body.character_type, body.character_id)?,
            first_message: body.message,
        };
        let id = self.sessions.create(&auth.0, form).await?;
        Ok(CreatedSessionResponse::Created(Json(CreatedSessionBody {
            id: id.0,
            message: SESSION_CREATED.to_owned(),
        })))
    }

    /// Posts a message (participants of an open session).
    #[oai(
        path = "/privateSessions/:id/messages",
        method = "post",
        operation_id = "postPrivateSessionMessage"
    )]
    #[tracing::instrument(name = "postPrivateSessionMessage", level = "debug", skip_all, fields(id = id.0))]
    async fn post(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        body: Json<PostMessageBody>,
    ) -> Result<PrivateMessageResponse, ApiError> {
        let speaker = body.0.speaker()?;
        let message =
            self.sessions.post(&auth.0, KIND, SessionId(id.0), &body.0.message, speaker).await?;
        Ok(PrivateMessageResponse::Ok(Json(message.into())))
    }

    /// Edits one's own message.
    #[oai(
        path = "/privateSessions/:id/messages/:message_id",
        method = "patch",
        operation_id = "editPrivateSessionMessage"
    )]
    #[tracing::instrument(
        name = "editPrivateSessionMessage",
        level = "debug",
        skip_all,
        fields(id = id.0, message_id = message_id.0)
    )]
    async fn edit(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        message_id: Path<i64>,
        body: Json<EditMessageBody>,
    ) -> Result<PrivateMessageResponse, ApiError> {
        let (session, message) = (SessionId(id.0), MessageId(message_id.0));
        let edited = self.sessions.edit(&auth.0, KIND, session, message, &body.0.message).await?;
        Ok(PrivateMessageResponse::Ok(Json(edited.into())))
    }

    /// Closes the session (owner).
    #[oai(
        path = "/privateSessions/:id/close",
        method = "patch",
        operation_id = "closePrivateSession"
    )]
    #[tracing::instrument(name = "closePrivateSession", level = "debug", skip_all, fields(id = id.0))]
    async fn close(&self, auth: PlayerAuth, id: Path<i64>) -> Result<MessageResponse, ApiError> {
        self.sessions.set_closed(&auth.0, KIND, SessionId(id.0), true).await?;
        Ok(MessageResponse::ok(SESSION_CLOSED))
    }

    /// Reopens the session (owner).
    #[oai(
        path = "/privateSessions/:id/reopen",
        method = "patch",
        operation_id = "reopenPrivateSession"
    )]
    #[tracing::instrument(name = "reopenPrivateSession", level = "debug", skip_all, fields(id = id.0))]
    async fn reopen(&self, auth: PlayerAuth, id: Path<i64>) -> Result<MessageResponse, ApiError> {
        self.sessions.set_closed(&auth.0, KIND, SessionId(id.0), false).await?;
        Ok(MessageResponse::ok(SESSION_REOPENED))
    }

    /// Marks the session seen up to `seenAt` (participants).
    #[oai(
        path = "/privateSessions/:id/seen",
        method = "post",
        operation_id = "markPrivateSessionSeen"
    )]
    #[tracing::instrument(name = "markPrivateSessionSeen", level = "debug", skip_all, fields(id = id.0))]
    async fn seen(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        body: Json<SeenBody>,
    ) -> Result<SeenResponse, ApiError> {
        let seen_at =
            self.sessions.mark_seen(&auth.0, KIND, SessionId(id.0), body.0.seen_at).await?;
        Ok(SeenResponse::Ok(Json(SeenResultBody { seen_at })))
    }

    /// The character the caller writes as here.
    #[oai(
        path = "/privateSessions/:id/myCharacter",
        method = "get",
        operation_id = "getPrivateSessionCharacter"
    )]
    #[tracing::instrument(name = "getPrivateSessionCharacter", level = "debug", skip_all, fields(id = id.0))]
    async fn my_character(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
    ) -> Result<CurrentCharacterResponse, ApiError> {
        let character = self.sessions.my_character(&auth.0, KIND, SessionId(id.0)).await?;
        Ok(CurrentCharacterResponse::of(character))
    }

    /// Writes as another of one's characters, or as the narrator, from now on.
    #[oai(
        path = "/privateSessions/:id/changeCharacter",
        method = "post",
        operation_id = "changePrivateSessionCharacter"
    )]
    #[tracing::instrument(name = "changePrivateSessionCharacter", level = "debug", skip_all, fields(id = id.0))]
    async fn change_character(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        body: Json<ChangeCharacterBody>,
    ) -> Result<CurrentCharacterResponse, ApiError> {
        let choice = body.0.choice()?;
        let character =
            self.sessions.change_character(&auth.0, KIND, SessionId(id.0), choice).await?;
        Ok(CurrentCharacterResponse::of(character))
    }
}
