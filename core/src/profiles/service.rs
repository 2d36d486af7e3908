use std::time::Duration;

use super::{
    ONLINE_WINDOW, OnlinePlayer, PlayerFilter, PlayerList, PlayerPorts, PlayerStatus,
    PlayerSummary, PlayersWanted, ProfileError,
};
use crate::access::{GameActor, Permission};
use crate::live::{LiveEvent, PolledList};
use crate::shared::{RateRule, UserId};

/// Status changes a player may make: each one is news to every online list.
pub const STATUS_RATE: RateRule =
    RateRule { name: "player_status", max: 20, window: Duration::from_secs(60) };

/// The online list, the players list, player status and activity.
pub struct PlayerService {
    ports: PlayerPorts,
}

impl PlayerService {
    pub fn new(ports: PlayerPorts) -> Self {
        PlayerService { ports }
    }

    /// Sets one's own looking-for-a-session status; the online lists hear of it only when it
    /// changed.
    ///
    /// # Errors
    /// Someone else's account, an unknown status, [`ProfileError::TooFast`].
    pub async fn set_status(
        &self,
        actor: &GameActor,
        user: UserId,
        status: &str,
    ) -> Result<PlayerStatus, ProfileError> {
        if !actor.is(user) {
            return Err(ProfileError::StatusForbidden);
        }
        let status = PlayerStatus::parse(status)?;
        self.ports.common.slow_down(STATUS_RATE, user, ProfileError::TooFast).await?;
        if self.ports.players.set_status(user, status).await? {
            self.ports.common.live.publish(LiveEvent::Changed(PolledList::OnlinePlayers)).await;
        }
        Ok(status)
    }

    /// Records activity (every authenticated request).
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn touch(&self, user: UserId, ip: &str) -> Result<(), ProfileError> {
        Ok(self.ports.players.touch(user, self.ports.common.now(), ip).await?)
    }

