//! Wiring: the core services over their adapters, built from the configuration.

use std::sync::Arc;
use std::time::Duration;

use mrok_adapters::auth::{Argon2Hasher, JwtAccessTokens};
use mrok_adapters::html::AmmoniaSanitizer;
use mrok_adapters::live::{InProcessBus, PgNotifyBus, RelaySender, relay_commands};
use mrok_adapters::mail::{LettreRecipients, OutboxTransport, SmtpTransport};
use mrok_adapters::push::HttpPushSender;
use mrok_adapters::rate_limit::{InMemoryRateLimiter, NoRateLimits};
use mrok_adapters::sql::{
    Db, MailWakeup, SqlAccountDeletion, SqlAccounts, SqlAnnouncements, SqlArena, SqlAuditLog,
    SqlBackoffice, SqlCharacters, SqlConversations, SqlGameBlocks, SqlGuards, SqlLore,
    SqlMailQueue, SqlNews, SqlNotifications, SqlPlayers, SqlPush, SqlReports, SqlSessions,
    SqlSignIns, SqlTavern, SqlUploads, redact_url,
};
use mrok_adapters::system::{OsSecrets, SystemClock, ThreadDice, TokioBackground};
use mrok_adapters::uploads::{HttpImageFetcher, ObjectImageStore, RasterCleaner};
use mrok_core::access::{GameBlocks, GameGate};
use mrok_core::accounts::{AccountPorts, AccountService, AccountSettings};
use mrok_core::announcements::{AnnouncementPorts, AnnouncementService};
use mrok_core::arena::{ArenaPorts, ArenaService};
use mrok_core::audit::{AuditPorts, AuditService};
use mrok_core::backoffice::{BackofficePorts, BackofficeService};
use mrok_core::characters::{CharacterPorts, CharacterService};
use mrok_core::conversations::{ConversationPorts, ConversationService};
use mrok_core::live::LiveBus;
use mrok_core::lore::{LorePorts, LoreService};
use mrok_core::mail::{MailDispatcher, MailPorts, MailTransport};
use mrok_core::moderation::{ModerationPorts, ModerationService};
use mrok_core::news::{NewsPorts, NewsService};
use mrok_core::notifications::{
    DigestSettings, NotificationPorts, NotificationRepository, NotificationService, Notifier,
    PushPorts, PushRules, PushService,
};
use mrok_core::profiles::{PlayerPorts, PlayerService};
use mrok_core::reports::{ReportPorts, ReportService};
use mrok_core::sessions::{SessionPorts, SessionService};
use mrok_core::shared::{Clock, CommonPorts, Guards, HtmlSanitizer, InfraError, RateLimiter};
use mrok_core::tavern::{TavernPorts, TavernService};
use mrok_core::uploads::{
    ImageCleaner, ImageKeeper, ImageStore, RemoteImages, UploadLedger, UploadPorts, UploadService,
};

use crate::config::{Config, Process};
use crate::freshness::{Freshness, VersionedBus};
use crate::live::delivery::{self, Patience, ServiceReads};
use crate::live::{Hub, HubLimits};

/// How often the mail worker looks at the queue when nothing wakes it.
const MAIL_POLL: Duration = Duration::from_secs(5);
/// How often the push worker looks at the queue when no notice wakes it (retries, a missed
/// wake-up).
const PUSH_POLL: Duration = Duration::from_secs(15);
/// How long the push worker, once woken, lets more notices gather before its round.
const PUSH_GATHER: Duration = Duration::from_millis(500);
/// How often images nothing uses are looked for (the first time a few minutes after start).
const UPLOAD_SWEEP_EVERY: Duration = Duration::from_secs(6 * 3600);
const FIRST_UPLOAD_SWEEP: Duration = Duration::from_secs(5 * 60);

