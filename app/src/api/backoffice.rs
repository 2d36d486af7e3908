//! The back office's calls (`/api/admin/...`): paged, sorted, searchable lists with totals for
//! react-admin, details, role changes and approvals. Admins only.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use mrok_core::backoffice::{
    BackofficeService, CharacterRow, CharacterSort, PageRequest, SessionOverview, SessionSort,
    SortOrder, UserRow, UserSort,
};
use mrok_core::characters::CharacterId;
use mrok_core::sessions::SessionKind;
use mrok_core::shared::{Role, UserId};
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use super::ApiTags;
use super::auth::BearerAuth;
use super::common::actor;
use super::errors::{ApiError, ErrorBody};

pub struct BackofficeApi {
    pub backoffice: Arc<BackofficeService>,
}

/// An account in the back office.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AdminUserBody {
    pub id: i64,
    pub email: String,
    pub role: String,
    pub activated: bool,
    pub created_at: DateTime<Utc>,
    pub last_seen_at: Option<DateTime<Utc>>,
    pub last_ip: Option<String>,
    pub character_name: Option<String>,
}

impl From<UserRow> for AdminUserBody {
    fn from(u: UserRow) -> Self {
        AdminUserBody {
            id: u.id.0,
            email: u.email,
            role: u.role.as_str().to_owned(),
            activated: u.activated,
            created_at: u.created_at,
            last_seen_at: u.last_seen_at,
            last_ip: u.last_ip,
            character_name: u.character_name,
        }
    }
}

/// A page of accounts and how many match in all.
#[derive(Debug, Object)]
pub struct AdminUserPageBody {
    pub data: Vec<AdminUserBody>,
    pub total: u64,
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
    /// `main` or `secondary`.
    pub kind: String,
    pub name: String,
    pub race: String,
    pub gender: String,
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
            slot: c.slot,
            kind: if c.slot == 0 { "main" } else { "secondary" }.to_owned(),
            name: c.name,
            race: c.race,
            gender: c.gender,
            magic: c.magic,
            approved: c.approved,
            created_at: c.created_at,
        }
    }
}

/// A page of characters and how many match in all.
#[derive(Debug, Object)]
pub struct AdminCharacterPageBody {
    pub data: Vec<AdminCharacterBody>,
    pub total: u64,
}

/// A roleplay session in the back office.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AdminSessionBody {
    pub id: i64,
    /// `general` or `private`.
    pub kind: String,
    pub title: String,
    pub closed: bool,
    pub owner_id: i64,
    /// The owner's main-character name.
    pub owner_name: Option<String>,
    pub message_count: u64,
    pub created_at: DateTime<Utc>,
    pub last_activity: DateTime<Utc>,
}

