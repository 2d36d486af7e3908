//! Roleplay sessions (spec 2 §7), general and private: one set of endpoints configured per kind
//! ([`session_kind_api!`]), the few calls only one kind has (`general.rs`, `private.rs`), and the
//! wire bodies (`bodies.rs`). A feature that both kinds get is written once, in the macro.

pub(super) mod bodies;
pub(super) mod general;
pub(super) mod private;

use std::sync::Arc;

use mrok_core::sessions::SessionService;
use poem_openapi::OpenApi;
use poem_openapi::param::Header;

use crate::api::ApiTags;
use crate::api::auth::PlayerAuth;
use crate::api::conditional::{Polled, polled};
use crate::api::errors::ApiError;
use crate::freshness::{self, Freshness};
use bodies::UnreadSessionsBody;

/// The calls every session kind has, under the kind's path prefix (`$prefix`): the lists and
/// their pages, messages (read, post, edit), the owner's close and reopen, the seen marker and
/// the character one writes as. What differs between the kinds is configured: the wire bodies
/// (the spec names their fields differently), the operation ids and the edit's method; calls
/// only one kind has come in `extra` and land in the same API struct.
macro_rules! session_kind_api {
    (
        $api:ident {
            tag: $tag:tt,
            kind: $kind:expr,
            prefix: $prefix:tt,
            bodies: {
                list: $list_body:ty,
                page: $page_body:ty,
                messages: $messages_body:ty,
                message: $message_body:ty,
                create: $create_body:ty $(,)?
            },
            edit_method: $edit_method:tt,
            operations: {
                list: $list_op:tt,
                page: $page_op:tt,
                archive: $archive_op:tt,
                archive_page: $archive_page_op:tt,
                messages: $messages_op:tt,
                participants_characters: $characters_op:tt,
                create: $create_op:tt,
                post: $post_op:tt,
                edit: $edit_op:tt,
                close: $close_op:tt,
                reopen: $reopen_op:tt,
                seen: $seen_op:tt,
                my_character: $my_character_op:tt,
                change_character: $change_character_op:tt $(,)?
            },
            extra: { $($extra:tt)* } $(,)?
        }
    ) => {
        pub struct $api {
            pub sessions: std::sync::Arc<mrok_core::sessions::SessionService>,
            pub freshness: std::sync::Arc<$crate::freshness::Freshness>,
        }

        const KIND: mrok_core::sessions::SessionKind = $kind;

        #[poem_openapi::OpenApi(tag = $tag, prefix_path = $prefix)]
        impl $api {
            /// The open sessions of this kind the caller may read (every general one, the
            /// caller's private ones), most recently active first and at most 500 of them
            /// (core's `MAX_WHOLE_LIST`; the pages hold them all), polled every 10 s; 304 to a
            /// current `If-None-Match`.
            #[oai(path = "/", method = "get", operation_id = $list_op)]
            #[tracing::instrument(name = $list_op, level = "debug", skip_all)]
            async fn list(
                &self,
                auth: $crate::api::auth::PlayerAuth,
                #[oai(name = "If-None-Match")]
                if_none_match: poem_openapi::param::Header<Option<String>>,
            ) -> Result<$crate::api::conditional::Polled<$list_body>, $crate::api::ApiError> {
                let tag = self
                    .freshness
                    .tag($crate::freshness::Polled::session_list(KIND, auth.0.id(), None));
                $crate::api::conditional::polled(if_none_match.0.as_deref(), tag, async {
                    let sessions = self.sessions.list(&auth.0, KIND).await?;
                    Ok(<$list_body>::from(sessions))
                })
                .await
            }

            /// One page (20, from 1) of the open sessions of this kind, most recently active
            /// first: what the site shows and polls; 304 to a current `If-None-Match`.
            #[oai(path = "/page", method = "get", operation_id = $page_op)]
            #[tracing::instrument(name = $page_op, level = "debug", skip_all)]
            async fn page(
                &self,
                auth: $crate::api::auth::PlayerAuth,
                #[oai(validator(minimum(value = "1"), maximum(value = "100000")))]
                page: poem_openapi::param::Query<Option<u32>>,
                #[oai(name = "If-None-Match")]
                if_none_match: poem_openapi::param::Header<Option<String>>,
            ) -> Result<$crate::api::conditional::Polled<$page_body>, $crate::api::ApiError> {
                let number = page.0.unwrap_or(1);
                let tag = self
                    .freshness
                    .tag($crate::freshness::Polled::session_list(KIND, auth.0.id(), Some(number)));
                $crate::api::conditional::polled(if_none_match.0.as_deref(), tag, async {
                    Ok(self.sessions.page(&auth.0, KIND, number).await?.into())
                })
                .await
            }

            /// The closed sessions of this kind the caller may read, most recently active first
            /// and at most 500 of them (core's `MAX_WHOLE_LIST`): the spec's whole list, kept
            /// for other clients; `…/archive/page` holds them all.
            #[oai(path = "/archive", method = "get", operation_id = $archive_op)]
            #[tracing::instrument(name = $archive_op, level = "debug", skip_all)]
            async fn archive(
                &self,
                auth: $crate::api::auth::PlayerAuth,
            ) -> Result<$crate::api::sessions::bodies::SessionsResponse<$list_body>, $crate::api::ApiError> {
                let sessions = self.sessions.archive(&auth.0, KIND).await?;
                Ok($crate::api::sessions::bodies::SessionsResponse::Ok(poem_openapi::payload::Json(sessions.into())))
            }

            /// One page (20, from 1) of the closed sessions, most recently active first: what
            /// the site's archive shows; `total` counts them all, a page past the end is empty.
            #[oai(path = "/archive/page", method = "get", operation_id = $archive_page_op)]
            #[tracing::instrument(name = $archive_page_op, level = "debug", skip_all)]
            async fn archive_page(
                &self,
                auth: $crate::api::auth::PlayerAuth,
                #[oai(validator(minimum(value = "1"), maximum(value = "100000")))]
                page: poem_openapi::param::Query<Option<u32>>,
            ) -> Result<poem_openapi::payload::Json<$page_body>, $crate::api::ApiError> {
                let page = self.sessions.archive_page(&auth.0, KIND, page.0.unwrap_or(1)).await?;
                Ok(poem_openapi::payload::Json(page.into()))
            }

            /// Messages, oldest first, one page of `limit` (20 unless asked, at most 50): page 1
            /// is the oldest; without `page`, the last page. The session's `message_count`
            /// tells the pages. Outsiders of a private session get 404.
            #[oai(path = "/:id/messages", method = "get", operation_id = $messages_op)]
            #[tracing::instrument(name = $messages_op, level = "debug", skip_all, fields(id = id.0))]
            async fn messages(
                &self,
                auth: $crate::api::auth::PlayerAuth,
                id: poem_openapi::param::Path<i64>,
                page: poem_openapi::param::Query<Option<u32>>,
                limit: poem_openapi::param::Query<Option<u32>>,
            ) -> Result<$crate::api::sessions::bodies::MessagesResponse<$messages_body>, $crate::api::ApiError> {
                let page = mrok_core::sessions::PageRequest { page: page.0, limit: limit.0 };
                let session = mrok_core::sessions::SessionId(id.0);
                let (_, messages) = self.sessions.messages(&auth.0, KIND, session, page).await?;
                Ok($crate::api::sessions::bodies::MessagesResponse::Ok(poem_openapi::payload::Json(messages.into())))
            }

            /// The character each participant writes as, by account id, polled every 10 s on the
            /// session's page; 304 to a current `If-None-Match`.
            #[oai(path = "/:id/participantsCharacters", method = "get", operation_id = $characters_op)]
            #[tracing::instrument(name = $characters_op, level = "debug", skip_all, fields(id = id.0))]
            async fn participants_characters(
                &self,
                auth: $crate::api::auth::PlayerAuth,
                id: poem_openapi::param::Path<i64>,
                #[oai(name = "If-None-Match")]
                if_none_match: poem_openapi::param::Header<Option<String>>,
            ) -> Result<
                $crate::api::conditional::Polled<$crate::api::sessions::bodies::ParticipantCharactersBody>,
                $crate::api::ApiError,
            > {
                let (user, session) = (auth.0.id(), mrok_core::sessions::SessionId(id.0));
                let tag = self.freshness.tag($crate::freshness::Polled::SessionCharacters {
                    user,
                    kind: KIND,
                    session,
                });
                let if_none_match =
                    $crate::api::conditional::named_only(if_none_match.0.as_deref());
                $crate::api::conditional::polled(if_none_match, tag, async {
                    let characters =
                        self.sessions.participant_characters(&auth.0, KIND, session).await?;
                    Ok($crate::api::sessions::bodies::participant_characters(characters))
                })
                .await
            }

            /// Creates a session owned by the caller with the accounts it invites.
            #[oai(path = "/", method = "post", operation_id = $create_op)]
            #[tracing::instrument(name = $create_op, level = "debug", skip_all)]
            async fn create(
                &self,
                auth: $crate::api::auth::PlayerAuth,
                body: poem_openapi::payload::Json<$create_body>,
            ) -> Result<$crate::api::sessions::bodies::CreatedSessionResponse, $crate::api::ApiError>
            {
                let id = self.sessions.create(&auth.0, body.0.form(KIND)?).await?;
                Ok($crate::api::sessions::bodies::CreatedSessionResponse::created(id))
            }

            /// Posts a message (participants of an open session).
            #[oai(path = "/:id/messages", method = "post", operation_id = $post_op)]
            #[tracing::instrument(name = $post_op, level = "debug", skip_all, fields(id = id.0))]
            async fn post(
                &self,
                auth: $crate::api::auth::PlayerAuth,
                id: poem_openapi::param::Path<i64>,
                body: poem_openapi::payload::Json<$crate::api::sessions::bodies::PostMessageBody>,
            ) -> Result<$crate::api::sessions::bodies::StoredMessageResponse<$message_body>, $crate::api::ApiError> {
                let speaker = body.0.speaker()?;
                let session = mrok_core::sessions::SessionId(id.0);
                let message =
                    self.sessions.post(&auth.0, KIND, session, &body.0.message, speaker).await?;
                Ok($crate::api::sessions::bodies::StoredMessageResponse::Ok(poem_openapi::payload::Json(message.into())))
            }

            /// Edits one's own message.
            #[oai(path = "/:id/messages/:message_id", method = $edit_method, operation_id = $edit_op)]
            #[tracing::instrument(
                name = $edit_op,
                level = "debug",
                skip_all,
                fields(id = id.0, message_id = message_id.0)
            )]
            async fn edit(
                &self,
                auth: $crate::api::auth::PlayerAuth,
                id: poem_openapi::param::Path<i64>,
                message_id: poem_openapi::param::Path<i64>,
                body: poem_openapi::payload::Json<$crate::api::sessions::bodies::EditMessageBody>,
            ) -> Result<$crate::api::sessions::bodies::StoredMessageResponse<$message_body>, $crate::api::ApiError> {
                let session = mrok_core::sessions::SessionId(id.0);
                let message = mrok_core::sessions::MessageId(message_id.0);
                let edited =
                    self.sessions.edit(&auth.0, KIND, session, message, &body.0.message).await?;
                Ok($crate::api::sessions::bodies::StoredMessageResponse::Ok(poem_openapi::payload::Json(edited.into())))
            }

            /// Closes the session (owner).
            #[oai(path = "/:id/close", method = "patch", operation_id = $close_op)]
            #[tracing::instrument(name = $close_op, level = "debug", skip_all, fields(id = id.0))]
            async fn close(
                &self,
                auth: $crate::api::auth::PlayerAuth,
                id: poem_openapi::param::Path<i64>,
            ) -> Result<$crate::api::common::MessageResponse, $crate::api::ApiError> {
                let session = mrok_core::sessions::SessionId(id.0);
                self.sessions.set_closed(&auth.0, KIND, session, true).await?;
                Ok($crate::api::common::MessageResponse::ok(
                    $crate::api::sessions::bodies::SESSION_CLOSED,
                ))
            }

            /// Reopens the session (owner).
            #[oai(path = "/:id/reopen", method = "patch", operation_id = $reopen_op)]
            #[tracing::instrument(name = $reopen_op, level = "debug", skip_all, fields(id = id.0))]
            async fn reopen(
                &self,
                auth: $crate::api::auth::PlayerAuth,
                id: poem_openapi::param::Path<i64>,
            ) -> Result<$crate::api::common::MessageResponse, $crate::api::ApiError> {
                let session = mrok_core::sessions::SessionId(id.0);
                self.sessions.set_closed(&auth.0, KIND, session, false).await?;
                Ok($crate::api::common::MessageResponse::ok(
                    $crate::api::sessions::bodies::SESSION_REOPENED,
                ))
            }

            /// Marks the session seen up to `seenAt` (participants).
            #[oai(path = "/:id/seen", method = "post", operation_id = $seen_op)]
            #[tracing::instrument(name = $seen_op, level = "debug", skip_all, fields(id = id.0))]
            async fn seen(
                &self,
                auth: $crate::api::auth::PlayerAuth,
                id: poem_openapi::param::Path<i64>,
                body: poem_openapi::payload::Json<$crate::api::sessions::bodies::SeenBody>,
            ) -> Result<$crate::api::sessions::bodies::SeenResponse, $crate::api::ApiError> {
                let session = mrok_core::sessions::SessionId(id.0);
                let seen_at = self.sessions.mark_seen(&auth.0, KIND, session, body.0.seen_at).await?;
                Ok($crate::api::sessions::bodies::SeenResponse::at(seen_at))
            }

            /// The character the caller writes as here.
            #[oai(path = "/:id/myCharacter", method = "get", operation_id = $my_character_op)]
            #[tracing::instrument(name = $my_character_op, level = "debug", skip_all, fields(id = id.0))]
            async fn my_character(
                &self,
                auth: $crate::api::auth::PlayerAuth,
                id: poem_openapi::param::Path<i64>,
            ) -> Result<$crate::api::sessions::bodies::CurrentCharacterResponse, $crate::api::ApiError>
            {
                let session = mrok_core::sessions::SessionId(id.0);
                let character = self.sessions.my_character(&auth.0, KIND, session).await?;
                Ok($crate::api::sessions::bodies::CurrentCharacterResponse::of(character))
            }

            /// Writes as another of one's characters, or as the narrator, from now on.
            #[oai(path = "/:id/changeCharacter", method = "post", operation_id = $change_character_op)]
            #[tracing::instrument(name = $change_character_op, level = "debug", skip_all, fields(id = id.0))]
            async fn change_character(
                &self,
                auth: $crate::api::auth::PlayerAuth,
                id: poem_openapi::param::Path<i64>,
                body: poem_openapi::payload::Json<$crate::api::sessions::bodies::ChangeCharacterBody>,
            ) -> Result<$crate::api::sessions::bodies::CurrentCharacterResponse, $crate::api::ApiError>
            {
                let choice = body.0.choice()?;
                let session = mrok_core::sessions::SessionId(id.0);
                let character =
                    self.sessions.change_character(&auth.0, KIND, session, choice).await?;
                Ok($crate::api::sessions::bodies::CurrentCharacterResponse::of(character))
            }

            $($extra)*
        }
    };
}
pub(crate) use session_kind_api;

/// What concerns sessions of both kinds at once.
pub struct SessionsApi {
    pub sessions: Arc<SessionService>,
    pub freshness: Arc<Freshness>,
}

#[OpenApi(tag = "ApiTags::GeneralSessions")]
impl SessionsApi {
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
}