/// The application's services, ready to serve.
pub struct Services {
    pub accounts: Arc<AccountService>,
    pub gate: Arc<GameGate>,
    pub characters: Arc<CharacterService>,
    pub players: Arc<PlayerService>,
    pub uploads: Arc<UploadService>,
    pub lore: Arc<LoreService>,
    pub reports: Arc<ReportService>,
    pub arena: Arc<ArenaService>,
    pub backoffice: Arc<BackofficeService>,
    pub sessions: Arc<SessionService>,
    pub tavern: Arc<TavernService>,
    pub conversations: Arc<ConversationService>,
    pub announcements: Arc<AnnouncementService>,
    pub news: Arc<NewsService>,
    pub notifications: Arc<NotificationService>,
    pub push: Arc<PushService>,
    pub moderation: Arc<ModerationService>,
    pub audit: Arc<AuditService>,
    /// Carries live events to every instance's socket hub.
    pub live: Arc<dyn LiveBus>,
    /// This instance's open live sockets.
    pub hub: Arc<Hub>,
    /// The polled lists' versions, for conditional requests.
    pub freshness: Arc<Freshness>,
    pub mail: Arc<MailDispatcher>,
    pub mail_wakeup: MailWakeup,
    /// How often the digest worker looks for digests due (half the away time).
    pub digest_tick: Duration,
    pub db: Db,
}

