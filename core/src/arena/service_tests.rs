use std::sync::Arc;

use chrono::{DateTime, NaiveDate, Utc};

use super::rules::MockDice;
use super::*;
use crate::access::{Actor, GameActor};
use crate::characters::Stats;
use crate::live::{LiveEvent, MockLiveBus, PolledList};
use crate::shared::{
    Guarded, Held, MockClock, MockGuards, MockRateLimiter, Role, UserId, open_guards,
};

const PLAYER: GameActor = GameActor::test(1, Role::Resident);
const OTHER: GameActor = GameActor::test(2, Role::Resident);
const ADMIN: Actor = Actor::test(9, Role::Admin);
const GAME_MASTER: Actor = Actor::test(8, Role::GameMaster);

fn now() -> DateTime<Utc> {
    "2026-11-24T12:00:00Z".parse().unwrap()
}

fn fighter(user: i64, stamina: i32, magic: bool) -> Fighter {
    Fighter {
        user: UserId(user),
        uses_magic: magic,
        stats: Stats::default(),
        level: 1,
        experience: 95,
        stamina,
        stamina_period: NaiveDate::from_ymd_opt(2026, 11, 24),
    }
}

fn archetype(id: i64, kind: EquipmentKind, stat: PrimaryStat) -> Archetype {
    Archetype {
        id: ArchetypeId(id),
        kind,
        name: format!("Rzecz {id}"),
        description: String::new(),
        primary_stat: stat,
        base: 10,
        per_level: 2,
    }
}

fn loadout() -> Loadout {
    Loadout {
        weapon: archetype(1, EquipmentKind::Weapon, PrimaryStat::Strength),
        weapon_level: 1,
        armor: archetype(2, EquipmentKind::Armor, PrimaryStat::Endurance),
        armor_level: 1,
    }
}

fn side(health: i32) -> Side {
    Side {
        name: "Szczur".into(),
        level: 1,
        health,
        max_health: 30,
        attack: 5,
        defense: 0,
        speed: 0,
    }
}

fn combat(owner: i64, status: CombatStatus) -> Combat {
    Combat {
        id: CombatId(7),
        owner: UserId(owner),
        monster_id: MonsterId(1),
        status,
        player: side(100),
        monster: side(1),
        experience_reward: 20,
        turn: 3,
        message: String::new(),
        started_at: now(),
    }
}

fn service(arena: MockArenaRepository) -> ArenaService {
    service_telling(arena, crate::live::tests_support::quiet_bus())
}

fn service_telling(arena: MockArenaRepository, live: MockLiveBus) -> ArenaService {
    service_guarded(arena, live, open_guards())
}

fn service_guarded(
    arena: MockArenaRepository,
    live: MockLiveBus,
    guards: Arc<dyn crate::shared::Guards>,
) -> ArenaService {
    let mut clock = MockClock::new();
    clock.expect_now().return_const(now());
    let mut limiter = MockRateLimiter::new();
    limiter.expect_hit().returning(|_, _, _| Ok(()));
    let mut dice = MockDice::new();
    dice.expect_roll().return_const(15u32);
    ArenaService::new(
        Arc::new(arena),
        Arc::new(dice),
        Arc::new(clock),
        Arc::new(limiter),
        Arc::new(live),
        guards,
    )
}

#[tokio::test]
async fn first_equipment_needs_both_pieces_of_the_right_kind_and_magic_only_for_magic_users() {
    let mut arena = MockArenaRepository::new();
    arena.expect_fighter().returning(|user| Ok(Some(fighter(user.0, 100, false))));
    arena.expect_archetype().returning(|id| {
        Ok(Some(match id.0 {
            1 => archetype(1, EquipmentKind::Weapon, PrimaryStat::Strength),
            2 => archetype(2, EquipmentKind::Armor, PrimaryStat::Endurance),
            _ => archetype(3, EquipmentKind::Weapon, PrimaryStat::Magic),
        }))
    });
    arena.expect_equip_first().never();
    let arena = service(arena);
    for (weapon, armor) in [(None, Some(2)), (Some(1), None), (None, None)] {
        let refused = arena.choose_first(&PLAYER, weapon, armor).await.unwrap_err();
        assert_eq!(refused.to_string(), "Wybierz broń i zbroję!");
    }
    assert!(matches!(
        arena.choose_first(&PLAYER, Some(2), Some(2)).await,
        Err(ArenaError::UnknownArchetype)
    ));
    let refused = arena.choose_first(&PLAYER, Some(3), Some(2)).await.unwrap_err();
    assert!(matches!(refused, ArenaError::NeedsMagic(EquipmentKind::Weapon)));
    assert_eq!(refused.to_string(), "Ta broń jest tylko dla postaci władających magią.");
}

#[tokio::test]
async fn a_fight_costs_stamina_and_none_starts_without_it() {
    let mut arena = MockArenaRepository::new();
    arena.expect_fighter().returning(|user| Ok(Some(fighter(user.0, 0, false))));
    arena.expect_loadout().returning(|_| Ok(Some(loadout())));
    arena.expect_monster().returning(|_| {
        Ok(Some(Monster {
            id: MonsterId(1),
            name: "Szczur".into(),
            description: String::new(),
            level: 1,
            health: 30,
            attack: 5,
            defense: 0,
            experience_reward: 20,
        }))
    });
    arena.expect_active_combat().returning(|_| Ok(None));
    arena.expect_open_combat().never();
    let refused = service(arena).start(&PLAYER, 1).await.unwrap_err();
    assert_eq!(refused.to_string(), "Brak staminy! Poczekaj do 5:00 rano.");
}

