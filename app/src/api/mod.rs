//! The HTTP API under `/api`: one OpenApi struct per area.

mod accounts;
mod announcements;
mod arena;
mod arena_admin;
mod auth;
mod backoffice;
mod cards;
mod character_bodies;
mod characters;
mod common;
mod conditional;
mod conversation_bodies;
mod conversations;
mod curation;
mod errors;
mod general_sessions;
mod logs;
mod lore;
mod moderation;
mod news;
mod news_admin;
mod online_list;
mod players;
mod private_sessions;
mod profiles;
mod reports;
mod session_bodies;
mod site;
mod tavern;
mod tavern_admin;
mod tavern_bodies;
mod uploads;
mod wire;

pub use auth::TrustedProxies;
pub(crate) use auth::admit_token;
pub(crate) use errors::ApiError;
pub use errors::with_json_errors;
use poem_openapi::{OpenApiService, Tags};
pub(crate) use tavern_bodies::TavernMessageBody;

use crate::services::Services;

#[derive(Tags)]
pub enum ApiTags {
    /// Registration, activation, login and password reset.
    Accounts,
    /// The main character: check and creation.
    Characters,
    /// Profiles and secondary characters.
    Profiles,
    /// Character cards: skills and flaws.
    Cards,
    /// Avatars and description images.
    Uploads,
    /// Online list, players list and player status.
    Players,
    /// General roleplay sessions: everyone reads, participants write.
    GeneralSessions,
    /// Private roleplay sessions: participants only.
    PrivateSessions,
    /// The tavern: rooms, live chat, participants and the events board.
    Tavern,
    /// Private messages: conversations between two players.
    Messages,
    /// Global announcements: sent by admins, closed by each player.
    Announcements,
    /// The news feed 'Wieści' and its comments.
    News,
    /// Prison and game-block checks.
    Moderation,
    /// Facts about this installation.
    Site,
    /// The lore: the wiki's pages, the bestiary and the search over them.
    Lore,
    /// Session reports: players report their sessions, admins review them.
    Reports,
    /// Equipment and the arena: weapon and armor, monsters, stamina and fights.
    Arena,
    /// The back office (admins).
    Admin,
}

pub type Apis = (
    accounts::AccountsApi,
    characters::CharactersApi,
    profiles::ProfilesApi,
    cards::CardsApi,
    players::PlayersApi,
    uploads::UploadsApi,
    general_sessions::GeneralSessionsApi,
    private_sessions::PrivateSessionsApi,
    tavern::TavernApi,
    conversations::ConversationsApi,
    announcements::AnnouncementsApi,
    news::NewsApi,
    moderation::ModerationApi,
    site::SiteApi,
    AdminApis,
    WorldApis,
);

/// The lore, the session reports and the arena (one entry of [`Apis`]).
pub type WorldApis = (lore::LoreApis, reports::ReportsApi, arena::ArenaApi);

/// The back office's and the admin panel's areas (one entry of [`Apis`]: a tuple holds 16).
pub type AdminApis = (
    backoffice::BackofficeApi,
    tavern_admin::TavernAdminApi,
    news_admin::NewsAdminApi,
    curation::CurationApi,
    logs::LogsApi,
    arena_admin::ArenaAdminApi,
);

/// Settings the API shows to clients.
#[derive(Debug, Clone, Default)]
pub struct SiteSettings {
    pub admin_email: String,
    pub wiki_url: String,
}

/// The OpenAPI service over the application's services.
pub fn service(services: &Services, site: SiteSettings) -> OpenApiService<Apis, ()> {
    let apis = (
        accounts::AccountsApi { accounts: services.accounts.clone() },
        characters::CharactersApi { characters: services.characters.clone() },
        profiles::ProfilesApi {
            characters: services.characters.clone(),
            arena: services.arena.clone(),
            freshness: services.freshness.clone(),
        },
        cards::CardsApi { characters: services.characters.clone() },
        players::PlayersApi {
            players: services.players.clone(),
            characters: services.characters.clone(),
            accounts: services.accounts.clone(),
            online: std::sync::Arc::new(online_list::OnlineList::new(
                services.players.clone(),
                services.freshness.clone(),
            )),
        },
        uploads::UploadsApi { uploads: services.uploads.clone() },
        general_sessions::GeneralSessionsApi {
            sessions: services.sessions.clone(),
            freshness: services.freshness.clone(),
        },
        private_sessions::PrivateSessionsApi {
            sessions: services.sessions.clone(),
            freshness: services.freshness.clone(),
        },
        tavern::TavernApi { tavern: services.tavern.clone() },
        conversations::ConversationsApi {
            conversations: services.conversations.clone(),
            freshness: services.freshness.clone(),
        },
        announcements::AnnouncementsApi {
            announcements: services.announcements.clone(),
            freshness: services.freshness.clone(),
        },
        news::NewsApi { news: services.news.clone() },
        moderation::ModerationApi { moderation: services.moderation.clone() },
        site::SiteApi { admin_email: site.admin_email, wiki_url: site.wiki_url },
        (
            backoffice::BackofficeApi { backoffice: services.backoffice.clone() },
            tavern_admin::TavernAdminApi { tavern: services.tavern.clone() },
            news_admin::NewsAdminApi { news: services.news.clone() },
            curation::CurationApi { characters: services.characters.clone() },
            logs::LogsApi { audit: services.audit.clone() },
            arena_admin::ArenaAdminApi { arena: services.arena.clone() },
        ),
        (
            lore::apis(&services.lore),
            reports::ReportsApi { reports: services.reports.clone() },
            arena::ArenaApi { arena: services.arena.clone() },
        ),
    );
    OpenApiService::new(apis, "Mrok API", env!("CARGO_PKG_VERSION"))
        .description(
            "API gry Mrok: konta, postacie, sesje i moderacja. Błędy mają postać \
             `{\"message\": \"…\", \"code\": \"…\"}`; wywołania z kłódką wymagają nagłówka \
             `Authorization: Bearer <token>` z `POST /api/login`.",
        )
        .server("/api")
}

/// The OpenAPI document, as `mrok openapi` prints it and `/api/openapi.json` serves it.
pub fn document(service: &OpenApiService<Apis, ()>) -> String {
    service.spec()
}
