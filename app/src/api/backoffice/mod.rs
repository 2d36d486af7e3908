use std::sync::Arc;

use chrono::{DateTime, Utc};
use mrok_core::backoffice::{
    BackofficeService, CharacterRow, CharacterSort, Page, PageRequest, SessionOverview,
    SessionSort, SortKey, UserRow, UserSort,
};
use mrok_core::characters::CharacterId;
use mrok_core::shared::UserId;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::types::{ParseFromJSON, ToJSON};
use poem_openapi::{ApiResponse, Object, OpenApi};

use crate::api::ApiTags;
use crate::api::auth::BearerAuth;
use crate::api::errors::ApiError;
use crate::api::wire::{CharacterTypeValue, RoleValue, SessionKindValue};

pub struct BackofficeApi {
    pub backoffice: Arc<BackofficeService>,
}

/// react-admin's list parameters, as every back-office list takes them.
type ListParams = (
    Query<Option<u32>>,
    Query<Option<u32>>,
    Query<Option<String>>,
    Query<Option<String>>,
    Query<Option<String>>,
);

/// The page the list parameters ask for, sorted by a column of `S`.
fn page_request<S: SortKey>((start, end, sort, order, q): ListParams) -> PageRequest<S> {
    PageRequest::from_list_params(start.0, end.0, sort.0.as_deref(), order.0.as_deref(), q.0)
}

/// A page of rows and how many match in all.
#[derive(Debug, Object)]
#[oai(rename = "AdminPage")]
pub struct AdminPageBody<T: ParseFromJSON + ToJSON + Send + Sync> {
    pub data: Vec<T>,
    pub total: u64,
}

impl<T: ParseFromJSON + ToJSON + Send + Sync> AdminPageBody<T> {
    pub(super) fn of<R>(page: Page<R>) -> Json<Self>
    where
        T: From<R>,
    {
        Json(AdminPageBody {
            data: page.rows.into_iter().map(T::from).collect(),
            total: page.total,
        })
    }

    /// A list short enough by rule to be one page.
    pub(super) fn all<R>(rows: Vec<R>) -> Json<Self>
    where
        T: From<R>,
    {
        let total = rows.len() as u64;
        Json(AdminPageBody { data: rows.into_iter().map(T::from).collect(), total })
    }
}

/// An account in the back office.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AdminUserBody {
    pub id: i64,
    pub email: String,
    pub role: RoleValue,
    pub activated: bool,
    pub created_at: DateTime<Utc>,
    #[oai(nullable)]
    pub last_seen_at: Option<DateTime<Utc>>,
    #[oai(nullable)]
    pub last_ip: Option<String>,
    #[oai(nullable)]
    pub character_name: Option<String>,
}

impl From<UserRow> for AdminUserBody {
    fn from(u: UserRow) -> Self {
        AdminUserBody {
            id: u.id.0,
            email: u.email,
            role: u.role.into(),
            activated: u.activated,
            created_at: u.created_at,
            last_seen_at: u.last_seen_at,
            last_ip: u.last_ip,
            character_name: u.character_name,
        }
    }
}

/// A character in the back office.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AdminCharacterBody {
    pub id: i64,
    pub user_id: i64,
    pub owner_email: String,
    /// 0 main, 1 or 2 secondary.
    pub slot: u8,
    pub kind: CharacterTypeValue,
    pub name: String,
    pub race: String,
    pub gender: String,
    #[oai(nullable)]
    pub magic: Option<String>,
    pub approved: bool,
    pub created_at: DateTime<Utc>,
}

impl From<CharacterRow> for AdminCharacterBody {
    fn from(c: CharacterRow) -> Self {
        AdminCharacterBody {
            id: c.id.0,
            user_id: c.user_id.0,
            owner_email: c.owner_email,
            slot: c.slot.number(),
            kind: c.slot.into(),
            name: c.name,
            race: c.race,
            gender: c.gender,
            magic: c.magic,
            approved: c.approved,
            created_at: c.created_at,
        }
    }
}

