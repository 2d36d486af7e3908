use std::time::Duration;

use chrono::{DateTime, Utc};

use super::{
    MAX_LISTED_EVENTS, MAX_LISTED_PARTICIPANTS, MAX_ROOMS, MAX_TAVERN_MESSAGE_CHARS, MessagePage,
    NewTavernEvent, NewTavernMessage, Presence, Room, RoomForm, RoomId, TavernError, TavernEvent,
    TavernEventId, TavernMessage, TavernMessageId, TavernParticipant, TavernPorts,
};
use crate::access::{Actor, GameActor, Permission};
use crate::backoffice::{NewestFirst, Page, PageRequest};
use crate::live::LiveEvent;
use crate::notifications::{Notices, Notifier, Place};
use crate::profiles::ONLINE_WINDOW;
use crate::sessions::{CharacterChoice, MessageBody, SessionCharacter, Speakers};
use crate::shared::{Guarded, RateRule, UserId, html_length, polish_date};

/// A player's messages in the tavern: a lively scene, not a flood.
pub const TAVERN_MESSAGE_RATE: RateRule =
    RateRule { name: "tavern_message", max: 20, window: Duration::from_secs(60) };
/// Entering, moving between rooms and changing character: each one is a write and tells a
/// room or two; far more than anyone walks.
pub const TAVERN_MOVE_RATE: RateRule =
    RateRule { name: "tavern_move", max: 30, window: Duration::from_secs(60) };
/// Events an admin adds to the board.
pub const TAVERN_EVENT_RATE: RateRule =
    RateRule { name: "tavern_event", max: 60, window: Duration::from_secs(3600) };
/// "…pisze" signals: one every two seconds is plenty; more are dropped without an error.
pub const TYPING_RATE: RateRule =
    RateRule { name: "tavern_typing", max: 1, window: Duration::from_secs(2) };

/// What a player sees of their own place in the tavern.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TavernStatus {
    pub presence: Option<Presence>,
    pub room: Option<Room>,
}

/// A page of a room's messages with the number of pages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MessagesPage {
    pub messages: Vec<TavernMessage>,
    pub page: MessagePage,
    pub total: u64,
}

/// The tavern's use cases with every rule: who may enter as whom, write where, keep the board.
pub struct TavernService {
    ports: TavernPorts,
    speakers: Speakers,
}

impl TavernService {
    pub fn new(ports: TavernPorts) -> Self {
        let speakers = Speakers::new(ports.characters.clone());
        TavernService { ports, speakers }
    }

    fn active_since(&self) -> DateTime<Utc> {
        self.ports.common.now() - ONLINE_WINDOW
    }