impl From<SessionOverview> for AdminSessionBody {
    fn from(s: SessionOverview) -> Self {
        AdminSessionBody {
            id: s.id.0,
            kind: s.kind.as_str().to_owned(),
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

/// A page of sessions and how many match in all.
#[derive(Debug, Object)]
pub struct AdminSessionPageBody {
    pub data: Vec<AdminSessionBody>,
    pub total: u64,
}

/// A new role: mieszkaniec, admin or mistrz_gry.
#[derive(Debug, Object)]
pub struct RoleChangeBody {
    #[oai(default)]
    pub role: String,
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
    Ok(Json<AdminUserPageBody>),
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
    Ok(Json<AdminSessionPageBody>),
}

#[derive(ApiResponse)]
pub enum AdminCharacterPageResponse {
    /// One page of characters.
    #[oai(status = 200)]
    Ok(Json<AdminCharacterPageBody>),
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
    #[allow(clippy::too_many_arguments)]
    async fn users(
        &self,
        auth: BearerAuth,
        #[oai(name = "_start")] start: Query<Option<u32>>,
        #[oai(name = "_end")] end: Query<Option<u32>>,
        #[oai(name = "_sort")] sort: Query<Option<String>>,
        #[oai(name = "_order")] order: Query<Option<String>>,
        q: Query<Option<String>>,
    ) -> Result<AdminUserPageResponse, ApiError> {
        let page = PageRequest::new(
            start.0,
            end.0,
            UserSort::parse(sort.0.as_deref()),
            SortOrder::parse(order.0.as_deref()),
            q.0,
        );
        let found = self.backoffice.users(&actor(&auth.0), page).await?;
        Ok(AdminUserPageResponse::Ok(Json(AdminUserPageBody {
            data: found.rows.into_iter().map(AdminUserBody::from).collect(),
            total: found.total,
        })))
    }

    /// One account.
    #[oai(path = "/users/:id", method = "get", operation_id = "adminGetUser")]
    async fn user(&self, auth: BearerAuth, id: Path<i64>) -> Result<AdminUserResponse, ApiError> {
        let user = self.backoffice.user(&actor(&auth.0), UserId(id.0)).await?;
        Ok(AdminUserResponse::Ok(Json(user.into())))
    }

    /// Change an account's role; the player's logins end.
    #[oai(path = "/users/:id/role", method = "put", operation_id = "adminSetUserRole")]
    async fn set_role(
        &self,
        auth: BearerAuth,
        id: Path<i64>,
        body: Json<RoleChangeBody>,
    ) -> Result<AdminUserResponse, ApiError> {
        let role: Role = body.0.role.parse().map_err(|e: mrok_core::shared::UnknownRole| {
            ApiError::BadRequest(Json(ErrorBody::new(e.to_string(), "unknown_role")))
        })?;
        let user = self.backoffice.set_role(&actor(&auth.0), UserId(id.0), role).await?;
        Ok(AdminUserResponse::Ok(Json(user.into())))
    }

    /// Characters (main and secondary): rows `_start`..`_end`, sorted by `_sort` (id, name,
    /// race, approved, createdAt) in `_order`, searched by `q` (name or owner's e-mail).
    #[oai(path = "/characters", method = "get", operation_id = "adminListCharacters")]
    async fn characters(
        &self,
        auth: BearerAuth,
        #[oai(name = "_start")] start: Query<Option<u32>>,
        #[oai(name = "_end")] end: Query<Option<u32>>,
        #[oai(name = "_sort")] sort: Query<Option<String>>,
        #[oai(name = "_order")] order: Query<Option<String>>,
        q: Query<Option<String>>,
    ) -> Result<AdminCharacterPageResponse, ApiError> {
        let page = PageRequest::new(
            start.0,
            end.0,
            CharacterSort::parse(sort.0.as_deref()),
            SortOrder::parse(order.0.as_deref()),
            q.0,
        );
        let found = self.backoffice.characters(&actor(&auth.0), page).await?;
        Ok(AdminCharacterPageResponse::Ok(Json(AdminCharacterPageBody {
            data: found.rows.into_iter().map(AdminCharacterBody::from).collect(),
            total: found.total,
        })))
    }

    /// One character.
    #[oai(path = "/characters/:id", method = "get", operation_id = "adminGetCharacter")]
    async fn character(
        &self,
        auth: BearerAuth,
        id: Path<i64>,
    ) -> Result<AdminCharacterResponse, ApiError> {
        let character = self.backoffice.character(&actor(&auth.0), CharacterId(id.0)).await?;
        Ok(AdminCharacterResponse::Ok(Json(character.into())))
    }

    /// Approve or unapprove a character.
    #[oai(
        path = "/characters/:id/approval",
        method = "put",
        operation_id = "adminSetCharacterApproval"
    )]
    async fn set_approval(
        &self,
        auth: BearerAuth,
        id: Path<i64>,
        body: Json<AdminApprovalBody>,
    ) -> Result<AdminCharacterResponse, ApiError> {
        let character = self
            .backoffice
            .set_approval(&actor(&auth.0), CharacterId(id.0), body.0.approved)
            .await?;
        Ok(AdminCharacterResponse::Ok(Json(character.into())))
    }

    /// Roleplay sessions of both kinds, for moderation: rows `_start`..`_end`, sorted by `_sort`
    /// (id, title, createdAt, lastActivity, messageCount) in `_order`, searched by `q` (title or
    /// owner's name), `kind` = general or private.
    #[oai(path = "/sessions", method = "get", operation_id = "adminListSessions")]
    #[allow(clippy::too_many_arguments)] // react-admin's five list parameters and the kind filter
    async fn sessions(
        &self,
        auth: BearerAuth,
        #[oai(name = "_start")] start: Query<Option<u32>>,
        #[oai(name = "_end")] end: Query<Option<u32>>,
        #[oai(name = "_sort")] sort: Query<Option<String>>,
        #[oai(name = "_order")] order: Query<Option<String>>,
        q: Query<Option<String>>,
        kind: Query<Option<String>>,
    ) -> Result<AdminSessionPageResponse, ApiError> {
        let page = PageRequest::new(
            start.0,
            end.0,
            SessionSort::parse(sort.0.as_deref()),
            SortOrder::parse(order.0.as_deref()),
            q.0,
        );
        let kind = kind.0.as_deref().and_then(SessionKind::from_stored);
        let found = self.backoffice.sessions(&actor(&auth.0), page, kind).await?;
        Ok(AdminSessionPageResponse::Ok(Json(AdminSessionPageBody {
            data: found.rows.into_iter().map(AdminSessionBody::from).collect(),
            total: found.total,
        })))
    }
}
