//! The tavern (spec 2 §7): rooms, entering and leaving, messages, participants and the events
//! board. Live delivery rides the socket (`/ws/`); every write is one of these calls.

pub(super) mod admin;
pub(super) mod bodies;

use std::sync::Arc;

use mrok_core::tavern::{MessagePage, NewTavernEvent, RoomId, TavernEventId, TavernService};
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, OpenApi};

use crate::api::ApiTags;
use crate::api::auth::PlayerAuth;
use crate::api::common::MessageResponse;
use crate::api::errors::ApiError;
use crate::api::sessions::bodies::ChangeCharacterBody;
use crate::api::tavern::bodies::*;

pub struct TavernApi {
    pub tavern: Arc<TavernService>,
}

#[derive(ApiResponse)]
pub enum RoomsResponse {
    /// Every room, in order, with its people.
    #[oai(status = 200)]
    Ok(Json<RoomsBody>),
}

#[derive(ApiResponse)]
pub enum RoomEnteredResponse {
    /// The room the caller is now in.
    #[oai(status = 200)]
    Ok(Json<RoomEnteredBody>),
}

#[derive(ApiResponse)]
pub enum StatusResponse {
    /// Where the caller is.
    #[oai(status = 200)]
    Ok(Json<StatusBody>),
}

#[derive(ApiResponse)]
pub enum MyCharacterResponse {
    /// The character the caller is inside as.
    #[oai(status = 200)]
    Ok(Json<MyCharacterBody>),
}

#[derive(ApiResponse)]
pub enum MessagesResponse {
    /// One page of the room.
    #[oai(status = 200)]
    Ok(Json<MessagesBody>),
}

#[derive(ApiResponse)]
pub enum PostedResponse {
    /// The message as stored (sanitized); it is also pushed to every socket in the room.
    #[oai(status = 201)]
    Created(Json<TavernMessageBody>),
}

#[derive(ApiResponse)]
pub enum TypingResponse {
    /// Passed on to the room (or quietly dropped when too frequent or from elsewhere).
    #[oai(status = 204)]
    NoContent,
}

#[derive(ApiResponse)]
pub enum ParticipantsResponse {
    /// People inside and online, polled every 30 s.
    #[oai(status = 200)]
    Ok(Json<ParticipantsBody>),
}

#[derive(ApiResponse)]
pub enum EventsResponse {
    /// Today's and coming events, soonest first.
    #[oai(status = 200)]
    Ok(Json<EventsBody>),
}

#[derive(ApiResponse)]
pub enum EventCreatedResponse {
    /// The added event.
    #[oai(status = 201)]
    Created(Json<EventBody>),
}

#[OpenApi(prefix_path = "/tavern", tag = "ApiTags::Tavern")]
impl TavernApi {
    /// Every room with the number of people in it.
    #[oai(path = "/rooms", method = "get", operation_id = "tavernRooms")]
    #[tracing::instrument(name = "tavernRooms", level = "debug", skip_all)]
    async fn rooms(&self, auth: PlayerAuth) -> Result<RoomsResponse, ApiError> {
        let rooms = self.tavern.rooms(&auth.0).await?;
        Ok(RoomsResponse::Ok(Json(RoomsBody {
            rooms: rooms.into_iter().map(Into::into).collect(),
        })))
    }

    /// Moves the caller, who is inside, into a room.
    #[oai(path = "/rooms/:id/enter", method = "post", operation_id = "enterTavernRoom")]
    #[tracing::instrument(name = "enterTavernRoom", level = "debug", skip_all, fields(id = id.0))]
    async fn enter_room(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
    ) -> Result<RoomEnteredResponse, ApiError> {
        let room = self.tavern.enter_room(&auth.0, RoomId(id.0)).await?;
        Ok(RoomEnteredResponse::Ok(Json(RoomEnteredBody { room: room.into() })))
    }

    /// Whether the caller is inside, as whom and where.
    #[oai(path = "/status", method = "get", operation_id = "tavernStatus")]
    #[tracing::instrument(name = "tavernStatus", level = "debug", skip_all)]
    async fn status(&self, auth: PlayerAuth) -> Result<StatusResponse, ApiError> {
        Ok(StatusResponse::Ok(Json(self.tavern.status(&auth.0).await?.into())))
    }

    /// Goes inside as one of one's characters or as the narrator; the room comes next.
    #[oai(path = "/enter", method = "post", operation_id = "enterTavern")]
    #[tracing::instrument(name = "enterTavern", level = "debug", skip_all)]
    async fn enter(
        &self,
        auth: PlayerAuth,
        body: Json<ChangeCharacterBody>,
    ) -> Result<StatusResponse, ApiError> {
        let status = self.tavern.enter(&auth.0, body.tavern_choice()?).await?;
        Ok(StatusResponse::Ok(Json(status.into())))
    }

    /// Goes outside.
    #[oai(path = "/leave", method = "post", operation_id = "leaveTavern")]
    #[tracing::instrument(name = "leaveTavern", level = "debug", skip_all)]
    async fn leave(&self, auth: PlayerAuth) -> Result<MessageResponse, ApiError> {
        self.tavern.leave(&auth.0).await?;
        Ok(MessageResponse::ok("Opuściłeś karczmę."))
    }

