//! E-mail digests: a player who is away (no request and no open socket for a while) gets their
//! unread notices with e-mail on in one mail a period, with a one-click unsubscribe link
//! (RFC 8058) that turns their e-mail notices off without a login.

use chrono::{DateTime, Duration, Utc};

use super::{Digest, Notification, StoredNotification};
use crate::accounts::TokenHash;
use crate::mail::{OutgoingMail, escape_html};
use crate::shared::UserId;
use crate::shared::polish::plural;

/// Players a round of the digest job mails at most (the next round takes the rest).
pub const DIGESTS_PER_ROUND: u32 = 100;
/// Notices one digest lists; more are counted in one line.
pub const MAX_DIGEST_ITEMS: u32 = 20;
/// Unused unsubscribe links a player keeps (one a digest); older ones stop working.
pub const UNSUBSCRIBE_LINKS_KEPT: u32 = 10;

/// How long a player must be away before mail is sent, and the digests' periods.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DigestTimes {
    pub away: Duration,
    pub hourly: Duration,
    pub daily: Duration,
}

impl Default for DigestTimes {
    fn default() -> Self {
        DigestTimes {
            away: Duration::minutes(15),
            hourly: Duration::hours(1),
            daily: Duration::days(1),
        }
    }
}

/// What the repository looks for in one round of the digest job.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DigestsWanted {
    /// Players last seen before this are away.
    pub away_before: DateTime<Utc>,
    /// An hourly digest is due when the last one went before this.
    pub hourly_before: DateTime<Utc>,
    /// A daily digest is due when the last one went before this.
    pub daily_before: DateTime<Utc>,
    pub players: u32,
    pub items: u32,
}

impl DigestTimes {
    pub fn wanted(&self, now: DateTime<Utc>) -> DigestsWanted {
        DigestsWanted {
            away_before: now - self.away,
            hourly_before: now - self.hourly,
            daily_before: now - self.daily,
            players: DIGESTS_PER_ROUND,
            items: MAX_DIGEST_ITEMS,
        }
    }

    /// The period of `digest` (`None` when it is off).
    pub fn period(&self, digest: Digest) -> Option<Duration> {
        match digest {
            Digest::Off => None,
            Digest::Hourly => Some(self.hourly),
            Digest::Daily => Some(self.daily),
        }
    }
}

/// A player a digest is due to: away, with unread notices with e-mail on not mailed yet, their
/// digest on and its period passed since the last one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DueDigest {
    pub player: UserId,
    pub email: String,
    /// The player's digest setting (never off here).
    pub digest: Digest,
    /// The newest of those notices, at most [`MAX_DIGEST_ITEMS`], newest first.
    pub notices: Vec<StoredNotification>,
    /// How many there are in all.
    pub total: u64,
}

impl DueDigest {
    /// The digest as it is queued: the mail, its unsubscribe link's hash, the notices it
    /// carries (those up to the newest listed) and the claim on the player's period.
    pub fn queued(
        &self,
        times: &DigestTimes,
        now: DateTime<Utc>,
        mail: OutgoingMail,
        token: &str,
    ) -> QueuedDigest {
        let period = times.period(self.digest).unwrap_or(times.daily);
        QueuedDigest {
            player: self.player,
            last_before: now - period,
            upto: self.notices.first().map_or(now, |n| n.created_at),
            unsubscribe: TokenHash::of(token),
            mail,
        }
    }
}

/// What [`super::NotificationRepository::queue_digest`] writes in one transaction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueuedDigest {
    pub player: UserId,
    /// The claim: the digest is queued only when the player's last one went before this (so
    /// two servers never mail the same period twice).
    pub last_before: DateTime<Utc>,
    /// The player's unread, unmailed notices with e-mail on made up to this are carried.
    pub upto: DateTime<Utc>,
    pub unsubscribe: TokenHash,
    pub mail: OutgoingMail,
}

/// The digest mail: its notices with their characters and links, the link to all of them and
/// to the settings, and the one-click unsubscribe link (also in the mail's headers).
pub fn digest_mail(due: &DueDigest, public_url: &str, unsubscribe_token: &str) -> OutgoingMail {
    let site = public_url.trim_end_matches('/');
    let total = i64::try_from(due.total).unwrap_or(i64::MAX);
    let subject = format!(
        "Mrok: {total} {} od Twojej ostatniej wizyty",
        plural(total, "nowe powiadomienie", "nowe powiadomienia", "nowych powiadomień")
    );
    let items: Vec<(String, String)> = due
        .notices
        .iter()
        .map(|stored| {
            let notice = Notification::from(stored.clone());
            let line = match &notice.character_name {
                Some(name) => format!("{} (jako {name})", notice.text),
                None => notice.text,
            };
            (line, format!("{site}{}", notice.link))
        })
        .collect();
    let listed = i64::try_from(items.len()).unwrap_or(i64::MAX);
    let more = (total > listed).then(|| format!("…i jeszcze {}.", total - listed));
    let all = format!("{site}/home/notifications");
    let settings = format!("{site}/home/settings");
    let unsubscribe = format!("{site}/unsubscribe/{unsubscribe_token}");

    let mut text = String::from("Witaj w Mroku, wędrowcze.\n\nOd Twojej ostatniej wizyty:\n\n");
    for (line, link) in &items {
        text.push_str(&format!("• {line}\n  {link}\n"));
    }
    if let Some(more) = &more {
        text.push_str(&format!("{more}\n"));
    }
    text.push_str(&format!(
        "\nWszystkie powiadomienia: {all}\nUstawienia powiadomień: {settings}\n\n\
         Nie chcesz tych wiadomości? Wyłącz powiadomienia e-mail jednym kliknięciem:\n\
         {unsubscribe}\n\n— Mrok"
    ));

    let list: String = items
        .iter()
        .map(|(line, link)| {
            format!("<li><a href=\"{}\">{}</a></li>", escape_html(link), escape_html(line))
        })
        .collect();
    let more_html = more.map(|m| format!("<p>{}</p>", escape_html(&m))).unwrap_or_default();
    let html = format!(
        "<!doctype html><html lang=\"pl\"><body style=\"font-family:Georgia,serif\">\
         <p>Witaj w Mroku, wędrowcze.</p><p>Od Twojej ostatniej wizyty:</p><ul>{list}</ul>\
         {more_html}<p><a href=\"{all}\">Wszystkie powiadomienia</a> · \
         <a href=\"{settings}\">Ustawienia powiadomień</a></p>\
         <p style=\"font-size:small\">Nie chcesz tych wiadomości? \
         <a href=\"{unsubscribe}\">Wyłącz powiadomienia e-mail</a> jednym kliknięciem.</p>\
         <p>— Mrok</p></body></html>",
        all = escape_html(&all),
        settings = escape_html(&settings),
        unsubscribe = escape_html(&unsubscribe),
    );
    OutgoingMail {
        to: due.email.clone(),
        subject,
        text,
        html,
        unsubscribe: Some(format!("{site}/api/notifications/unsubscribe/{unsubscribe_token}")),
    }
}
