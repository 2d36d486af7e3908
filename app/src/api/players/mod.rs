//! Players as others see them: online list, players list, player status, account summaries,
//! the stats card's data and the character reset (spec 1 §7, spec 3 §7).

pub(super) mod online_list;

use std::sync::Arc;

use chrono::{DateTime, Utc};
use mrok_core::accounts::{AccountService, Password};
use mrok_core::characters::{Character, CharacterService};
use mrok_core::profiles::{
    MAX_WHOLE_PLAYERS_LIST, PLAYERS_PAGE_SIZE, PlayerService, PlayersWanted,
};
use mrok_core::shared::UserId;
use poem_openapi::param::{Header, Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use crate::api::ApiTags;
use crate::api::auth::PlayerAuth;
use crate::api::characters::bodies::StatsBody;
use crate::api::common::MessageResponse;
use crate::api::conditional::{Polled, polled};
use crate::api::errors::ApiError;
use crate::api::players::online_list::OnlineList;
use crate::api::wire::RoleValue;

pub struct PlayersApi {
    pub players: Arc<PlayerService>,
    pub characters: Arc<CharacterService>,
    pub accounts: Arc<AccountService>,
    pub online: Arc<OnlineList>,
}

/// A player on the online list.
#[derive(Debug, Object)]
pub struct OnlineUserBody {
    pub id: i64,
    /// The main character's name.
    pub user: String,
    pub race: String,
    pub gender: String,
    #[oai(nullable)]
    pub avatar: Option<String>,
    /// looking, maybe or not_looking.
    pub status: String,
}

/// `{success, data, total}`.
#[derive(Debug, Object)]
pub struct OnlineUsersBody {
    pub success: bool,
    /// By account id; the first `limit` when one is given.
    pub data: Vec<OnlineUserBody>,
    /// How many players are online.
    pub total: u64,
}

/// A row of the players list; `created_at` and `last_ip` only for admins.
#[derive(Debug, Object)]
pub struct PlayerRowBody {
    pub id: i64,
    pub nickname: String,
    pub race: String,
    pub gender: String,
    #[oai(skip_serializing_if_is_none)]
    pub created_at: Option<DateTime<Utc>>,
    #[oai(skip_serializing_if_is_none)]
    pub last_ip: Option<String>,
}

/// `{players, total, page, pageSize}`: the whole list (at most 1,000, the lowest ids) or one
/// page, by account id.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct PlayersBody {
    pub players: Vec<PlayerRowBody>,
    /// Every player the race filter selects: those of the other pages (or past the whole list's
    /// 1,000) too.
    pub total: u64,
    /// This page's number, from 1; `null` for the whole list.
    #[oai(nullable)]
    pub page: Option<u32>,
    /// Players a page (50); `null` for the whole list.
    #[oai(nullable)]
    pub page_size: Option<u32>,
}

/// An account as others see it.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct UserBody {
    pub id: i64,
    pub role: RoleValue,
    pub player_status: String,
    /// Admins only.
    #[oai(nullable)]
    pub created_at: Option<DateTime<Utc>>,
    #[oai(nullable)]
    pub nickname: Option<String>,
    #[oai(nullable)]
    pub race: Option<String>,
    #[oai(nullable)]
    pub gender: Option<String>,
    #[oai(nullable)]
    pub avatar: Option<String>,
}

/// The spec's answer to `GET /api/users/{id}`: `user`.
#[derive(Debug, Object)]
pub struct UserAnswerBody {
    pub user: UserBody,
}

/// One of an account's characters.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct UserCharacterBody {
    pub id: i64,
    pub name: String,
    #[oai(nullable)]
    pub avatar: Option<String>,
    pub race: String,
    pub gender: String,
    /// 0 for the main character, 1 or 2 for secondary ones.
    pub character_number: u8,
}

impl From<&Character> for UserCharacterBody {
    fn from(c: &Character) -> Self {
        UserCharacterBody {
            id: c.id.0,
            name: c.name.to_string(),
            avatar: c.avatar.clone(),
            race: c.race.to_string(),
            gender: c.gender.to_string(),
            character_number: c.slot.number(),
        }
    }
}

/// The character set of an account (spec 2 §3): the main one (none after a reset) and the
/// secondary ones.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct UserCharactersBody {
    #[oai(nullable)]
    pub main_character: Option<UserCharacterBody>,
    pub secondary_characters: Vec<UserCharacterBody>,
}

