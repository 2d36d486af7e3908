//! The back office's tavern: the rooms (`/api/admin/tavernRooms`) admins add, rename, redescribe
//! and remove, and the whole events board (`/api/admin/tavernEvents`, past events too; events are
//! added and removed through the game's own calls). The rules (who, how many, unique names, the
//! last room) live in `TavernService`.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use mrok_core::backoffice::{NewestFirst, PageRequest};
use mrok_core::tavern::{Room, RoomForm, RoomId, TavernError, TavernEvent, TavernService};
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use crate::api::ApiTags;
use crate::api::auth::BearerAuth;
use crate::api::backoffice::AdminPageBody;
use crate::api::common::MessageResponse;
use crate::api::errors::ApiError;
use crate::api::tavern::bodies::EventBody;

pub struct TavernAdminApi {
    pub tavern: Arc<TavernService>,
}

/// A tavern room in the back office.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AdminTavernRoomBody {
    pub id: i64,
    pub name: String,
    pub description: String,
    /// People inside this room and online now.
    pub active_users_count: u64,
    /// Messages posted in the room (removed with it).
    pub message_count: u64,
}

impl From<Room> for AdminTavernRoomBody {
    fn from(room: Room) -> Self {
        AdminTavernRoomBody {
            id: room.id.0,
            name: room.name,
            description: room.description,
            active_users_count: room.active_users,
            message_count: room.message_count,
        }
    }
}

/// A room as an admin writes it.
#[derive(Debug, Object)]
pub struct AdminTavernRoomForm {
    /// Up to 80 characters, unique in the tavern.
    pub name: String,
    /// Up to 500 characters.
    #[oai(default)]
    pub description: String,
}

impl AdminTavernRoomForm {
    fn parse(&self) -> Result<RoomForm, TavernError> {
        RoomForm::parse(&self.name, &self.description)
    }
}

/// An entry of the events board in the back office.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AdminTavernEventBody {
    pub id: i64,
    pub title: String,
    pub description: String,
    /// RRRR-MM-DD.
    pub date: String,
    /// GG:MM, or none.
    #[oai(nullable)]
    pub time: Option<String>,
    /// The account that added it.
    pub created_by: i64,
    pub created_at: DateTime<Utc>,
}

impl From<TavernEvent> for AdminTavernEventBody {
    fn from(e: TavernEvent) -> Self {
        let (created_by, created_at) = (e.created_by.0, e.created_at);
        // Shown as the players' board shows it.
        let EventBody { id, title, description, date, time } = EventBody::from(e);
        AdminTavernEventBody { id, title, description, date, time, created_by, created_at }
    }
}

#[derive(ApiResponse)]
pub enum AdminTavernEventPageResponse {
    /// One page of events, the latest date first.
    #[oai(status = 200)]
    Ok(Json<AdminPageBody<AdminTavernEventBody>>),
}

#[derive(ApiResponse)]
pub enum AdminTavernRoomPageResponse {
    /// Every room, in the players' order (at most 50).
    #[oai(status = 200)]
    Ok(Json<AdminPageBody<AdminTavernRoomBody>>),
}

#[derive(ApiResponse)]
pub enum AdminTavernRoomResponse {
    /// The room.
    #[oai(status = 200)]
    Ok(Json<AdminTavernRoomBody>),
    /// The room, added at the end of the list.
    #[oai(status = 201)]
    Created(Json<AdminTavernRoomBody>),
}

#[OpenApi(tag = "ApiTags::Admin", prefix_path = "/admin")]
impl TavernAdminApi {
    /// Every tavern room in the order players see them, with who is in each and how much was
    /// written there. The tavern has at most 50 rooms, so this is one page.
    #[oai(path = "/tavernRooms", method = "get", operation_id = "adminListTavernRooms")]
    #[tracing::instrument(name = "adminListTavernRooms", level = "debug", skip_all)]
    async fn rooms(&self, auth: BearerAuth) -> Result<AdminTavernRoomPageResponse, ApiError> {
        let rooms = self.tavern.admin_rooms(auth.actor()).await?;
        Ok(AdminTavernRoomPageResponse::Ok(AdminPageBody::all(rooms)))
    }

    /// One tavern room.
    #[oai(path = "/tavernRooms/:id", method = "get", operation_id = "adminGetTavernRoom")]
    #[tracing::instrument(name = "adminGetTavernRoom", level = "debug", skip_all, fields(id = id.0))]
    async fn room(
        &self,
        auth: BearerAuth,
        id: Path<i64>,
    ) -> Result<AdminTavernRoomResponse, ApiError> {
        let room = self.tavern.admin_room(auth.actor(), RoomId(id.0)).await?;
        Ok(AdminTavernRoomResponse::Ok(Json(room.into())))
    }

    /// Adds a room at the end of the list.
    #[oai(path = "/tavernRooms", method = "post", operation_id = "adminCreateTavernRoom")]
    #[tracing::instrument(name = "adminCreateTavernRoom", level = "debug", skip_all)]
    async fn create(
        &self,
        auth: BearerAuth,
        body: Json<AdminTavernRoomForm>,
    ) -> Result<AdminTavernRoomResponse, ApiError> {
        let room = self.tavern.add_room(auth.actor(), || body.0.parse()).await?;
        Ok(AdminTavernRoomResponse::Created(Json(room.into())))
    }

    /// Renames or redescribes a room; players see the change on their next read.
    #[oai(path = "/tavernRooms/:id", method = "put", operation_id = "adminUpdateTavernRoom")]
    #[tracing::instrument(name = "adminUpdateTavernRoom", level = "debug", skip_all, fields(id = id.0))]
    async fn update(
        &self,
        auth: BearerAuth,
        id: Path<i64>,
        body: Json<AdminTavernRoomForm>,
    ) -> Result<AdminTavernRoomResponse, ApiError> {
        let room = self.tavern.update_room(auth.actor(), RoomId(id.0), || body.0.parse()).await?;
        Ok(AdminTavernRoomResponse::Ok(Json(room.into())))
    }

    /// Removes a room and its messages; whoever was in it stays in the tavern without a room.
    /// The last room cannot be removed.
    #[oai(path = "/tavernRooms/:id", method = "delete", operation_id = "adminDeleteTavernRoom")]
    #[tracing::instrument(name = "adminDeleteTavernRoom", level = "debug", skip_all, fields(id = id.0))]
    async fn delete(&self, auth: BearerAuth, id: Path<i64>) -> Result<MessageResponse, ApiError> {
        self.tavern.delete_room(auth.actor(), RoomId(id.0)).await?;
        Ok(MessageResponse::ok("Pokój usunięty."))
    }

    /// The whole events board, past events too, the latest date first, by react-admin's paging.
    #[oai(path = "/tavernEvents", method = "get", operation_id = "adminListTavernEvents")]
    #[tracing::instrument(name = "adminListTavernEvents", level = "debug", skip_all)]
    async fn events(
        &self,
        auth: BearerAuth,
        #[oai(name = "_start")] start: Query<Option<u32>>,
        #[oai(name = "_end")] end: Query<Option<u32>>,
    ) -> Result<AdminTavernEventPageResponse, ApiError> {
        let page = PageRequest::new(start.0, end.0, NewestFirst, Default::default(), None);
        let events = self.tavern.admin_events(auth.actor(), page).await?;
        Ok(AdminTavernEventPageResponse::Ok(AdminPageBody::of(events)))
    }
}