#[tokio::test]
async fn someone_else_s_fight_is_not_found_and_a_finished_one_takes_no_turns() {
    let mut arena = MockArenaRepository::new();
    arena.expect_combat().returning(|id| {
        Ok(Some(if id.0 == 7 {
            combat(1, CombatStatus::Active)
        } else {
            combat(1, CombatStatus::Fled)
        }))
    });
    arena.expect_save_turn().never();
    let arena = service(arena);
    assert!(matches!(
        arena.act(&OTHER, 7, CombatAction::Attack).await,
        Err(ArenaError::CombatNotFound)
    ));
    assert!(matches!(arena.leave(&OTHER, 7).await, Err(ArenaError::CombatNotFound)));
    assert!(matches!(
        arena.act(&PLAYER, 8, CombatAction::Attack).await,
        Err(ArenaError::CombatOver)
    ));
}

#[tokio::test]
async fn a_turn_another_tab_played_first_is_told_as_such_and_leaving_reads_the_fight_again() {
    let mut arena = MockArenaRepository::new();
    // The fight stays on: another tab's turn was saved first, each time.
    arena.expect_combat().returning(|_| Ok(Some(combat(1, CombatStatus::Active))));
    arena.expect_fighter().returning(|user| Ok(Some(fighter(user.0, 40, false))));
    arena.expect_loadout().returning(|_| Ok(Some(loadout())));
    arena.expect_save_turn().times(4).returning(|_, _, _| Ok(false));
    let arena = service(arena);
    let raced = arena.act(&PLAYER, 7, CombatAction::Defend).await.unwrap_err();
    assert!(matches!(raced, ArenaError::TurnTaken), "{raced:?}");
    assert!(matches!(arena.leave(&PLAYER, 7).await, Err(ArenaError::TurnTaken)));

    // A fight the other tab ended is over.
    let mut arena = MockArenaRepository::new();
    let mut reads = 0;
    arena.expect_combat().returning(move |_| {
        reads += 1;
        Ok(Some(combat(1, if reads == 1 { CombatStatus::Active } else { CombatStatus::Fled })))
    });
    arena.expect_fighter().returning(|user| Ok(Some(fighter(user.0, 40, false))));
    arena.expect_save_turn().times(1).returning(|_, _, _| Ok(false));
    let over = service(arena).act(&PLAYER, 7, CombatAction::Defend).await.unwrap_err();
    assert!(matches!(over, ArenaError::CombatOver), "{over:?}");
}

#[tokio::test]
async fn a_win_saves_its_reward_with_the_turn_it_was_played_from() {
    let mut arena = MockArenaRepository::new();
    arena.expect_combat().returning(|_| Ok(Some(combat(1, CombatStatus::Active))));
    arena.expect_fighter().returning(|user| Ok(Some(fighter(user.0, 40, false))));
    arena.expect_loadout().returning(|_| Ok(Some(loadout())));
    arena
        .expect_save_turn()
        .withf(|after, read, reward| {
            after.status == CombatStatus::PlayerWon
                && *read == 3
                && reward.is_some_and(|r| r.level == 2 && r.level_experience == 15)
        })
        .times(1)
        .returning(|_, _, _| Ok(true));
    // The new level shows on the player's profile: its polls must not be told "not modified".
    let mut live = MockLiveBus::new();
    live.expect_publish()
        .withf(|e| *e == LiveEvent::Changed(PolledList::Profile(PLAYER.id())))
        .times(1)
        .returning(|_| ());
    let view = service_telling(arena, live).act(&PLAYER, 7, CombatAction::Attack).await.unwrap();
    assert_eq!(view.combat.status, CombatStatus::PlayerWon);
    assert_eq!(view.stamina, 40);
    let up = view.reward.unwrap().level_up.unwrap();
    assert_eq!((up.old_level, up.new_level, up.gains.strength, up.gains.endurance), (1, 2, 3, 2));
}

#[tokio::test]
async fn only_admins_keep_the_monsters_and_the_equipment() {
    let mut arena = MockArenaRepository::new();
    arena.expect_monsters().returning(|_| Ok(vec![]));
    arena.expect_archetypes().returning(|_| Ok(vec![]));
    arena.expect_add_monster().never();
    let arena = service(arena);
    for actor in [GAME_MASTER, *PLAYER.actor()] {
        assert!(matches!(arena.all_monsters(&actor).await, Err(ArenaError::Forbidden(_))));
        assert!(matches!(arena.all_archetypes(&actor).await, Err(ArenaError::Forbidden(_))));
        assert!(matches!(arena.delete_monster(&actor, 1).await, Err(ArenaError::Forbidden(_))));
    }
    assert!(arena.all_monsters(&ADMIN).await.is_ok());
}

#[tokio::test]
async fn the_last_weapon_is_counted_and_kept_in_its_turn() {
    let mut arena = MockArenaRepository::new();
    arena
        .expect_archetype()
        .returning(|id| Ok(Some(archetype(id.0, EquipmentKind::Weapon, PrimaryStat::Strength))));
    arena.expect_archetypes().returning(|_| {
        Ok(vec![
            archetype(1, EquipmentKind::Weapon, PrimaryStat::Strength),
            archetype(2, EquipmentKind::Armor, PrimaryStat::Endurance),
        ])
    });
    arena.expect_delete_archetype().never();
    let mut guards = MockGuards::new();
    guards
        .expect_hold()
        .withf(|what| *what == Guarded::Arena)
        .times(1)
        .returning(|_| Ok(Held::new(())));
    let s = service_guarded(arena, crate::live::tests_support::quiet_bus(), Arc::new(guards));
    assert!(matches!(s.delete_archetype(&ADMIN, 1).await, Err(ArenaError::LastOfItsKind)));
}