/// The stats card's character (spec 3 §3 "Character (card view)").
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct PlayerProfileBody {
    pub user: String,
    #[oai(nullable)]
    pub age: Option<u32>,
    pub race: String,
    pub gender: String,
    #[oai(nullable)]
    pub class_type: Option<String>,
    #[oai(nullable)]
    pub magic: Option<String>,
    /// The six stats, as the admin panel's stats tool has them.
    #[oai(flatten)]
    pub stats: StatsBody,
    /// Free text or a JSON sheet with skills and flaws.
    #[oai(nullable)]
    pub informacje: Option<String>,
}

/// A player-status change.
#[derive(Debug, Object)]
pub struct PlayerStatusBody {
    #[oai(default)]
    pub status: String,
}

/// The character reset form.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct CharacterResetBody {
    pub user_id: i64,
    #[oai(default)]
    pub password: String,
}

#[derive(ApiResponse)]
pub enum PlayersResponse {
    /// The players list.
    #[oai(status = 200)]
    Ok(Json<PlayersBody>),
}

#[derive(ApiResponse)]
pub enum UserResponse {
    /// The account.
    #[oai(status = 200)]
    Ok(Json<UserAnswerBody>),
}

#[derive(ApiResponse)]
pub enum UserCharactersResponse {
    /// The account's characters, main first.
    #[oai(status = 200)]
    Ok(Json<UserCharactersBody>),
}

#[derive(ApiResponse)]
pub enum PlayerProfileResponse {
    /// The caller's main character for the stats card.
    #[oai(status = 200)]
    Ok(Json<PlayerProfileBody>),
}

const PLAYER_STATUS_SAVED: &str = "Status został zaktualizowany!";
const CHARACTER_RESET: &str = "Postać została zresetowana!";

#[OpenApi(tag = "ApiTags::Players")]
impl PlayersApi {
    /// Who is online (active in the last five minutes), by account id: all (at most the first
    /// 1,000), or the first `limit`, with the `total`. Polled every 15 s; the list is at most a few seconds old, and
    /// 304 answers a current `If-None-Match`.
    #[oai(path = "/online-users", method = "get", operation_id = "onlineUsers")]
    #[tracing::instrument(name = "onlineUsers", level = "debug", skip_all)]
    async fn online_users(
        &self,
        auth: PlayerAuth,
        #[oai(validator(minimum(value = "1"), maximum(value = "1000")))] limit: Query<Option<u32>>,
        #[oai(name = "If-None-Match")] if_none_match: Header<Option<String>>,
    ) -> Result<Polled<OnlineUsersBody>, ApiError> {
        let online = self.online.get(&auth.0).await?;
        let limit = limit.0.map(|l| l as usize);
        polled(if_none_match.0.as_deref(), online.tag(limit), async {
            // The whole list, as the spec's call gives it, ends where the players list does.
            let shown = limit.unwrap_or(MAX_WHOLE_PLAYERS_LIST as usize);
            let data = online
                .players
                .iter()
                .take(shown)
                .map(|p| OnlineUserBody {
                    id: p.id.0,
                    user: p.name.clone(),
                    race: p.race.clone(),
                    gender: p.gender.clone(),
                    avatar: p.avatar.clone(),
                    status: p.status.as_str().to_owned(),
                })
                .collect();
            let total = online.players.len() as u64;
            Ok(OnlineUsersBody { success: true, data, total })
        })
        .await
    }