    /// Who is online: active within [`ONLINE_WINDOW`], listed by the spec's rule, by id.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn online(&self, _actor: &GameActor) -> Result<Vec<OnlinePlayer>, ProfileError> {
        let since = self.ports.common.now() - ONLINE_WINDOW;
        let mut players: Vec<OnlinePlayer> = self
            .ports
            .players
            .active_since(since)
            .await?
            .into_iter()
            .filter(OnlinePlayer::is_listed)
            .collect();
        players.sort_by_key(|p| p.id);
        Ok(players)
    }

    /// The actor's own entry as the online list shows it now (they are active: they are
    /// asking), or none when the list's rule leaves them out.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn own_online_entry(
        &self,
        actor: &GameActor,
    ) -> Result<Option<OnlinePlayer>, ProfileError> {
        Ok(self.ports.players.online_entry(actor.id()).await?.filter(OnlinePlayer::is_listed))
    }

    /// The players list by account id, whole (at most
    /// [`MAX_WHOLE_PLAYERS_LIST`](super::MAX_WHOLE_PLAYERS_LIST), the lowest ids) or one page of
    /// [`PLAYERS_PAGE_SIZE`](super::PLAYERS_PAGE_SIZE), with how many players the race filter selects;
    /// registration time and last address only with [`Permission::SeePlayerDetails`].
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn list(
        &self,
        actor: &GameActor,
        race: Option<&str>,
        wanted: PlayersWanted,
    ) -> Result<PlayerList, ProfileError> {
        let filter = PlayerFilter::parse(race, self.ports.common.now());
        let (offset, limit) = wanted.window();
        let (mut players, total) = self.ports.players.list(filter, offset, limit).await?;
        if !actor.may(Permission::SeePlayerDetails) {
            for player in &mut players {
                player.registered_at = None;
                player.last_ip = None;
            }
        }
        let page = match wanted {
            PlayersWanted::Whole => None,
            PlayersWanted::Page(number) => Some(number.max(1)),
        };
        Ok(PlayerList { players, total, page })
    }

    /// A player as others see them: only an activated account with a main character (so the
    /// ids of addresses registered but never played tell nothing), its registration time only
    /// with [`Permission::SeePlayerDetails`].
    ///
    /// # Errors
    /// [`ProfileError::NotFound`].
    pub async fn summary(
        &self,
        actor: &GameActor,
        user: UserId,
    ) -> Result<PlayerSummary, ProfileError> {
        let mut summary = self.ports.players.summary(user).await?.ok_or(ProfileError::NotFound)?;
        if !actor.may(Permission::SeePlayerDetails) {
            summary.registered_at = None;
        }
        Ok(summary)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use chrono::{DateTime, Utc};

    use super::*;
    use crate::live::MockLiveBus;
    use crate::live::tests_support::quiet_bus;
    use crate::profiles::{
        MAX_WHOLE_PLAYERS_LIST, MockPlayerRepository, PLAYERS_PAGE_SIZE, PlayerEntry,
    };
    use crate::shared::CommonPorts;
    use crate::shared::{MockClock, MockRateLimiter, Role};

    fn service(repo: MockPlayerRepository) -> PlayerService {
        service_telling(repo, quiet_bus())
    }

    fn service_telling(repo: MockPlayerRepository, live: MockLiveBus) -> PlayerService {
        let mut clock = MockClock::new();
        clock.expect_now().return_const(DateTime::<Utc>::UNIX_EPOCH + ONLINE_WINDOW * 10);
        let mut limiter = MockRateLimiter::new();
        limiter.expect_hit().returning(|_, _, _| Ok(()));
        PlayerService::new(PlayerPorts {
            players: Arc::new(repo),
            common: CommonPorts::of(clock, limiter, live),
        })
    }

    fn entry(id: i64) -> PlayerEntry {
        PlayerEntry {
            id: UserId(id),
            nickname: "Morwena".into(),
            race: "Wampir".into(),
            gender: "Kobieta".into(),
            registered_at: Some(DateTime::<Utc>::UNIX_EPOCH),
            last_ip: Some("10.0.0.1".into()),
        }
    }

    #[tokio::test]
    async fn registration_time_and_address_reach_admins_only() {
        let mut repo = MockPlayerRepository::new();
        repo.expect_list().returning(|_, _, _| Ok((vec![entry(1)], 1)));
        let s = service(repo);
        let resident = GameActor::test(5, Role::Resident);
        let admin = GameActor::test(6, Role::Admin);
        for wanted in [PlayersWanted::Whole, PlayersWanted::Page(1)] {
            let seen = s.list(&resident, None, wanted).await.map(|l| l.players).unwrap_or_default();
            assert_eq!((seen[0].registered_at, seen[0].last_ip.as_deref()), (None, None));
            let seen =
                s.list(&admin, Some("wampir"), wanted).await.map(|l| l.players).unwrap_or_default();
            assert_eq!(seen[0].last_ip.as_deref(), Some("10.0.0.1"));
        }
    }

    #[tokio::test]
    async fn a_page_reads_fifty_from_its_offset_and_the_whole_list_the_first_thousand() {
        let mut repo = MockPlayerRepository::new();
        repo.expect_list()
            .withf(|filter, offset, limit| {
                *filter == PlayerFilter::Race(crate::characters::Race::Vampire)
                    && (*offset, *limit) == (50, PLAYERS_PAGE_SIZE)
            })
            .times(1)
            .returning(|_, _, _| Ok(((51..=60).map(entry).collect(), 60)));
        repo.expect_list()
            .withf(|filter, offset, limit| {
                *filter == PlayerFilter::All && (*offset, *limit) == (0, MAX_WHOLE_PLAYERS_LIST)
            })
            .times(1)
            .returning(|_, _, _| Ok(((1..=1_000).map(entry).collect(), 1_200)));
        let s = service(repo);
        let me = GameActor::test(5, Role::Resident);
        let page = s.list(&me, Some("wampir"), PlayersWanted::Page(2)).await.ok();
        let page = page.expect("a page");
        assert_eq!((page.players.len(), page.total, page.page), (10, 60, Some(2)));
        let whole = s.list(&me, Some(""), PlayersWanted::Whole).await.ok();
        let whole = whole.expect("the whole list");
        assert_eq!((whole.players.len(), whole.total, whole.page), (1_000, 1_200, None));
    }

    #[tokio::test]
    async fn the_online_list_uses_the_window_filters_and_sorts_by_id() {
        let mut repo = MockPlayerRepository::new();
        repo.expect_active_since()
            .withf(|since| *since == DateTime::<Utc>::UNIX_EPOCH + ONLINE_WINDOW * 9)
            .returning(|_| {
                let player = |id: i64, name: &str| OnlinePlayer {
                    id: UserId(id),
                    name: name.into(),
                    race: "Wampir".into(),
                    gender: "Kobieta".into(),
                    avatar: None,
                    status: PlayerStatus::NotLooking,
                };
                Ok(vec![player(9, "Dziewiąta"), player(2, "Nowa Postać"), player(3, "Trzecia")])
            });
        let ids: Vec<i64> = service(repo)
            .online(&GameActor::test(1, Role::Resident))
            .await
            .unwrap_or_default()
            .iter()
            .map(|p| p.id.0)
            .collect();
        assert_eq!(ids, vec![3, 9]);
    }

    #[tokio::test]
    async fn only_one_s_own_status_changes_and_only_to_a_known_value() {
        let mut repo = MockPlayerRepository::new();
        // The second time it is already "looking": nothing changed, nobody is told.
        let mut changed = [true, false].into_iter();
        repo.expect_set_status().returning(move |_, _| Ok(changed.next().unwrap_or(false)));
        let mut live = MockLiveBus::new();
        live.expect_publish()
            .withf(|e| *e == LiveEvent::Changed(PolledList::OnlinePlayers))
            .times(1)
            .returning(|_| ());
        let s = service_telling(repo, live);
        let me = GameActor::test(1, Role::Admin);
        assert_eq!(s.set_status(&me, UserId(1), "looking").await.ok(), Some(PlayerStatus::Looking));
        assert_eq!(s.set_status(&me, UserId(1), "looking").await.ok(), Some(PlayerStatus::Looking));
        assert!(matches!(
            s.set_status(&me, UserId(2), "looking").await,
            Err(ProfileError::StatusForbidden)
        ));
        assert!(matches!(
            s.set_status(&me, UserId(1), "zajęty").await,
            Err(ProfileError::UnknownPlayerStatus)
        ));
    }

    #[tokio::test]
    async fn a_flood_of_status_changes_is_slowed_with_a_polish_429() {
        let mut repo = MockPlayerRepository::new();
        repo.expect_set_status().never();
        let mut clock = MockClock::new();
        clock.expect_now().return_const(DateTime::<Utc>::UNIX_EPOCH);
        let mut limiter = MockRateLimiter::new();
        limiter.expect_hit().withf(|rule, key, _| *rule == STATUS_RATE && key == "1").returning(
            |_, _, _| {
                Err(crate::shared::RateLimited { retry_after: std::time::Duration::from_secs(9) })
            },
        );
        let mut live = MockLiveBus::new();
        live.expect_publish().never();
        let s = PlayerService::new(PlayerPorts {
            players: Arc::new(repo),
            common: CommonPorts::of(clock, limiter, live),
        });
        let refused = s.set_status(&GameActor::test(1, Role::Resident), UserId(1), "maybe").await;
        let refused = refused.unwrap_err();
        assert_eq!(refused.to_string(), "Za często zmieniasz status — odczekaj chwilę.");
        assert!(matches!(
            crate::shared::DomainError::kind(&refused),
            crate::shared::ErrorKind::TooManyRequests(_)
        ));
    }
}