impl Services {
    /// Connects to the database (migrating it) and wires every service.
    ///
    /// # Errors
    /// The database or the data dir is unusable, or the mail settings are malformed.
    pub async fn build(config: &Config) -> Result<Services, InfraError> {
        mrok_adapters::private_files::private_dir(&config.data_dir)?;
        let url = config.database_url();
        let db = Db::connect(&url).await?;
        tracing::info!(database = %redact_url(&url), "database ready");

        let clock: Arc<dyn Clock> = Arc::new(SystemClock);
        let bus: Arc<dyn LiveBus> = match (&db, config.process) {
            (Db::Postgres(pool), _) => Arc::new(PgNotifyBus::start(pool.clone()).await?),
            (Db::Sqlite { .. }, Process::Server) => Arc::new(InProcessBus::default()),
            (Db::Sqlite { .. }, Process::Command) => Arc::new(RelaySender::new(db.clone())),
        };
        let freshness = Arc::new(Freshness::default());
        let live: Arc<dyn LiveBus> = Arc::new(VersionedBus::new(bus, freshness.clone()));
        if matches!(db, Db::Sqlite { .. }) && config.process == Process::Server {
            relay_commands(db.clone(), live.clone());
        }
        let wakeup = MailWakeup::default();
        let queue = Arc::new(SqlMailQueue::new(db.clone(), wakeup.clone()));
        let characters = Arc::new(SqlCharacters::new(db.clone()));
        let limiter: Arc<dyn RateLimiter> = if config.rate_limits_enabled() {
            Arc::new(InMemoryRateLimiter::new())
        } else {
            tracing::warn!("rate limits are off (MROK_RATE_LIMITS=off)");
            Arc::new(NoRateLimits)
        };
        let transport: Arc<dyn MailTransport> = match &config.smtp_url {
            Some(url) => Arc::new(SmtpTransport::new(url, &config.mail_from)?),
            None => {
                tracing::info!(outbox = %config.outbox_dir().display(),
                    "no MROK_SMTP_URL: mails are written to the outbox folder");
                Arc::new(OutboxTransport::new(config.outbox_dir(), &config.mail_from)?)
            }
        };
        let image_store: Arc<dyn ImageStore> = match &config.uploads {
            Some(bucket) if bucket.starts_with("s3://") => {
                Arc::new(ObjectImageStore::s3(bucket.trim_start_matches("s3://"))?)
            }
            _ => Arc::new(ObjectImageStore::local(&config.data_dir.join("uploads"))?),
        };
        let cleaner: Arc<dyn ImageCleaner> = Arc::new(RasterCleaner::new());
        let ledger: Arc<dyn UploadLedger> = Arc::new(SqlUploads::new(db.clone()));
        let fetcher = match config.image_test_host {
            Some(host) => HttpImageFetcher::allowing_test_server(host)?,
            None => HttpImageFetcher::new()?,
        };
        let base = CommonPorts {
            clock: clock.clone(),
            limiter,
            live: live.clone(),
            images: Arc::new(mrok_core::shared::ImagesAsTheyAre),
        };
        // Every rich-text write makes its images local through `common.images`, stored as the
        // author's uploads by the same keeper as uploads.
        let keeper =
            ImageKeeper::new(cleaner.clone(), image_store.clone(), ledger.clone(), base.clone());
        let images = Arc::new(RemoteImages::new(Arc::new(fetcher), keeper));
        let common = CommonPorts { images, ..base };

        let accounts = AccountService::new(
            AccountPorts {
                accounts: Arc::new(SqlAccounts::new(db.clone(), wakeup.clone())),
                sign_ins: Arc::new(SqlSignIns::new(db.clone())),
                characters: characters.clone(),
                mail: queue.clone(),
                recipients: Arc::new(LettreRecipients),
                hasher: Arc::new(Argon2Hasher::new()?),
                access_tokens: Arc::new(JwtAccessTokens::new(&config.jwt_secret()?)),
                secrets: Arc::new(OsSecrets),
                background: Arc::new(TokioBackground),
                common: common.clone(),
            },
            AccountSettings { public_url: config.public_url.clone() },
        );
        let accounts = Arc::new(accounts);
        let sanitizer: Arc<dyn HtmlSanitizer> = Arc::new(AmmoniaSanitizer::new());
        let notification_store: Arc<dyn NotificationRepository> =
            Arc::new(SqlNotifications::new(db.clone(), wakeup.clone()));
        let notifier = Notifier::new(notification_store.clone(), live.clone());
        let notifications = Arc::new(NotificationService::new(NotificationPorts {
            notifications: notification_store,
            secrets: Arc::new(OsSecrets),
            digests: DigestSettings {
                times: config.digest_times(),
                public_url: config.public_url.clone(),
            },
            common: common.clone(),
        }));
        let push = Arc::new(PushService::new(PushPorts {
            subscriptions: Arc::new(SqlPush::new(db.clone())),
            sender: Arc::new(HttpPushSender::new(config.vapid_key()?, &config.admin_email)?),
            rules: PushRules { allow_http_loopback: config.push_allow_http_loopback },
            common: common.clone(),
        }));
        let sessions = Arc::new(SessionService::new(SessionPorts {
            sessions: Arc::new(SqlSessions::new(db.clone())),
            characters: characters.clone(),
            sanitizer: sanitizer.clone(),
            notifier: notifier.clone(),
            common: common.clone(),
        }));
        let guards: Arc<dyn Guards> = Arc::new(SqlGuards::new(db.clone()));
        let tavern = Arc::new(TavernService::new(TavernPorts {
            tavern: Arc::new(SqlTavern::new(db.clone())),
            characters: characters.clone(),
            sanitizer: sanitizer.clone(),
            guards: guards.clone(),
            notifier: notifier.clone(),
            common: common.clone(),
        }));
        let conversations = Arc::new(ConversationService::new(ConversationPorts {
            conversations: Arc::new(SqlConversations::new(db.clone())),
            characters: characters.clone(),
            sanitizer: sanitizer.clone(),
            notifier: notifier.clone(),
            common: common.clone(),
        }));
        let announcements = Arc::new(AnnouncementService::new(AnnouncementPorts {
            announcements: Arc::new(SqlAnnouncements::new(db.clone())),
            common: common.clone(),
        }));
        let news = Arc::new(NewsService::new(NewsPorts {
            news: Arc::new(SqlNews::new(db.clone())),
            characters: characters.clone(),
            sanitizer: sanitizer.clone(),
            notifier: notifier.clone(),
            common: common.clone(),
        }));
        let game_blocks = Arc::new(SqlGameBlocks::new(db.clone()));
        let blocks: Arc<dyn GameBlocks> = game_blocks.clone();
        let gate = Arc::new(GameGate::new(blocks, clock.clone()));
        let moderation = Arc::new(ModerationService::new(ModerationPorts {
            prison: game_blocks.clone(),
            resident_messages: game_blocks,
            deletion: Arc::new(SqlAccountDeletion::new(db.clone())),
            tavern: Arc::new(SqlTavern::new(db.clone())),
            sanitizer: sanitizer.clone(),
            gate: gate.clone(),
            guards: guards.clone(),
            common: common.clone(),
        }));
        let character_service = Arc::new(CharacterService::new(CharacterPorts {
            characters,
            sanitizer: sanitizer.clone(),
            guards: guards.clone(),
            common: common.clone(),
        }));
        let backoffice = Arc::new(BackofficeService::new(BackofficePorts {
            views: Arc::new(SqlBackoffice::new(db.clone())),
            accounts: accounts.clone(),
            characters: character_service.clone(),
        }));
        let uploads = Arc::new(UploadService::new(UploadPorts {
            cleaner,
            store: image_store,
            ledger,
            characters: character_service.clone(),
            common: common.clone(),
        }));
        let lore = Arc::new(LoreService::new(LorePorts {
            lore: Arc::new(SqlLore::new(db.clone())),
            sanitizer: sanitizer.clone(),
            uploads: uploads.clone(),
            guards: guards.clone(),
            common: common.clone(),
        }));
        freshness.tell(vec![accounts.remembered(), gate.remembered(), moderation.remembered()]);
        let arena = Arc::new(SqlArena::new(db.clone()));
        Ok(Services {
            backoffice,
            accounts,
            gate,
            uploads,
            lore,
            reports: Arc::new(ReportService::new(ReportPorts {
                reports: Arc::new(SqlReports::new(db.clone())),
                notifier: notifier.clone(),
                common: common.clone(),
            })),
            arena: Arc::new(ArenaService::new(ArenaPorts {
                arena: arena.clone(),
                archetypes: arena.clone(),
                monsters: arena,
                dice: Arc::new(ThreadDice),
                guards,
                common: common.clone(),
            })),
            characters: character_service,
            players: Arc::new(PlayerService::new(PlayerPorts {
                players: Arc::new(
                    SqlPlayers::new(db.clone()).with_away_time(config.digest_times().away),
                ),
                common,
            })),
            sessions,
            tavern,
            conversations,
            announcements,
            news,
            notifications,
            push,
            moderation,
            audit: Arc::new(AuditService::new(AuditPorts {
                log: Arc::new(SqlAuditLog::new(db.clone())),
                errors: Arc::new(crate::error_log::RecentErrors),
            })),
            live,
            freshness,
            hub: Arc::new(Hub::new(HubLimits {
                total: config.live_max_sockets,
                per_user: config.live_sockets_per_user,
                ..HubLimits::default()
            })),
            mail: Arc::new(MailDispatcher::new(MailPorts {
                queue,
                transport,
                recipients: Arc::new(LettreRecipients),
                clock,
            })),
            mail_wakeup: wakeup,
            digest_tick: config.digest_times().away.to_std().unwrap_or(Duration::from_secs(60)) / 2,
            db,
        })
    }

