//! General sessions (spec 2 §7): every player reads them, invited participants write.

use std::sync::Arc;

use mrok_core::sessions::{
    CreateSession, MessageId, PageRequest, SESSIONS_PAGE_SIZE, SessionId, SessionKind,
    SessionService,
};
use mrok_core::shared::UserId;
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

const KIND: SessionKind = SessionKind::General;

pub struct GeneralSessionsApi {
    pub sessions: Arc<SessionService>,
    pub freshness: Arc<Freshness>,
}

#[derive(ApiResponse)]
pub enum GeneralSessionsResponse {
    /// Sessions, most recently active first.
    #[oai(status = 200)]
    Ok(Json<GeneralSessionsBody>),
}

#[derive(ApiResponse)]
pub enum GeneralMessagesResponse {
    /// Messages, oldest first.
    #[oai(status = 200)]
    Ok(Json<GeneralMessagesBody>),
}

#[derive(ApiResponse)]
pub enum GeneralMessageResponse {
    /// The message as stored (sanitized).
    #[oai(status = 200)]
    Ok(Json<GeneralMessageBody>),
}

#[OpenApi(tag = "ApiTags::GeneralSessions")]
impl GeneralSessionsApi {
    /// The open general sessions, most recently active first and at most 500 of them (core's
    /// `MAX_WHOLE_LIST`; the pages hold them all), polled every 10 s; 304 to a current
    /// `If-None-Match`.
    #[oai(path = "/generalSessions", method = "get", operation_id = "listGeneralSessions")]
    #[tracing::instrument(name = "listGeneralSessions", level = "debug", skip_all)]
    async fn list(
        &self,
        auth: PlayerAuth,
        #[oai(name = "If-None-Match")] if_none_match: Header<Option<String>>,
    ) -> Result<Polled<GeneralSessionsBody>, ApiError> {
        let tag = self
            .freshness
            .tag(freshness::Polled::GeneralSessions { user: auth.0.id(), page: None });
        polled(if_none_match.0.as_deref(), tag, async {
            let sessions = self.sessions.list(&auth.0, KIND).await?;
            Ok(GeneralSessionsBody { sessions: sessions.into_iter().map(Into::into).collect() })
        })
        .await
    }

    /// One page (20, from 1) of the open general sessions, most recently active first: what
    /// the site shows and polls; 304 to a current `If-None-Match`.
    #[oai(path = "/generalSessions/page", method = "get", operation_id = "generalSessionsPage")]
    #[tracing::instrument(name = "generalSessionsPage", level = "debug", skip_all)]
    async fn page(
        &self,
        auth: PlayerAuth,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<u32>>,
        #[oai(name = "If-None-Match")] if_none_match: Header<Option<String>>,
    ) -> Result<Polled<GeneralSessionPageBody>, ApiError> {
        let number = page.0.unwrap_or(1);
        let tag = self
            .freshness
            .tag(freshness::Polled::GeneralSessions { user: auth.0.id(), page: Some(number) });
        polled(if_none_match.0.as_deref(), tag, async {
            let page = self.sessions.page(&auth.0, KIND, number).await?;
            Ok(GeneralSessionPageBody {
                sessions: page.sessions.into_iter().map(Into::into).collect(),
                total: page.total,
                page: page.number,
                page_size: SESSIONS_PAGE_SIZE,
            })
        })
        .await
    }

    /// The caller's open sessions of both kinds with activity they have not seen (the
    /// sidebar's markers), polled every 10 s; 304 to a current `If-None-Match`.
    #[oai(path = "/sessions/unread", method = "get", operation_id = "unreadSessions")]
    #[tracing::instrument(name = "unreadSessions", level = "debug", skip_all)]
    async fn unread(
        &self,
        auth: PlayerAuth,
        #[oai(name = "If-None-Match")] if_none_match: Header<Option<String>>,
    ) -> Result<Polled<UnreadSessionsBody>, ApiError> {
        let tag = self.freshness.tag(freshness::Polled::UnreadSessions { user: auth.0.id() });
        polled(if_none_match.0.as_deref(), tag, async {
            Ok(self.sessions.unread(&auth.0).await?.into())
        })
        .await
    }