    /// Every room with the number of people in it now.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn rooms(&self, _actor: &GameActor) -> Result<Vec<Room>, TavernError> {
        Ok(self.ports.tavern.rooms(self.active_since()).await?)
    }

    /// Whether the actor is inside, as whom and where.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn status(&self, actor: &GameActor) -> Result<TavernStatus, TavernError> {
        let presence = self.ports.tavern.presence(actor.id()).await?;
        let room = match presence.as_ref().and_then(|p| p.room) {
            Some(room) => self.ports.tavern.room(room, self.active_since()).await?,
            None => None,
        };
        Ok(TavernStatus { presence, room })
    }

    /// Goes inside as one of one's own characters or as the narrator (or switches to it when
    /// already inside, keeping the room).
    ///
    /// # Errors
    /// [`TavernError::ForeignCharacter`].
    pub async fn enter(
        &self,
        actor: &GameActor,
        choice: CharacterChoice,
    ) -> Result<TavernStatus, TavernError> {
        let character = self.resolve(actor, choice).await?;
        self.moving(actor).await?;
        let now = self.ports.common.now();
        let presence = self.ports.tavern.enter(actor.id(), &character, now).await?;
        if let Some(room) = presence.room {
            self.ports.common.live.publish(LiveEvent::TavernPresence { room }).await;
            self.ports.notifier.opened(actor.id(), Place::Tavern(room), now).await?;
        }
        self.status(actor).await
    }

    /// Moves into a room.
    ///
    /// # Errors
    /// [`TavernError::RoomNotFound`], [`TavernError::NotInside`].
    pub async fn enter_room(&self, actor: &GameActor, room: RoomId) -> Result<Room, TavernError> {
        let before = self.ports.tavern.presence(actor.id()).await?.ok_or(TavernError::NotInside)?;
        self.ports
            .tavern
            .room(room, self.active_since())
            .await?
            .ok_or(TavernError::RoomNotFound)?;
        self.moving(actor).await?;
        if !self.ports.tavern.move_to(actor.id(), room).await? {
            return Err(TavernError::NotInside);
        }
        if let Some(previous) = before.room.filter(|previous| *previous != room) {
            self.ports.common.live.publish(LiveEvent::TavernPresence { room: previous }).await;
        }
        self.ports.common.live.publish(LiveEvent::TavernPresence { room }).await;
        // Inside the room, its mentions are read.
        let now = self.ports.common.now();
        self.ports.notifier.opened(actor.id(), Place::Tavern(room), now).await?;
        self.ports.tavern.room(room, self.active_since()).await?.ok_or(TavernError::RoomNotFound)
    }

    /// Goes outside. Leaving when outside is harmless.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn leave(&self, actor: &GameActor) -> Result<(), TavernError> {
        if let Some(room) = self.ports.tavern.leave(actor.id()).await? {
            self.ports.common.live.publish(LiveEvent::TavernPresence { room }).await;
        }
        Ok(())
    }

    /// The character the actor is inside as.
    ///
    /// # Errors
    /// [`TavernError::NotInside`].
    pub async fn my_character(&self, actor: &GameActor) -> Result<SessionCharacter, TavernError> {
        let presence =
            self.ports.tavern.presence(actor.id()).await?.ok_or(TavernError::NotInside)?;
        Ok(presence.character)
    }

    /// Switches to another of one's own characters, or the narrator, while inside.
    ///
    /// # Errors
    /// [`TavernError::ForeignCharacter`], [`TavernError::NotInside`].
    pub async fn change_character(
        &self,
        actor: &GameActor,
        choice: CharacterChoice,
    ) -> Result<SessionCharacter, TavernError> {
        let character = self.resolve(actor, choice).await?;
        self.moving(actor).await?;
        if self.ports.tavern.set_character(actor.id(), &character).await? {
            Ok(character)
        } else {
            Err(TavernError::NotInside)
        }
    }

    /// One page of a room's messages (page 1 the newest). Rooms are public places of the city:
    /// every player may read them; writing needs being inside.
    ///
    /// # Errors
    /// [`TavernError::RoomNotFound`].
    pub async fn messages(
        &self,
        _actor: &GameActor,
        room: RoomId,
        page: MessagePage,
    ) -> Result<MessagesPage, TavernError> {
        let found = self
            .ports
            .tavern
            .room(room, self.active_since())
            .await?
            .ok_or(TavernError::RoomNotFound)?;
        let messages = self.ports.tavern.messages(room, page).await?;
        Ok(MessagesPage { messages, page, total: found.message_count })
    }

    /// Posts in the room one is in, as one's tavern character or, once, as the narrator.
    ///
    /// # Errors
    /// [`TavernError::NotInside`], [`TavernError::NoRoom`], [`TavernError::OtherRoom`], a blank
    /// or too long message, [`TavernError::TooFast`], [`TavernError::NoCharacter`].
    pub async fn post(
        &self,
        actor: &GameActor,
        room: Option<RoomId>,
        html: &str,
        as_narrator: bool,
    ) -> Result<TavernMessage, TavernError> {
        let presence =
            self.ports.tavern.presence(actor.id()).await?.ok_or(TavernError::NotInside)?;
        let here = presence.room.ok_or(TavernError::NoRoom)?;
        let room = room.unwrap_or(here);
        if room != here {
            return Err(match self.ports.tavern.room(room, self.active_since()).await? {
                Some(_) => TavernError::OtherRoom,
                None => TavernError::RoomNotFound,
            });
        }
        let body = self.body(actor.id(), html).await?;
        self.ports.common.slow_down(TAVERN_MESSAGE_RATE, actor.id(), TavernError::TooFast).await?;
        let character = if as_narrator {
            self.speakers.narrator(actor.id()).await?
        } else {
            // As it is now: renamed, or the main one when it was deleted.
            let current = self.speakers.current(actor.id(), &presence.character).await?;
            if current != presence.character {
                self.ports.tavern.set_character(actor.id(), &current).await?;
            }
            current
        };
        let at = self.ports.common.now();
        let notices = self.mention_notices(actor, room, &body, at).await?;
        let message = NewTavernMessage {
            room,
            author: actor.id(),
            character,
            body,
            at,
            notices: notices.clone(),
        };
        let posted = self.ports.tavern.post(message).await?;
        self.ports.common.live.publish(LiveEvent::TavernMessage { room, message: posted.id }).await;
        self.ports.notifier.announce(&notices).await;
        Ok(posted)
    }

    /// The notices of a message's `@`mentions: every player reads every room, so anyone named
    /// is told (the author never).
    async fn mention_notices(
        &self,
        actor: &GameActor,
        room: RoomId,
        body: &str,
        at: DateTime<Utc>,
    ) -> Result<Notices, TavernError> {
        let mentions = self.ports.notifier.mentions(body, |_| true).await?;
        if mentions.is_empty() {
            return Ok(Notices::none());
        }
        let name = self.ports.tavern.room(room, self.active_since()).await?.map(|r| r.name);
        let quoted = format!("w karczmie, w sali „{}”", name.unwrap_or_default());
        let drafts = Notifier::mention_drafts(&mentions, &quoted, Place::Tavern(room));
        let event = format!("tavern:{}:{}:{}", room.0, actor.id(), at.timestamp_micros());
        Ok(self.ports.notifier.prepare(actor.id(), &event, drafts, at).await?)
    }

    /// Tells the room the actor is writing. Quietly does nothing when they are not inside that
    /// room or signalled a moment ago.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn typing(&self, actor: &GameActor, room: RoomId) -> Result<(), TavernError> {
        let Some(presence) = self.ports.tavern.presence(actor.id()).await? else { return Ok(()) };
        if presence.room != Some(room) {
            return Ok(());
        }
        if !self.ports.common.within(TYPING_RATE, actor.id()).await {
            return Ok(());
        }
        let name = presence.character.name;
        self.ports
            .common
            .live
            .publish(LiveEvent::TavernTyping { room, user: actor.id(), name })
            .await;
        Ok(())
    }

    /// Who is inside and online, with their characters and rooms.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn participants(
        &self,
        _actor: &GameActor,
    ) -> Result<Vec<TavernParticipant>, TavernError> {
        Ok(self.ports.tavern.participants(self.active_since(), MAX_LISTED_PARTICIPANTS).await?)
    }

    /// The events board: today's and coming events, soonest first.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn events(&self, _actor: &GameActor) -> Result<Vec<TavernEvent>, TavernError> {
        let today = polish_date(self.ports.common.now());
        Ok(self.ports.tavern.events(today, MAX_LISTED_EVENTS).await?)
    }

    /// Adds an event; admins only.
    /// `event` is read only after the permission check: who may not act learns nothing of its rules.
    ///
    /// # Errors
    /// [`TavernError::Forbidden`], an invalid event.
    pub async fn add_event(
        &self,
        actor: &Actor,
        event: impl FnOnce() -> Result<NewTavernEvent, TavernError> + Send,
    ) -> Result<TavernEvent, TavernError> {
        actor.require(Permission::ManageTavern)?;
        let event = event()?;
        let now = self.ports.common.now();
        if event.date < polish_date(now) {
            return Err(TavernError::EventInPast);
        }
        self.ports.common.slow_down(TAVERN_EVENT_RATE, actor.id(), TavernError::TooFast).await?;
        Ok(self.ports.tavern.add_event(event, actor.id(), now).await?)
    }

    /// Deletes an event; admins only.
    ///
    /// # Errors
    /// [`TavernError::Forbidden`], [`TavernError::EventNotFound`].
    pub async fn delete_event(&self, actor: &Actor, id: TavernEventId) -> Result<(), TavernError> {
        actor.require(Permission::ManageTavern)?;
        if self.ports.tavern.delete_event(id).await? {
            Ok(())
        } else {
            Err(TavernError::EventNotFound)
        }
    }

    /// Every event, past ones too, the latest date first: the back office's list.
    ///
    /// # Errors
    /// [`TavernError::Forbidden`].
    pub async fn admin_events(
        &self,
        actor: &Actor,
        page: PageRequest<NewestFirst>,
    ) -> Result<Page<TavernEvent>, TavernError> {
        actor.require(Permission::ManageTavern)?;
        Ok(self.ports.tavern.all_events(page).await?)
    }

    /// Every room, for the back office.
    ///
    /// # Errors
    /// [`TavernError::Forbidden`].
    pub async fn admin_rooms(&self, actor: &Actor) -> Result<Vec<Room>, TavernError> {
        actor.require(Permission::ManageTavern)?;
        Ok(self.ports.tavern.rooms(self.active_since()).await?)
    }

    /// One room, for the back office.
    ///
    /// # Errors
    /// [`TavernError::Forbidden`], [`TavernError::RoomNotFound`].
    pub async fn admin_room(&self, actor: &Actor, id: RoomId) -> Result<Room, TavernError> {
        actor.require(Permission::ManageTavern)?;
        self.ports.tavern.room(id, self.active_since()).await?.ok_or(TavernError::RoomNotFound)
    }

    /// Adds a room at the end of the list.
    /// `form` is read only after the permission check: who may not act learns nothing of its rules.
    ///
    /// # Errors
    /// [`TavernError::Forbidden`], [`TavernError::TooManyRooms`], [`TavernError::RoomNameTaken`].
    pub async fn add_room(
        &self,
        actor: &Actor,
        form: impl FnOnce() -> Result<RoomForm, TavernError> + Send,
    ) -> Result<Room, TavernError> {
        actor.require(Permission::ManageTavern)?;
        let form = form()?;
        let _turn = self.ports.guards.hold(Guarded::TavernRooms).await?;
        let rooms = self.ports.tavern.rooms(self.active_since()).await?;
        if rooms.len() >= MAX_ROOMS {
            return Err(TavernError::TooManyRooms);
        }
        ensure_name_free(&rooms, &form, None)?;
        let id = self.ports.tavern.add_room(form).await?;
        self.admin_room(actor, id).await
    }

    /// Renames or redescribes a room.
    ///
    /// # Errors
    /// [`TavernError::Forbidden`], [`TavernError::RoomNotFound`], [`TavernError::RoomNameTaken`].
    pub async fn update_room(
        &self,
        actor: &Actor,
        id: RoomId,
        form: impl FnOnce() -> Result<RoomForm, TavernError> + Send,
    ) -> Result<Room, TavernError> {
        actor.require(Permission::ManageTavern)?;
        let form = form()?;
        let _turn = self.ports.guards.hold(Guarded::TavernRooms).await?;
        let rooms = self.ports.tavern.rooms(self.active_since()).await?;
        ensure_name_free(&rooms, &form, Some(id))?;
        if !self.ports.tavern.update_room(id, form).await? {
            return Err(TavernError::RoomNotFound);
        }
        self.admin_room(actor, id).await
    }

    /// Removes a room with its messages; whoever was in it stays inside without a room (their
    /// room sockets close, their next write asks them to choose one, a reload shows the room
    /// list). The last room stays.
    ///
    /// # Errors
    /// [`TavernError::Forbidden`], [`TavernError::RoomNotFound`], [`TavernError::LastRoom`].
    pub async fn delete_room(&self, actor: &Actor, id: RoomId) -> Result<(), TavernError> {
        actor.require(Permission::ManageTavern)?;
        let _turn = self.ports.guards.hold(Guarded::TavernRooms).await?;
        let rooms = self.ports.tavern.rooms(self.active_since()).await?;
        if !rooms.iter().any(|room| room.id == id) {
            return Err(TavernError::RoomNotFound);
        }
        if rooms.len() == 1 {
            return Err(TavernError::LastRoom);
        }
        if !self.ports.tavern.delete_room(id).await? {
            return Err(TavernError::RoomNotFound);
        }
        self.ports.common.live.publish(LiveEvent::TavernRoomRemoved { room: id }).await;
        Ok(())
    }

    /// A message for the live channel, read once per instance for every socket in its room.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn live_message(
        &self,
        id: TavernMessageId,
    ) -> Result<Option<TavernMessage>, TavernError> {
        Ok(self.ports.tavern.message(id).await?)
    }

    /// How many people a room has now, for the live channel.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn live_room_count(&self, room: RoomId) -> Result<Option<u64>, TavernError> {
        Ok(self.ports.tavern.room(room, self.active_since()).await?.map(|r| r.active_users))
    }

    async fn resolve(
        &self,
        actor: &GameActor,
        choice: CharacterChoice,
    ) -> Result<SessionCharacter, TavernError> {
        Ok(self.speakers.resolve(actor.id(), choice).await?)
    }

    /// Counts a move (entering, another room, another character) against [`TAVERN_MOVE_RATE`].
    async fn moving(&self, actor: &GameActor) -> Result<(), TavernError> {
        let refused = TavernError::MovingTooFast;
        self.ports.common.slow_down(TAVERN_MOVE_RATE, actor.id(), refused).await
    }

    async fn body(&self, author: UserId, html: &str) -> Result<String, TavernError> {
        let clean = self.ports.common.rich_text(&*self.ports.sanitizer, author, html).await;
        if html_length(&clean) > MAX_TAVERN_MESSAGE_CHARS {
            return Err(TavernError::MessageTooLong);
        }
        MessageBody::from_clean_html(clean)
            .map(MessageBody::into_string)
            .map_err(|_| TavernError::EmptyMessage)
    }
}

/// Two rooms may not share a name (players choose rooms by name); case and outer spaces aside.
fn ensure_name_free(
    rooms: &[Room],
    form: &RoomForm,
    except: Option<RoomId>,
) -> Result<(), TavernError> {
    let wanted = form.name.to_lowercase();
    let taken =
        rooms.iter().any(|room| Some(room.id) != except && room.name.to_lowercase() == wanted);
    if taken { Err(TavernError::RoomNameTaken) } else { Ok(()) }
}