    /// Delivers live events to this instance's sockets, and counts the changes other instances
    /// announce in the polled lists' versions, until the process ends.
    pub fn spawn_live_hub(&self) -> tokio::task::JoinHandle<()> {
        drop(self.freshness.clone().follow(self.live.subscribe()));
        let reads = ServiceReads {
            tavern: self.tavern.clone(),
            gate: self.gate.clone(),
            notifications: self.notifications.clone(),
        };
        tokio::spawn(delivery::deliver(
            self.hub.clone(),
            self.live.subscribe(),
            Arc::new(reads),
            Patience::default(),
        ))
    }

    /// Removes uploaded images nothing uses, every few hours until the process ends.
    pub fn spawn_upload_sweeper(&self) -> tokio::task::JoinHandle<()> {
        let uploads = self.uploads.clone();
        tokio::spawn(async move {
            tokio::time::sleep(FIRST_UPLOAD_SWEEP).await;
            loop {
                match uploads.sweep().await {
                    Ok(report) if report.removed + report.kept > 0 => {
                        tracing::info!(
                            removed = report.removed,
                            kept = report.kept,
                            "upload sweep"
                        );
                    }
                    Ok(_) => {}
                    Err(error) => tracing::error!(%error, "upload sweep failed"),
                }
                tokio::time::sleep(UPLOAD_SWEEP_EVERY).await;
            }
        })
    }