    /// The closed general sessions, most recently active first and at most 500 of them (core's
    /// `MAX_WHOLE_LIST`): the spec's whole list, kept for other clients;
    /// `/generalSessions/archive/page` holds them all.
    #[oai(
        path = "/generalSessions/archive",
        method = "get",
        operation_id = "generalSessionsArchive"
    )]
    #[tracing::instrument(name = "generalSessionsArchive", level = "debug", skip_all)]
    async fn archive(&self, auth: PlayerAuth) -> Result<GeneralSessionsResponse, ApiError> {
        let sessions = self.sessions.archive(&auth.0, KIND).await?;
        let sessions = sessions.into_iter().map(Into::into).collect();
        Ok(GeneralSessionsResponse::Ok(Json(GeneralSessionsBody { sessions })))
    }

    /// One page (20, from 1) of the closed general sessions, most recently active first:
    /// what the site's archive shows; `total` counts them all, a page past the end is empty.
    #[oai(
        path = "/generalSessions/archive/page",
        method = "get",
        operation_id = "generalSessionsArchivePage"
    )]
    #[tracing::instrument(name = "generalSessionsArchivePage", level = "debug", skip_all)]
    async fn archive_page(
        &self,
        auth: PlayerAuth,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<u32>>,
    ) -> Result<Json<GeneralSessionPageBody>, ApiError> {
        let page = self.sessions.archive_page(&auth.0, KIND, page.0.unwrap_or(1)).await?;
        Ok(Json(GeneralSessionPageBody {
            sessions: page.sessions.into_iter().map(Into::into).collect(),
            total: page.total,
            page: page.number,
            page_size: SESSIONS_PAGE_SIZE,
        }))
    }

    /// A session with its participants, polled every 10 s on its page; 304 to a current
    /// `If-None-Match`.
    #[oai(path = "/generalSessions/:id", method = "get", operation_id = "getGeneralSession")]
    #[tracing::instrument(name = "getGeneralSession", level = "debug", skip_all, fields(id = id.0))]
    async fn detail(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        #[oai(name = "If-None-Match")] if_none_match: Header<Option<String>>,
    ) -> Result<Polled<GeneralSessionBody>, ApiError> {
        let (user, session) = (auth.0.id(), SessionId(id.0));
        let tag = self.freshness.tag(freshness::Polled::SessionDetail {
            user,
            kind: KIND,
            session,
            page: None,
            limit: None,
        });
        polled(named_only(if_none_match.0.as_deref()), tag, async {
            Ok(self.sessions.detail(&auth.0, KIND, session).await?.into())
        })
        .await
    }

    /// The character each participant writes as, by account id, polled every 10 s on the
    /// session's page; 304 to a current `If-None-Match`.
    #[oai(
        path = "/generalSessions/:id/participantsCharacters",
        method = "get",
        operation_id = "generalSessionParticipantsCharacters"
    )]
    #[tracing::instrument(
        name = "generalSessionParticipantsCharacters",
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

    /// Creates a session owned by the caller, inviting `users`.
    #[oai(path = "/generalSessions", method = "post", operation_id = "createGeneralSession")]
    #[tracing::instrument(name = "createGeneralSession", level = "debug", skip_all)]
    async fn create(
        &self,
        auth: PlayerAuth,
        body: Json<CreateGeneralSessionBody>,
    ) -> Result<CreatedSessionResponse, ApiError> {
        let body = body.0;
        let form = CreateSession {
            kind: KIND,
            title: body.title,
            members: body.users,
            character: optional_choice(body.character_type, body.character_id)?,
            first_message: body.message,
        };
        let id = self.sessions.create(&auth.0, form).await?;
        Ok(CreatedSessionResponse::Created(Json(CreatedSessionBody {
            id: id.0,
            message: SESSION_CREATED.to_owned(),
        })))
    }

    /// Marks the session seen up to `seenAt` (participants).
    #[oai(
        path = "/generalSessions/:id/seen",
        method = "post",
        operation_id = "markGeneralSessionSeen"
    )]
    #[tracing::instrument(name = "markGeneralSessionSeen", level = "debug", skip_all, fields(id = id.0))]
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

    /// Messages, oldest first, one page of `limit` (20 unless asked, at most 50): page 1 is the
    /// oldest; without `page`, the last page. The session's `message_count` tells the pages.
    #[oai(
        path = "/generalSessions/:id/messages",
        method = "get",
        operation_id = "getGeneralSessionMessages"
    )]
    #[tracing::instrument(name = "getGeneralSessionMessages", level = "debug", skip_all, fields(id = id.0))]
    async fn messages(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        page: Query<Option<u32>>,
        limit: Query<Option<u32>>,
    ) -> Result<GeneralMessagesResponse, ApiError> {
        let page = PageRequest { page: page.0, limit: limit.0 };
        let (_, messages) = self.sessions.messages(&auth.0, KIND, SessionId(id.0), page).await?;
        let messages = messages.into_iter().map(Into::into).collect();
        Ok(GeneralMessagesResponse::Ok(Json(GeneralMessagesBody { messages })))
    }

    /// Posts a message (participants of an open session).
    #[oai(
        path = "/generalSessions/:id/messages",
        method = "post",
        operation_id = "postGeneralSessionMessage"
    )]
    #[tracing::instrument(name = "postGeneralSessionMessage", level = "debug", skip_all, fields(id = id.0))]
    async fn post(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        body: Json<PostMessageBody>,
    ) -> Result<GeneralMessageResponse, ApiError> {
        let speaker = body.0.speaker()?;
        let message =
            self.sessions.post(&auth.0, KIND, SessionId(id.0), &body.0.message, speaker).await?;
        Ok(GeneralMessageResponse::Ok(Json(message.into())))
    }

    /// Edits one's own message.
    #[oai(
        path = "/generalSessions/:id/messages/:message_id",
        method = "put",
        operation_id = "editGeneralSessionMessage"
    )]
    #[tracing::instrument(
        name = "editGeneralSessionMessage",
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
    ) -> Result<GeneralMessageResponse, ApiError> {
        let (session, message) = (SessionId(id.0), MessageId(message_id.0));
        let edited = self.sessions.edit(&auth.0, KIND, session, message, &body.0.message).await?;
        Ok(GeneralMessageResponse::Ok(Json(edited.into())))
    }

    /// Closes the session (owner).
    #[oai(
        path = "/generalSessions/:id/close",
        method = "patch",
        operation_id = "closeGeneralSession"
    )]
    #[tracing::instrument(name = "closeGeneralSession", level = "debug", skip_all, fields(id = id.0))]
    async fn close(&self, auth: PlayerAuth, id: Path<i64>) -> Result<MessageResponse, ApiError> {
        self.sessions.set_closed(&auth.0, KIND, SessionId(id.0), true).await?;
        Ok(MessageResponse::ok(SESSION_CLOSED))
    }

    /// Reopens the session (owner).
    #[oai(
        path = "/generalSessions/:id/reopen",
        method = "patch",
        operation_id = "reopenGeneralSession"
    )]
    #[tracing::instrument(name = "reopenGeneralSession", level = "debug", skip_all, fields(id = id.0))]
    async fn reopen(&self, auth: PlayerAuth, id: Path<i64>) -> Result<MessageResponse, ApiError> {
        self.sessions.set_closed(&auth.0, KIND, SessionId(id.0), false).await?;
        Ok(MessageResponse::ok(SESSION_REOPENED))
    }

    /// Invites more participants (owner).
    #[oai(
        path = "/generalSessions/:id/addMembers",
        method = "post",
        operation_id = "addGeneralSessionMembers"
    )]
    #[tracing::instrument(name = "addGeneralSessionMembers", level = "debug", skip_all, fields(id = id.0))]
    async fn add_members(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        body: Json<AddMembersBody>,
    ) -> Result<MessageResponse, ApiError> {
        self.sessions.add_members(&auth.0, KIND, SessionId(id.0), body.0.user_ids).await?;
        Ok(MessageResponse::ok(MEMBERS_ADDED))
    }

    /// Removes a participant (owner; never the owner).
    #[oai(
        path = "/generalSessions/:id/members/:user_id",
        method = "delete",
        operation_id = "removeGeneralSessionMember"
    )]
    #[tracing::instrument(
        name = "removeGeneralSessionMember",
        level = "debug",
        skip_all,
        fields(id = id.0, user_id = user_id.0)
    )]
    async fn remove_member(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        user_id: Path<i64>,
    ) -> Result<MessageResponse, ApiError> {
        let (session, user) = (SessionId(id.0), UserId(user_id.0));
        self.sessions.remove_member(&auth.0, KIND, session, user).await?;
        Ok(MessageResponse::ok(MEMBER_REMOVED))
    }

    /// The character the caller writes as here.
    #[oai(
        path = "/generalSessions/:id/myCharacter",
        method = "get",
        operation_id = "getGeneralSessionCharacter"
    )]
    #[tracing::instrument(name = "getGeneralSessionCharacter", level = "debug", skip_all, fields(id = id.0))]
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
        path = "/generalSessions/:id/changeCharacter",
        method = "post",
        operation_id = "changeGeneralSessionCharacter"
    )]
    #[tracing::instrument(name = "changeGeneralSessionCharacter", level = "debug", skip_all, fields(id = id.0))]
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
