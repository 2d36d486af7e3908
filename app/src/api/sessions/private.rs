//! Private sessions (spec 2 §7): only participants (and admins, read-only) see them. Their
//! detail view carries its participants and a page of messages.

use mrok_core::sessions::{PageRequest, SessionId, SessionKind};
use poem_openapi::param::{Header, Path, Query};

use crate::api::ApiTags;
use crate::api::auth::PlayerAuth;
use crate::api::conditional::{Polled, named_only, polled};
use crate::api::errors::ApiError;
use crate::api::sessions::bodies::*;
use crate::api::sessions::session_kind_api;
use crate::freshness;

session_kind_api! {
    PrivateSessionsApi {
        tag: "ApiTags::PrivateSessions",
        kind: SessionKind::Private,
        prefix: "/privateSessions",
        bodies: {
            list: PrivateSessionsBody,
            page: PrivateSessionPageBody,
            messages: PrivateMessagesBody,
            message: PrivateMessageBody,
            create: CreatePrivateSessionBody,
        },
        edit_method: "patch",
        operations: {
            list: "listPrivateSessions",
            page: "privateSessionsPage",
            archive: "privateSessionsArchive",
            archive_page: "privateSessionsArchivePage",
            messages: "getPrivateSessionMessages",
            participants_characters: "privateSessionParticipantsCharacters",
            create: "createPrivateSession",
            post: "postPrivateSessionMessage",
            edit: "editPrivateSessionMessage",
            close: "closePrivateSession",
            reopen: "reopenPrivateSession",
            seen: "markPrivateSessionSeen",
            my_character: "getPrivateSessionCharacter",
            change_character: "changePrivateSessionCharacter",
        },
        extra: {
            /// The session with its participants and one page of its messages (`limit` 20
            /// unless asked, at most 50; without `page`, the last page), polled every 10 s on
            /// its page; 304 to a current `If-None-Match`. Outsiders get 404.
            #[oai(path = "/:id", method = "get", operation_id = "getPrivateSession")]
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
                let (page, limit) = (page.0, limit.0);
                let tag = self.freshness.tag(freshness::Polled::SessionDetail {
                    user,
                    kind: KIND,
                    session,
                    page,
                    limit,
                });
                polled(named_only(if_none_match.0.as_deref()), tag, async {
                    let page = PageRequest { page, limit };
                    let (session, messages) =
                        self.sessions.messages(&auth.0, KIND, session, page).await?;
                    let participants =
                        session.participants.clone().into_iter().map(Into::into).collect();
                    Ok(PrivateSessionDetailBody {
                        session: session.into(),
                        participants,
                        messages: messages.into_iter().map(Into::into).collect(),
                    })
                })
                .await
            }
        },
    }
}