    /// Queues the digests due, every half of the away time (between a second and a minute),
    /// until the process ends; with several servers each claims a player's period first.
    pub fn spawn_digest_worker(&self) -> tokio::task::JoinHandle<()> {
        let notifications = self.notifications.clone();
        let every = (self.digest_tick).clamp(Duration::from_secs(1), Duration::from_secs(60));
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(every).await;
                let round = tokio::spawn({
                    let notifications = notifications.clone();
                    async move { notifications.send_digests().await }
                });
                match round.await {
                    Ok(Ok(0)) => {}
                    Ok(Ok(queued)) => tracing::info!(queued, "digest round"),
                    Ok(Err(error)) => tracing::error!(%error, "digest round failed"),
                    Err(error) => tracing::error!(%error, "digest round crashed"),
                }
            }
        })
    }

    /// Sends queued pushes until the process ends: half a second after notices change on any
    /// server (a notice with push on queues its pushes in its own transaction; a busy session's
    /// posts make one round, not one a post), and every few seconds for retries. With several servers each claims a push before sending it.
    pub fn spawn_push_worker(&self) -> tokio::task::JoinHandle<()> {
        use futures_util::StreamExt as _;
        let push = self.push.clone();
        let wakeup = Arc::new(tokio::sync::Notify::new());
        let mut events = self.live.subscribe();
        let waker = wakeup.clone();
        tokio::spawn(async move {
            while let Some(event) = events.next().await {
                if matches!(event, mrok_core::live::LiveEvent::NotificationsChanged { .. }) {
                    waker.notify_one();
                }
            }
        });
        tokio::spawn(async move {
            loop {
                let round = tokio::spawn({
                    let push = push.clone();
                    async move { push.deliver_due().await }
                });
                match round.await {
                    Ok(Ok(report)) if report.sent + report.failed + report.removed > 0 => {
                        tracing::info!(
                            sent = report.sent,
                            failed = report.failed,
                            removed = report.removed,
                            last_failure = report.last_failure.unwrap_or_default(),
                            "push round"
                        );
                        continue;
                    }
                    Ok(Ok(report)) if report.skipped > 0 => continue,
                    Ok(Ok(_)) => {}
                    Ok(Err(error)) => tracing::error!(%error, "push queue unavailable"),
                    Err(error) => tracing::error!(%error, "push round crashed"),
                }
                tokio::select! {
                    () = wakeup.notified() => {
                        // A burst of notices (a busy session) wakes it once, not once a post.
                        tokio::time::sleep(PUSH_GATHER).await;
                    }
                    () = tokio::time::sleep(PUSH_POLL) => {}
                }
            }
        })
    }

    /// Delivers queued mail until the process ends: at once when this process queues a mail,
    /// and every few seconds for mail queued elsewhere or due for a retry.
    pub fn spawn_mail_worker(&self) -> tokio::task::JoinHandle<()> {
        let dispatcher = self.mail.clone();
        let wakeup = self.mail_wakeup.clone();
        tokio::spawn(async move {
            loop {
                // Each round runs as its own task, so that even a panic in a transport cannot
                // stop delivery for good.
                let round = tokio::spawn({
                    let dispatcher = dispatcher.clone();
                    async move { dispatcher.deliver_due().await }
                });
                match round.await {
                    Ok(Ok(report)) if report.sent + report.failed > 0 => {
                        tracing::info!(sent = report.sent, failed = report.failed, "mail round");
                        continue;
                    }
                    Ok(Ok(_)) => {}
                    Ok(Err(error)) => tracing::error!(%error, "mail queue unavailable"),
                    Err(error) => tracing::error!(%error, "mail round crashed"),
                }
                tokio::select! {
                    () = wakeup.notified() => {}
                    () = tokio::time::sleep(MAIL_POLL) => {}
                }
            }
        })
    }
}