/// A roleplay session in the back office.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AdminSessionBody {
    pub id: i64,
    pub kind: SessionKindValue,
    pub title: String,
    pub closed: bool,
    pub owner_id: i64,
    /// The owner's main-character name.
    #[oai(nullable)]
    pub owner_name: Option<String>,
    pub message_count: u64,
    pub created_at: DateTime<Utc>,
    pub last_activity: DateTime<Utc>,
}

impl From<SessionOverview> for AdminSessionBody {
    fn from(s: SessionOverview) -> Self {
        AdminSessionBody {
            id: s.id.0,
            kind: s.kind.into(),
            title: s.title,
            closed: s.closed,
            owner_id: s.owner.0,
            owner_name: s.owner_name,
            message_count: s.message_count,
            created_at: s.created_at,
            last_activity: s.last_activity,
        }
    }
}

/// A new role.
#[derive(Debug, Object)]
pub struct RoleChangeBody {
    pub role: RoleValue,
}

/// An approval.
#[derive(Debug, Object)]
pub struct AdminApprovalBody {
    pub approved: bool,
}

#[derive(ApiResponse)]
pub enum AdminUserPageResponse {
    /// One page of accounts.
    #[oai(status = 200)]
    Ok(Json<AdminPageBody<AdminUserBody>>),
}

#[derive(ApiResponse)]
pub enum AdminUserResponse {
    /// The account.
    #[oai(status = 200)]
    Ok(Json<AdminUserBody>),
}

#[derive(ApiResponse)]
pub enum AdminSessionPageResponse {
    /// One page of sessions.
    #[oai(status = 200)]
    Ok(Json<AdminPageBody<AdminSessionBody>>),
}

#[derive(ApiResponse)]
pub enum AdminCharacterPageResponse {
    /// One page of characters.
    #[oai(status = 200)]
    Ok(Json<AdminPageBody<AdminCharacterBody>>),
}

#[derive(ApiResponse)]
pub enum AdminCharacterResponse {
    /// The character.
    #[oai(status = 200)]
    Ok(Json<AdminCharacterBody>),
}

#[OpenApi(tag = "ApiTags::Admin", prefix_path = "/admin")]
impl BackofficeApi {
    /// Accounts: rows `_start`..`_end`, sorted by `_sort` (id, email, role, createdAt,
    /// lastSeenAt) in `_order` (ASC, DESC), searched by `q` (e-mail or character name).
    #[oai(path = "/users", method = "get", operation_id = "adminListUsers")]
    #[tracing::instrument(name = "adminListUsers", level = "debug", skip_all)]
    async fn users(
        &self,
        auth: BearerAuth,
        #[oai(name = "_start")] start: Query<Option<u32>>,
        #[oai(name = "_end")] end: Query<Option<u32>>,
        #[oai(name = "_sort")] sort: Query<Option<String>>,
        #[oai(name = "_order")] order: Query<Option<String>>,
        q: Query<Option<String>>,
    ) -> Result<AdminUserPageResponse, ApiError> {
        let page = page_request::<UserSort>((start, end, sort, order, q));
        let found = self.backoffice.users(auth.actor(), page).await?;
        Ok(AdminUserPageResponse::Ok(AdminPageBody::of(found)))
    }

    /// One account.
    #[oai(path = "/users/:id", method = "get", operation_id = "adminGetUser")]
    #[tracing::instrument(name = "adminGetUser", level = "debug", skip_all, fields(id = id.0))]
    async fn user(&self, auth: BearerAuth, id: Path<i64>) -> Result<AdminUserResponse, ApiError> {
        let user = self.backoffice.user(auth.actor(), UserId(id.0)).await?;
        Ok(AdminUserResponse::Ok(Json(user.into())))
    }

