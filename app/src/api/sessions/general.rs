//! General sessions (spec 2 §7): every player reads them, invited participants write; the
//! owner invites and removes participants.

use mrok_core::sessions::{SessionId, SessionKind};
use mrok_core::shared::UserId;
use poem_openapi::param::{Header, Path};
use poem_openapi::payload::Json;

use crate::api::ApiTags;
use crate::api::auth::PlayerAuth;
use crate::api::common::MessageResponse;
use crate::api::conditional::{Polled, named_only, polled};
use crate::api::errors::ApiError;
use crate::api::sessions::bodies::*;
use crate::api::sessions::session_kind_api;
use crate::freshness;

session_kind_api! {
    GeneralSessionsApi {
        tag: "ApiTags::GeneralSessions",
        kind: SessionKind::General,
        prefix: "/generalSessions",
        bodies: {
            list: GeneralSessionsBody,
            page: GeneralSessionPageBody,
            messages: GeneralMessagesBody,
            message: GeneralMessageBody,
            create: CreateGeneralSessionBody,
        },
        edit_method: "put",
        operations: {
            list: "listGeneralSessions",
            page: "generalSessionsPage",
            archive: "generalSessionsArchive",
            archive_page: "generalSessionsArchivePage",
            messages: "getGeneralSessionMessages",
            participants_characters: "generalSessionParticipantsCharacters",
            create: "createGeneralSession",
            post: "postGeneralSessionMessage",
            edit: "editGeneralSessionMessage",
            close: "closeGeneralSession",
            reopen: "reopenGeneralSession",
            seen: "markGeneralSessionSeen",
            my_character: "getGeneralSessionCharacter",
            change_character: "changeGeneralSessionCharacter",
        },
        extra: {
            /// A session with its participants, polled every 10 s on its page; 304 to a current
            /// `If-None-Match`.
            #[oai(path = "/:id", method = "get", operation_id = "getGeneralSession")]
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

            /// Invites more participants (owner).
            #[oai(path = "/:id/addMembers", method = "post", operation_id = "addGeneralSessionMembers")]
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
                path = "/:id/members/:user_id",
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
        },
    }
}