    /// The character the caller is inside as.
    #[oai(path = "/myCharacter", method = "get", operation_id = "tavernMyCharacter")]
    #[tracing::instrument(name = "tavernMyCharacter", level = "debug", skip_all)]
    async fn my_character(&self, auth: PlayerAuth) -> Result<MyCharacterResponse, ApiError> {
        let character = self.tavern.my_character(&auth.0).await?;
        Ok(MyCharacterResponse::Ok(Json(MyCharacterBody { character: character.into() })))
    }

    /// Switches to another of one's characters, or the narrator.
    #[oai(path = "/changeCharacter", method = "post", operation_id = "changeTavernCharacter")]
    #[tracing::instrument(name = "changeTavernCharacter", level = "debug", skip_all)]
    async fn change_character(
        &self,
        auth: PlayerAuth,
        body: Json<ChangeCharacterBody>,
    ) -> Result<MyCharacterResponse, ApiError> {
        let character = self.tavern.change_character(&auth.0, body.tavern_choice()?).await?;
        Ok(MyCharacterResponse::Ok(Json(MyCharacterBody { character: character.into() })))
    }

    /// One page of a room's messages: page 1 the newest, 30 a page by default.
    #[oai(path = "/rooms/:id/messages", method = "get", operation_id = "tavernMessages")]
    #[tracing::instrument(name = "tavernMessages", level = "debug", skip_all, fields(id = id.0))]
    async fn messages(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        page: Query<Option<u32>>,
        limit: Query<Option<u32>>,
    ) -> Result<MessagesResponse, ApiError> {
        let page = MessagePage::new(page.0, limit.0);
        let messages = self.tavern.messages(&auth.0, RoomId(id.0), page).await?;
        Ok(MessagesResponse::Ok(Json(messages.into())))
    }

    /// Posts in the room the caller is in.
    #[oai(path = "/messages", method = "post", operation_id = "postTavernMessage")]
    #[tracing::instrument(name = "postTavernMessage", level = "debug", skip_all)]
    async fn post(
        &self,
        auth: PlayerAuth,
        body: Json<PostMessageBody>,
    ) -> Result<PostedResponse, ApiError> {
        let room = body.room_id.map(RoomId);
        let message = self.tavern.post(&auth.0, room, &body.message, body.is_narrator).await?;
        Ok(PostedResponse::Created(Json(message.into())))
    }

    /// Tells the room the caller is writing ("…pisze"), at most every two seconds.
    #[oai(path = "/typing", method = "post", operation_id = "tavernTyping")]
    #[tracing::instrument(name = "tavernTyping", level = "debug", skip_all)]
    async fn typing(
        &self,
        auth: PlayerAuth,
        body: Json<TypingBody>,
    ) -> Result<TypingResponse, ApiError> {
        self.tavern.typing(&auth.0, RoomId(body.room_id)).await?;
        Ok(TypingResponse::NoContent)
    }

    /// People inside and online, with their characters and rooms.
    #[oai(path = "/activeParticipants", method = "get", operation_id = "tavernParticipants")]
    #[tracing::instrument(name = "tavernParticipants", level = "debug", skip_all)]
    async fn participants(&self, auth: PlayerAuth) -> Result<ParticipantsResponse, ApiError> {
        let list = self.tavern.participants(&auth.0).await?;
        Ok(ParticipantsResponse::Ok(Json(list.into())))
    }

    /// The events board.
    #[oai(path = "/events", method = "get", operation_id = "tavernEvents")]
    #[tracing::instrument(name = "tavernEvents", level = "debug", skip_all)]
    async fn events(&self, auth: PlayerAuth) -> Result<EventsResponse, ApiError> {
        let events = self.tavern.events(&auth.0).await?;
        Ok(EventsResponse::Ok(Json(EventsBody {
            events: events.into_iter().map(Into::into).collect(),
        })))
    }

    /// Adds an event (admins).
    #[oai(path = "/events", method = "post", operation_id = "addTavernEvent")]
    #[tracing::instrument(name = "addTavernEvent", level = "debug", skip_all)]
    async fn add_event(
        &self,
        auth: PlayerAuth,
        body: Json<NewEventBody>,
    ) -> Result<EventCreatedResponse, ApiError> {
        let body = body.0;
        let event = self
            .tavern
            .add_event(&auth.0, || {
                NewTavernEvent::parse(
                    &body.title,
                    body.description.as_deref().unwrap_or_default(),
                    &body.date,
                    body.time.as_deref().unwrap_or_default(),
                )
            })
            .await?;
        Ok(EventCreatedResponse::Created(Json(event.into())))
    }

    /// Deletes an event (admins).
    #[oai(path = "/events/:id", method = "delete", operation_id = "deleteTavernEvent")]
    #[tracing::instrument(name = "deleteTavernEvent", level = "debug", skip_all, fields(id = id.0))]
    async fn delete_event(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
    ) -> Result<MessageResponse, ApiError> {
        self.tavern.delete_event(&auth.0, TavernEventId(id.0)).await?;
        Ok(MessageResponse::ok("Wydarzenie usunięte."))
    }
}
