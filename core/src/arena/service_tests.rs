use std::sync::Arc;

use chrono::{DateTime, NaiveDate, Utc};

use super::rules::MockDice;
use super::*;
use crate::access::{Actor, GameActor};
use crate::characters::Stats;
use crate::live::{LiveEvent, MockLiveBus, PolledList};
use crate::shared::{
    CommonPorts, Guarded, Held, MockClock, MockGuards, MockRateLimiter, Role, UserId, open_guards,
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
        monster_instrumental: None,
        status,
        player: side(100),
        monster: side(1),
        experience_reward: 20,
        turn: 3,
        message: String::new(),
        started_at: now(),
    }
}

/// The arena's storage, mocked: the players and their fights, and the two lists.
#[derive(Default)]
struct Stores {
    arena: MockArenaRepository,
    archetypes: MockStockRepository<Archetype>,
    monsters: MockStockRepository<Monster>,
}

fn service(stores: Stores) -> ArenaService {
    service_telling(stores, crate::live::tests_support::quiet_bus())
}

fn service_telling(stores: Stores, live: MockLiveBus) -> ArenaService {
    service_guarded(stores, live, open_guards())
}

fn service_guarded(
    stores: Stores,
    live: MockLiveBus,
    guards: Arc<dyn crate::shared::Guards>,
) -> ArenaService {
    let mut clock = MockClock::new();
    clock.expect_now().return_const(now());
    let mut limiter = MockRateLimiter::new();
    limiter.expect_hit().returning(|_, _, _| Ok(()));
    let mut dice = MockDice::new();
    dice.expect_roll().return_const(15u32);
    ArenaService::new(ArenaPorts {
        arena: Arc::new(stores.arena),
        archetypes: Arc::new(stores.archetypes),
        monsters: Arc::new(stores.monsters),
        dice: Arc::new(dice),
        guards,
        common: CommonPorts::of(clock, limiter, live),
    })
}

#[tokio::test]
async fn first_equipment_needs_both_pieces_of_the_right_kind_and_magic_only_for_magic_users() {
    let mut arena = Stores::default();
    arena.arena.expect_fighter().returning(|user| Ok(Some(fighter(user.0, 100, false))));
    arena.archetypes.expect_one().returning(|id| {
        Ok(Some(match id.0 {
            1 => archetype(1, EquipmentKind::Weapon, PrimaryStat::Strength),
            2 => archetype(2, EquipmentKind::Armor, PrimaryStat::Endurance),
            _ => archetype(3, EquipmentKind::Weapon, PrimaryStat::Magic),
        }))
    });
    arena.arena.expect_equip_first().never();
    let arena = service(arena);
    for (weapon, armor) in [(None, Some(2)), (Some(1), None), (None, None)] {
        let refused = arena
            .choose_first(&PLAYER, weapon.map(ArchetypeId), armor.map(ArchetypeId))
            .await
            .unwrap_err();
        assert_eq!(refused.to_string(), "Wybierz broń i zbroję!");
    }
    assert!(matches!(
        arena.choose_first(&PLAYER, Some(ArchetypeId(2)), Some(ArchetypeId(2))).await,
        Err(ArenaError::UnknownArchetype)
    ));
    let refused =
        arena.choose_first(&PLAYER, Some(ArchetypeId(3)), Some(ArchetypeId(2))).await.unwrap_err();
    assert!(matches!(refused, ArenaError::NeedsMagic(EquipmentKind::Weapon)));
    assert_eq!(refused.to_string(), "Ta broń jest tylko dla postaci władających magią.");
}

