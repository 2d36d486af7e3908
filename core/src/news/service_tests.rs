use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};

use super::*;
use crate::access::{Actor, GameActor};
use crate::backoffice::{NewestFirst, PageRequest};
use crate::characters::{Character, MockCharacterRepository, Slot};
use crate::live::tests_support::quiet_bus;
use crate::shared::{
    CommonPorts, DomainError, MockClock, MockHtmlSanitizer, MockRateLimiter, Role, UserId,
};

const NEWS: NewsId = NewsId(3);

fn now() -> DateTime<Utc> {
    DateTime::<Utc>::UNIX_EPOCH + Duration::days(20_000)
}

fn service(news: MockNewsRepository) -> NewsService {
    let mut clock = MockClock::new();
    clock.expect_now().returning(now);
    let mut sanitizer = MockHtmlSanitizer::new();
    sanitizer.expect_clean().returning(|html| html.replace("<script>x</script>", ""));
    let mut limiter = MockRateLimiter::new();
    limiter.expect_hit().returning(|_, _, _| Ok(()));
    // Every player has a character but player 6.
    let mut characters = MockCharacterRepository::new();
    characters.expect_find_main().returning(|user| {
        Ok((user != UserId(6)).then(|| Character::sample(user.0 * 10, user, Slot::Main)))
    });
    NewsService::new(NewsPorts {
        news: Arc::new(news),
        characters: Arc::new(characters),
        sanitizer: Arc::new(sanitizer),
        notifier: crate::notifications::Notifier::quiet(),
        common: CommonPorts::of(clock, limiter, quiet_bus()),
    })
}

fn comment_by(author: i64) -> Comment {
    Comment {
        id: CommentId(9),
        news: NEWS,
        author: UserId(author),
        author_name: Some("Morwena".into()),
        content: "Pięknie!".into(),
        created_at: now(),
    }
}

#[tokio::test]
async fn only_admins_post_edit_and_archive() {
    let mut news = MockNewsRepository::new();
    news.expect_add().never();
    news.expect_update().never();
    news.expect_archive().never();
    news.expect_restore().never();
    news.expect_all().never();
    news.expect_find_any().never();
    let s = service(news);
    for role in [Role::Resident, Role::GameMaster] {
        let someone = GameActor::test(2, role);
        assert!(matches!(
            s.post(&someone, "Wieść", "<p>x</p>").await,
            Err(NewsError::Forbidden(_))
        ));
        assert!(matches!(
            s.update(&someone, NEWS, "Wieść", "<p>x</p>").await,
            Err(NewsError::Forbidden(_))
        ));
        assert!(matches!(s.archive(&someone, NEWS).await, Err(NewsError::Forbidden(_))));
        assert!(matches!(s.restore(&someone, NEWS).await, Err(NewsError::Forbidden(_))));
        let page = PageRequest::new(None, None, NewestFirst, Default::default(), None);
        assert!(matches!(s.all(&someone, page).await, Err(NewsError::Forbidden(_))));
        assert!(matches!(s.any(&someone, NEWS).await, Err(NewsError::Forbidden(_))));
    }
}

fn archived_news() -> News {
    News {
        id: NEWS,
        title: "Wieść".into(),
        content: "<p>x</p>".into(),
        created_at: now(),
        updated_at: None,
        comment_count: 0,
        archived_at: Some(now()),
    }
}

#[tokio::test]
async fn an_admin_restores_archived_news_and_unknown_news_is_not_found() {
    let mut news = MockNewsRepository::new();
    news.expect_restore().withf(|id| *id == NEWS).times(1).returning(|_| Ok(true));
    news.expect_restore().returning(|_| Ok(false));
    news.expect_find_any()
        .returning(|id| Ok((id == NEWS).then(|| News { archived_at: None, ..archived_news() })));
    let s = service(news);
    let admin = Actor::test(1, Role::Admin);
    let restored = s.restore(&admin, NEWS).await.unwrap();
    assert_eq!(restored.archived_at, None);
    assert!(matches!(s.restore(&admin, NewsId(77)).await, Err(NewsError::NotFound)));
}

