//! The HTTP API under `/api`: one OpenApi struct per area.

// The plumbing every area uses.
mod auth;
mod common;
mod conditional;
mod errors;
mod wire;

// One folder per area, mirroring core/src: its endpoints and their wire bodies.
mod accounts;
mod announcements;
mod arena;
mod audit;
mod backoffice;
mod characters;
mod conversations;
mod lore;
mod moderation;
mod news;
mod notifications;
mod players;
mod profiles;
mod reports;
mod sessions;
mod site;
mod tavern;
mod uploads;

pub use auth::TrustedProxies;
pub(crate) use auth::{admit_sign_in, admit_token, client_ip};
pub(crate) use errors::ApiError;
pub use errors::with_json_errors;
use poem_openapi::{OpenApiService, Tags};
pub(crate) use tavern::bodies::TavernMessageBody;

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
    /// The caller's notices (the bell) and their notification settings.
    Notifications,
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
    (characters::cards::MainCardsApi, characters::cards::SecondaryCardsApi),
    players::PlayersApi,
    uploads::UploadsApi,
    (
        sessions::SessionsApi,
        sessions::general::GeneralSessionsApi,
        sessions::private::PrivateSessionsApi,
    ),
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
pub type WorldApis = (
    lore::LoreApis,
    reports::ReportsApi,
    arena::ArenaApi,
    notifications::NotificationsApi,
    notifications::push::PushApi,
);

/// The back office's and the admin panel's areas (one entry of [`Apis`]: a tuple holds 16).
pub type AdminApis = (
    backoffice::BackofficeApi,
    tavern::admin::TavernAdminApi,
    news::admin::NewsAdminApi,
    characters::curation::MainCurationApi,
    characters::curation::SecondaryCurationApi,
    audit::LogsApi,
    arena::admin::ArenaAdminApi,
);

/// Settings the API shows to clients.
#[derive(Debug, Clone, Default)]
pub struct SiteSettings {
    pub admin_email: String,
    pub wiki_url: String,
}

/// The OpenAPI service over the application's services.
pub fn service(services: &Services, site: SiteSettings) -> OpenApiService<Apis, ()> {
    let card_pdf: std::sync::Arc<dyn mrok_core::characters::CardDocument> =
        std::sync::Arc::new(mrok_adapters::card_pdf::CardPdf::new());
    let apis = (
        accounts::AccountsApi { accounts: services.accounts.clone() },
        characters::CharactersApi { characters: services.characters.clone() },
        profiles::ProfilesApi {
            characters: services.characters.clone(),
            arena: services.arena.clone(),
            freshness: services.freshness.clone(),
        },
        (
            characters::cards::MainCardsApi {
                characters: services.characters.clone(),
                documents: card_pdf.clone(),
            },
            characters::cards::SecondaryCardsApi {
                characters: services.characters.clone(),
                documents: card_pdf,
            },
        ),
        players::PlayersApi {
            players: services.players.clone(),
            characters: services.characters.clone(),
            accounts: services.accounts.clone(),
            online: std::sync::Arc::new(players::online_list::OnlineList::new(
                services.players.clone(),
                services.freshness.clone(),
            )),
        },
        uploads::UploadsApi { uploads: services.uploads.clone() },
        (
            sessions::SessionsApi {
                sessions: services.sessions.clone(),
                freshness: services.freshness.clone(),
            },
            sessions::general::GeneralSessionsApi {
                sessions: services.sessions.clone(),
                freshness: services.freshness.clone(),
            },
            sessions::private::PrivateSessionsApi {
                sessions: services.sessions.clone(),
                freshness: services.freshness.clone(),
            },
        ),
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
            tavern::admin::TavernAdminApi { tavern: services.tavern.clone() },
            news::admin::NewsAdminApi { news: services.news.clone() },
            characters::curation::MainCurationApi { characters: services.characters.clone() },
            characters::curation::SecondaryCurationApi { characters: services.characters.clone() },
            audit::LogsApi { audit: services.audit.clone() },
            arena::admin::ArenaAdminApi { arena: services.arena.clone() },
        ),
        (
            lore::apis(&services.lore),
            reports::ReportsApi { reports: services.reports.clone() },
            arena::ArenaApi { arena: services.arena.clone() },
            notifications::NotificationsApi {
                notifications: services.notifications.clone(),
                freshness: services.freshness.clone(),
            },
            notifications::push::PushApi { push: services.push.clone() },
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