    /// The players list by account id; `race` is '', wampir, wilkołak, mag, osadzony or
    /// straznik. With `page` (from 1) one page of 50 (a page past the end is empty); without it
    /// the whole list, at most its first 1,000 players (core's `MAX_WHOLE_PLAYERS_LIST`; the
    /// pages hold them all). `total` counts every player the filter selects. Admins also get the
    /// registration time and last address.
    #[oai(path = "/players", method = "get", operation_id = "listPlayers")]
    #[tracing::instrument(name = "listPlayers", level = "debug", skip_all)]
    async fn players(
        &self,
        auth: PlayerAuth,
        race: Query<Option<String>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "100000")))] page: Query<Option<u32>>,
    ) -> Result<PlayersResponse, ApiError> {
        let wanted = page.0.map_or(PlayersWanted::Whole, PlayersWanted::Page);
        let list = self.players.list(&auth.0, race.0.as_deref(), wanted).await?;
        let players = list
            .players
            .into_iter()
            .map(|p| PlayerRowBody {
                id: p.id.0,
                nickname: p.nickname,
                race: p.race,
                gender: p.gender,
                created_at: p.registered_at,
                last_ip: p.last_ip,
            })
            .collect();
        Ok(PlayersResponse::Ok(Json(PlayersBody {
            players,
            total: list.total,
            page: list.page,
            page_size: list.page.map(|_| PLAYERS_PAGE_SIZE),
        })))
    }

    /// Set one's own looking-for-a-session status: looking, maybe or not_looking.
    #[oai(
        path = "/home/profile/:id/player-status",
        method = "put",
        operation_id = "setPlayerStatus"
    )]
    #[tracing::instrument(name = "setPlayerStatus", level = "debug", skip_all, fields(id = id.0))]
    async fn set_player_status(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
        body: Json<PlayerStatusBody>,
    ) -> Result<MessageResponse, ApiError> {
        self.players.set_status(&auth.0, UserId(id.0), &body.0.status).await?;
        Ok(MessageResponse::ok(PLAYER_STATUS_SAVED))
    }

    /// An account as others see it.
    #[oai(path = "/users/:id", method = "get", operation_id = "getUser")]
    #[tracing::instrument(name = "getUser", level = "debug", skip_all, fields(id = id.0))]
    async fn user(&self, auth: PlayerAuth, id: Path<i64>) -> Result<UserResponse, ApiError> {
        let s = self.players.summary(&auth.0, UserId(id.0)).await?;
        let user = UserBody {
            id: s.id.0,
            role: s.role.into(),
            player_status: s.status.as_str().to_owned(),
            created_at: s.registered_at,
            nickname: s.nickname,
            race: s.race,
            gender: s.gender,
            avatar: s.avatar,
        };
        Ok(UserResponse::Ok(Json(UserAnswerBody { user })))
    }

    /// An account's characters (main and secondary).
    #[oai(path = "/users/:id/characters", method = "get", operation_id = "getUserCharacters")]
    #[tracing::instrument(name = "getUserCharacters", level = "debug", skip_all, fields(id = id.0))]
    async fn user_characters(
        &self,
        auth: PlayerAuth,
        id: Path<i64>,
    ) -> Result<UserCharactersResponse, ApiError> {
        let characters = self.characters.all_of(&auth.0, UserId(id.0)).await?;
        let (main, secondary): (Vec<&Character>, Vec<&Character>) =
            characters.iter().partition(|c| c.is_main());
        Ok(UserCharactersResponse::Ok(Json(UserCharactersBody {
            main_character: main.first().map(|c| UserCharacterBody::from(*c)),
            secondary_characters: secondary.into_iter().map(Into::into).collect(),
        })))
    }

    /// The caller's main character for the stats card: its stats and hidden information, which
    /// admins keep in the admin panel.
    #[oai(path = "/player-profile", method = "get", operation_id = "playerProfile")]
    #[tracing::instrument(name = "playerProfile", level = "debug", skip_all)]
    async fn player_profile(&self, auth: PlayerAuth) -> Result<PlayerProfileResponse, ApiError> {
        let view = self.characters.profile(&auth.0, auth.0.id()).await?;
        let c = view.character;
        Ok(PlayerProfileResponse::Ok(Json(PlayerProfileBody {
            user: c.name.to_string(),
            age: c.age.map(|a| a.years()),
            race: c.race.to_string(),
            gender: c.gender.to_string(),
            class_type: None,
            magic: c.magic.map(|m| m.to_string()),
            stats: c.stats.into(),
            informacje: Some(c.informacja).filter(|text| !text.trim().is_empty()),
        })))
    }

    /// Delete all of one's characters after confirming the password; then a new main character
    /// is created.
    #[oai(path = "/character/reset", method = "post", operation_id = "resetCharacter")]
    #[tracing::instrument(name = "resetCharacter", level = "debug", skip_all)]
    async fn reset_character(
        &self,
        auth: PlayerAuth,
        body: Json<CharacterResetBody>,
    ) -> Result<MessageResponse, ApiError> {
        self.accounts.confirm_password(&auth.0, &Password::new(body.0.password)).await?;
        self.characters.reset(&auth.0, UserId(body.0.user_id)).await?;
        Ok(MessageResponse::ok(CHARACTER_RESET))
    }
}