#[tokio::test]
async fn a_player_deletes_their_own_comment_and_an_admin_any() {
    let mut news = MockNewsRepository::new();
    news.expect_comment().returning(|_, _| Ok(Some(comment_by(2))));
    news.expect_delete_comment().times(2).returning(|_| Ok(true));
    news.expect_find().returning(|_| Ok(Some(News { archived_at: None, ..archived_news() })));
    let s = service(news);
    let refused = s.delete_comment(&GameActor::test(5, Role::Resident), NEWS, CommentId(9)).await;
    assert_eq!(refused.unwrap_err().code(), "not_your_comment");
    s.delete_comment(&GameActor::test(2, Role::Resident), NEWS, CommentId(9)).await.unwrap();
    s.delete_comment(&GameActor::test(4, Role::Admin), NEWS, CommentId(9)).await.unwrap();
}

#[tokio::test]
async fn a_players_comment_on_archived_news_stays_but_an_admin_may_remove_it() {
    let mut news = MockNewsRepository::new();
    news.expect_comment().returning(|_, _| Ok(Some(comment_by(2))));
    news.expect_find().returning(|_| Ok(None));
    news.expect_delete_comment().times(1).returning(|_| Ok(true));
    let s = service(news);
    let refused = s.delete_comment(&GameActor::test(2, Role::Resident), NEWS, CommentId(9)).await;
    assert!(matches!(refused, Err(NewsError::NotFound)));
    s.delete_comment(&GameActor::test(4, Role::Admin), NEWS, CommentId(9)).await.unwrap();
}

#[tokio::test]
async fn a_comment_on_archived_or_unknown_news_is_not_found() {
    let mut news = MockNewsRepository::new();
    news.expect_add_comment().returning(|_, _| Ok(None));
    news.expect_find().returning(|_| Ok(None));
    let s = service(news);
    let refused = s.comment(&GameActor::test(2, Role::Resident), NEWS, "Hej").await;
    assert!(matches!(refused, Err(NewsError::NotFound)));
    let empty = s.comment(&GameActor::test(2, Role::Resident), NEWS, "  ").await;
    assert!(matches!(empty, Err(NewsError::EmptyComment)));
}

#[tokio::test]
async fn only_a_player_with_a_character_comments() {
    let mut news = MockNewsRepository::new();
    news.expect_add_comment().never();
    let s = service(news);
    for role in [Role::Resident, Role::Admin] {
        let refused = s.comment(&GameActor::test(6, role), NEWS, "Hej").await.unwrap_err();
        assert_eq!(refused.code(), "no_character");
        assert_eq!(refused.to_string(), "Najpierw stwórz postać.");
    }
}

#[tokio::test]
async fn the_welcome_is_cleaned_and_written_without_an_author_only_where_storage_finds_a_fresh_install()
 {
    let mut news = MockNewsRepository::new();
    news.expect_add_welcome()
        .withf(|form, at| {
            form.title == "Witaj w Mroku"
                && form.content == "<p>Zajrzyj do karczmy.</p>"
                && *at == now()
        })
        .times(2)
        .returning({
            let mut fresh = true;
            move |_, _| Ok(std::mem::replace(&mut fresh, false))
        });
    news.expect_add().never();
    let news = service(news);
    let html = "<p>Zajrzyj do karczmy.</p><script>x</script>";
    assert!(
        news.seed_if_fresh(" Witaj w Mroku ", html).await.unwrap(),
        "the first start writes it"
    );
    assert!(!news.seed_if_fresh("Witaj w Mroku", html).await.unwrap(), "never twice");
    assert!(matches!(news.seed_if_fresh(" ", html).await, Err(NewsError::Required)));
}