#[tokio::test]
async fn a_fight_costs_stamina_and_none_starts_without_it() {
    let mut arena = Stores::default();
    arena.arena.expect_fighter().returning(|user| Ok(Some(fighter(user.0, 0, false))));
    arena.arena.expect_loadout().returning(|_| Ok(Some(loadout())));
    arena.monsters.expect_one().returning(|_| {
        Ok(Some(Monster {
            id: MonsterId(1),
            name: "Szczur".into(),
            name_instrumental: None,
            description: String::new(),
            level: 1,
            health: 30,
            attack: 5,
            defense: 0,
            experience_reward: 20,
        }))
    });
    arena.arena.expect_active_combat().returning(|_| Ok(None));
    arena.arena.expect_open_combat().never();
    let refused = service(arena).start(&PLAYER, MonsterId(1)).await.unwrap_err();
    assert_eq!(refused.to_string(), "Brak staminy! Poczekaj do 5:00 rano.");
}

#[tokio::test]
async fn a_fight_opens_with_the_monster_s_instrumental_form_and_ze_where_polish_wants_it() {
    let mut arena = Stores::default();
    arena.arena.expect_fighter().returning(|user| Ok(Some(fighter(user.0, 10, false))));
    arena.arena.expect_loadout().returning(|_| Ok(Some(loadout())));
    arena.monsters.expect_one().returning(|id| {
        let (name, instrumental) = if id.0 == 1 {
            ("Szczur kanałowy", Some("Szczurem kanałowym".to_owned()))
        } else {
            ("Topielec", None)
        };
        Ok(Some(Monster {
            id,
            name: name.into(),
            name_instrumental: instrumental,
            description: String::new(),
            level: 1,
            health: 30,
            attack: 5,
            defense: 0,
            experience_reward: 20,
        }))
    });
    arena.arena.expect_active_combat().returning(|_| Ok(None));
    arena.arena.expect_fighter_name().returning(|_| Ok(Some("Żmijan".into())));
    arena.arena.expect_open_combat().returning(|new| {
        let mut opened = combat(1, CombatStatus::Active);
        opened.monster_instrumental = new.monster_instrumental.clone();
        opened.monster = new.monster_side.clone();
        opened.message = new.message.clone();
        Ok(Ok(opened))
    });
    let arena = service(arena);
    let rat = arena.start(&PLAYER, MonsterId(1)).await.unwrap().combat;
    assert_eq!(rat.message, "Rozpoczynasz walkę ze Szczurem kanałowym!");
    assert_eq!(rat.opening(), rat.message);
    // Without the form the plain name stands after "z".
    let drowned = arena.start(&PLAYER, MonsterId(2)).await.unwrap().combat;
    assert_eq!(drowned.message, "Rozpoczynasz walkę z Topielec!");
    assert_eq!(drowned.opening(), drowned.message);
}

#[tokio::test]
async fn someone_else_s_fight_is_not_found_and_a_finished_one_takes_no_turns() {
    let mut arena = Stores::default();
    arena.arena.expect_combat().returning(|id| {
        Ok(Some(if id.0 == 7 {
            combat(1, CombatStatus::Active)
        } else {
            combat(1, CombatStatus::Fled)
        }))
    });
    arena.arena.expect_save_turn().never();
    let arena = service(arena);
    assert!(matches!(
        arena.act(&OTHER, CombatId(7), CombatAction::Attack).await,
        Err(ArenaError::CombatNotFound)
    ));
    assert!(matches!(arena.leave(&OTHER, CombatId(7)).await, Err(ArenaError::CombatNotFound)));
    assert!(matches!(
        arena.act(&PLAYER, CombatId(8), CombatAction::Attack).await,
        Err(ArenaError::CombatOver)
    ));
}