    /// Change an account's role; the player's logins end.
    #[oai(path = "/users/:id/role", method = "put", operation_id = "adminSetUserRole")]
    #[tracing::instrument(name = "adminSetUserRole", level = "debug", skip_all, fields(id = id.0))]
    async fn set_role(
        &self,
        auth: BearerAuth,
        id: Path<i64>,
        body: Json<RoleChangeBody>,
    ) -> Result<AdminUserResponse, ApiError> {
        let user = self.backoffice.set_role(auth.actor(), UserId(id.0), body.0.role.into()).await?;
        Ok(AdminUserResponse::Ok(Json(user.into())))
    }

    /// Characters (main and secondary): rows `_start`..`_end`, sorted by `_sort` (id, name,
    /// race, approved, createdAt) in `_order`, searched by `q` (name or owner's e-mail).
    #[oai(path = "/characters", method = "get", operation_id = "adminListCharacters")]
    #[tracing::instrument(name = "adminListCharacters", level = "debug", skip_all)]
    async fn characters(
        &self,
        auth: BearerAuth,
        #[oai(name = "_start")] start: Query<Option<u32>>,
        #[oai(name = "_end")] end: Query<Option<u32>>,
        #[oai(name = "_sort")] sort: Query<Option<String>>,
        #[oai(name = "_order")] order: Query<Option<String>>,
        q: Query<Option<String>>,
    ) -> Result<AdminCharacterPageResponse, ApiError> {
        let page = page_request::<CharacterSort>((start, end, sort, order, q));
        let found = self.backoffice.characters(auth.actor(), page).await?;
        Ok(AdminCharacterPageResponse::Ok(AdminPageBody::of(found)))
    }

    /// One character.
    #[oai(path = "/characters/:id", method = "get", operation_id = "adminGetCharacter")]
    #[tracing::instrument(name = "adminGetCharacter", level = "debug", skip_all, fields(id = id.0))]
    async fn character(
        &self,
        auth: BearerAuth,
        id: Path<i64>,
    ) -> Result<AdminCharacterResponse, ApiError> {
        let character = self.backoffice.character(auth.actor(), CharacterId(id.0)).await?;
        Ok(AdminCharacterResponse::Ok(Json(character.into())))
    }

    /// Approve or unapprove a character.
    #[oai(
        path = "/characters/:id/approval",
        method = "put",
        operation_id = "adminSetCharacterApproval"
    )]
    #[tracing::instrument(name = "adminSetCharacterApproval", level = "debug", skip_all, fields(id = id.0))]
    async fn set_approval(
        &self,
        auth: BearerAuth,
        id: Path<i64>,
        body: Json<AdminApprovalBody>,
    ) -> Result<AdminCharacterResponse, ApiError> {
        let (id, approved) = (CharacterId(id.0), body.0.approved);
        let character = self.backoffice.set_approval(auth.actor(), id, approved).await?;
        Ok(AdminCharacterResponse::Ok(Json(character.into())))
    }

    /// Roleplay sessions of both kinds, for moderation: rows `_start`..`_end`, sorted by `_sort`
    /// (id, title, createdAt, lastActivity, messageCount) in `_order`, searched by `q` (title or
    /// owner's name), `kind` = general or private.
    #[oai(path = "/sessions", method = "get", operation_id = "adminListSessions")]
    #[allow(clippy::too_many_arguments)] // react-admin's five list parameters and the kind filter
    #[tracing::instrument(name = "adminListSessions", level = "debug", skip_all)]
    async fn sessions(
        &self,
        auth: BearerAuth,
        #[oai(name = "_start")] start: Query<Option<u32>>,
        #[oai(name = "_end")] end: Query<Option<u32>>,
        #[oai(name = "_sort")] sort: Query<Option<String>>,
        #[oai(name = "_order")] order: Query<Option<String>>,
        q: Query<Option<String>>,
        kind: Query<Option<SessionKindValue>>,
    ) -> Result<AdminSessionPageResponse, ApiError> {
        let page = page_request::<SessionSort>((start, end, sort, order, q));
        let kind = kind.0.map(Into::into);
        let found = self.backoffice.sessions(auth.actor(), page, kind).await?;
        Ok(AdminSessionPageResponse::Ok(AdminPageBody::of(found)))
    }
}