#[tokio::test]
async fn a_turn_another_tab_played_first_is_told_as_such_and_leaving_reads_the_fight_again() {
    let mut arena = Stores::default();
    // The fight stays on: another tab's turn was saved first, each time.
    arena.arena.expect_combat().returning(|_| Ok(Some(combat(1, CombatStatus::Active))));
    arena.arena.expect_fighter().returning(|user| Ok(Some(fighter(user.0, 40, false))));
    arena.arena.expect_loadout().returning(|_| Ok(Some(loadout())));
    arena.arena.expect_save_turn().times(4).returning(|_, _, _| Ok(false));
    let arena = service(arena);
    let raced = arena.act(&PLAYER, CombatId(7), CombatAction::Defend).await.unwrap_err();
    assert!(matches!(raced, ArenaError::TurnTaken), "{raced:?}");
    assert!(matches!(arena.leave(&PLAYER, CombatId(7)).await, Err(ArenaError::TurnTaken)));

    // A fight the other tab ended is over.
    let mut arena = Stores::default();
    let mut reads = 0;
    arena.arena.expect_combat().returning(move |_| {
        reads += 1;
        Ok(Some(combat(1, if reads == 1 { CombatStatus::Active } else { CombatStatus::Fled })))
    });
    arena.arena.expect_fighter().returning(|user| Ok(Some(fighter(user.0, 40, false))));
    arena.arena.expect_save_turn().times(1).returning(|_, _, _| Ok(false));
    let over = service(arena).act(&PLAYER, CombatId(7), CombatAction::Defend).await.unwrap_err();
    assert!(matches!(over, ArenaError::CombatOver), "{over:?}");
}

#[tokio::test]
async fn a_win_saves_its_reward_with_the_turn_it_was_played_from() {
    let mut arena = Stores::default();
    arena.arena.expect_combat().returning(|_| Ok(Some(combat(1, CombatStatus::Active))));
    arena.arena.expect_fighter().returning(|user| Ok(Some(fighter(user.0, 40, false))));
    arena.arena.expect_loadout().returning(|_| Ok(Some(loadout())));
    arena
        .arena
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
    let view =
        service_telling(arena, live).act(&PLAYER, CombatId(7), CombatAction::Attack).await.unwrap();
    assert_eq!(view.combat.status, CombatStatus::PlayerWon);
    assert_eq!(view.stamina, 40);
    let up = view.reward.unwrap().level_up.unwrap();
    assert_eq!((up.old_level, up.new_level, up.gains.strength, up.gains.endurance), (1, 2, 3, 2));
}

#[tokio::test]
async fn only_admins_keep_the_monsters_and_the_equipment() {
    let mut arena = Stores::default();
    arena.monsters.expect_all().returning(|_| Ok(vec![]));
    arena.archetypes.expect_all().returning(|_| Ok(vec![]));
    arena.monsters.expect_add().never();
    let arena = service(arena);
    for actor in [GAME_MASTER, *PLAYER.actor()] {
        assert!(matches!(arena.all::<Monster>(&actor).await, Err(ArenaError::Forbidden(_))));
        assert!(matches!(arena.all::<Archetype>(&actor).await, Err(ArenaError::Forbidden(_))));
        assert!(matches!(
            arena.delete_monster(&actor, MonsterId(1)).await,
            Err(ArenaError::Forbidden(_))
        ));
    }
    assert!(arena.all::<Monster>(&ADMIN).await.is_ok());
}

#[tokio::test]
async fn the_last_weapon_is_counted_and_kept_in_its_turn() {
    let mut arena = Stores::default();
    arena
        .archetypes
        .expect_one()
        .returning(|id| Ok(Some(archetype(id.0, EquipmentKind::Weapon, PrimaryStat::Strength))));
    arena.archetypes.expect_all().returning(|_| {
        Ok(vec![
            archetype(1, EquipmentKind::Weapon, PrimaryStat::Strength),
            archetype(2, EquipmentKind::Armor, PrimaryStat::Endurance),
        ])
    });
    arena.archetypes.expect_delete().never();
    let mut guards = MockGuards::new();
    guards
        .expect_hold()
        .withf(|what| *what == Guarded::Arena)
        .times(1)
        .returning(|_| Ok(Held::new(())));
    let s = service_guarded(arena, crate::live::tests_support::quiet_bus(), Arc::new(guards));
    assert!(matches!(
        s.delete_archetype(&ADMIN, ArchetypeId(1)).await,
        Err(ArenaError::LastOfItsKind)
    ));
}
