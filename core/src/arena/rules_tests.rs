use std::sync::Mutex;

use chrono::{DateTime, NaiveDate, Utc};

use super::rules::*;
use super::*;
use crate::characters::Stats;
use crate::shared::UserId;

/// Dice that answer from a list, in order (then 0).
struct Fixed(Mutex<Vec<u32>>);

impl Fixed {
    fn new(rolls: &[u32]) -> Fixed {
        Fixed(Mutex::new(rolls.iter().rev().copied().collect()))
    }
}

impl Dice for Fixed {
    fn roll(&self, sides: u32) -> u32 {
        let next = self.0.lock().map(|mut r| r.pop().unwrap_or(0)).unwrap_or(0);
        assert!(next < sides, "a roll of {next} on {sides} sides");
        next
    }
}

/// A small xorshift for the balance runs (real spread, replayable).
struct Shaker(Mutex<u64>);

impl Dice for Shaker {
    fn roll(&self, sides: u32) -> u32 {
        let mut x = self.0.lock().unwrap();
        *x ^= *x << 13;
        *x ^= *x >> 7;
        *x ^= *x << 17;
        (*x % u64::from(sides)) as u32
    }
}

fn at(text: &str) -> DateTime<Utc> {
    text.parse().unwrap()
}

fn fresh_fighter() -> Fighter {
    Fighter {
        user: UserId(1),
        uses_magic: false,
        stats: Stats::default(),
        level: 1,
        experience: 0,
        stamina: 100,
        stamina_period: None,
    }
}

fn loadout(weapon: usize, armor: usize) -> Loadout {
    let all = seed_archetypes();
    let archetype = |draft: &ArchetypeDraft, id: i64| Archetype {
        id: ArchetypeId(id),
        kind: draft.kind,
        name: draft.name.clone(),
        description: draft.description.clone(),
        primary_stat: draft.primary_stat,
        base: draft.base,
        per_level: draft.per_level,
    };
    let weapons: Vec<_> = all.iter().filter(|a| a.kind == EquipmentKind::Weapon).collect();
    let armors: Vec<_> = all.iter().filter(|a| a.kind == EquipmentKind::Armor).collect();
    Loadout {
        weapon: archetype(weapons[weapon], 1),
        weapon_level: 1,
        armor: archetype(armors[armor], 2),
        armor_level: 1,
    }
}

fn monster(index: usize) -> Monster {
    let draft = &seed_monsters()[index];
    Monster {
        id: MonsterId(index as i64 + 1),
        name: draft.name.clone(),
        name_instrumental: draft.name_instrumental.clone(),
        description: draft.description.clone(),
        level: draft.level,
        health: draft.health,
        attack: draft.attack,
        defense: draft.defense,
        experience_reward: draft.experience_reward,
    }
}

fn combat(player: Side, monster: Side) -> Combat {
    Combat {
        id: CombatId(1),
        owner: UserId(1),
        monster_id: MonsterId(1),
        monster_instrumental: None,
        status: CombatStatus::Active,
        player,
        monster,
        experience_reward: 20,
        turn: 0,
        message: String::new(),
        started_at: at("2026-11-24T12:00:00Z"),
    }
}

fn side(health: i32, attack: i32, defense: i32, level: i32, speed: i32) -> Side {
    Side { name: "Szczur".into(), level, health, max_health: 100, attack, defense, speed }
}

#[test]
fn equipment_grows_by_its_per_level_value_from_level_one() {
    let l = loadout(0, 0);
    assert_eq!(l.weapon.value_at(1), 12);
    assert_eq!(l.weapon.value_at(4), 12 + 3 * 3);
    assert_eq!(l.armor.value_at(3), 8 + 2 * 2);
}

/// (action, player hp, monster hp, rolls, expected player hp, monster hp, status, message part)
type Case = (CombatAction, i32, i32, &'static [u32], i32, i32, CombatStatus, &'static str);

#[test]
fn turns_follow_the_rules_for_fixed_dice() {
    let cases: [Case; 8] = [
        // 20 − 4/2 = 18 at 85 % → 15; the monster: 10 − 6/2 = 7 at 115 % → 8.
        (
            CombatAction::Attack,
            100,
            50,
            &[0, 50, 30, 50],
            92,
            35,
            CombatStatus::Active,
            "Zadajesz 15 obrażeń.",
        ),
        // A critical blow: 18 × 100 % = 18 → 27.
        (
            CombatAction::Attack,
            100,
            50,
            &[15, 5, 15, 50],
            93,
            23,
            CombatStatus::Active,
            "Cios krytyczny!",
        ),
        // The last blow: the monster does not answer.
        (CombatAction::Attack, 100, 10, &[15, 50], 100, 0, CombatStatus::PlayerWon, "Zwycięstwo!"),
        // The monster's answer kills.
        (
            CombatAction::Attack,
            5,
            50,
            &[15, 50, 15, 50],
            0,
            32,
            CombatStatus::PlayerLost,
            "Porażka!",
        ),
        // Defending heals 5 (100/20) and halves the blow: 7 → 3.
        (
            CombatAction::Defend,
            50,
            50,
            &[15, 50],
            52,
            50,
            CombatStatus::Active,
            "odzyskujesz 5 zdrowia",
        ),
        // Never above the maximum.
        (
            CombatAction::Defend,
            98,
            50,
            &[15, 50],
            97,
            50,
            CombatStatus::Active,
            "odzyskujesz 2 zdrowia",
        ),
        // Flee at 50 % (equal levels, no speed): 49 escapes…
        (CombatAction::Flee, 60, 50, &[49], 60, 50, CombatStatus::Fled, "Udaje ci się uciec"),
        // …50 does not, and the monster strikes.
        (
            CombatAction::Flee,
            60,
            50,
            &[50, 15, 50],
            53,
            50,
            CombatStatus::Active,
            "Ucieczka się nie udała!",
        ),
    ];
    for (action, player_hp, monster_hp, rolls, want_player, want_monster, want_status, says) in
        cases
    {
        let before = combat(side(player_hp, 20, 6, 1, 0), side(monster_hp, 10, 4, 1, 0));
        let after = play_turn(&before, action, &Fixed::new(rolls));
        assert_eq!(
            (after.player.health, after.monster.health, after.status),
            (want_player, want_monster, want_status),
            "{action:?} from {player_hp}/{monster_hp}: {}",
            after.message
        );
        assert!(after.message.contains(says), "{action:?}: {}", after.message);
        assert_eq!(after.turn, 1);
    }
}

#[test]
fn the_log_says_each_number_with_its_polish_form() {
    let said = |player: Side, monster: Side, action, rolls: &'static [u32]| {
        play_turn(&combat(player, monster), action, &Fixed::new(rolls)).message
    };
    // Defending halves the monster's 7 to 3: 'obrażenia'; an attack's 15 and 8: 'obrażeń'.
    let defended =
        said(side(50, 20, 6, 1, 0), side(50, 10, 4, 1, 0), CombatAction::Defend, &[15, 50]);
    assert!(defended.ends_with("Szczur zadaje ci 3 obrażenia."), "{defended}");
    let attacked =
        said(side(100, 20, 6, 1, 0), side(50, 10, 4, 1, 0), CombatAction::Attack, &[0, 50, 30, 50]);
    assert_eq!(attacked, "Zadajesz 15 obrażeń. Szczur zadaje ci 8 obrażeń.");
    // A blow of 1: 'obrażenie'; at full health defending heals nothing and says so.
    let weak = said(
        side(100, 1, 200, 1, 0),
        side(50, 1, 200, 1, 0),
        CombatAction::Attack,
        &[15, 50, 15, 50],
    );
    assert_eq!(weak, "Zadajesz 1 obrażenie. Szczur zadaje ci 1 obrażenie.");
    let full =
        said(side(100, 1, 200, 1, 0), side(50, 1, 200, 1, 0), CombatAction::Defend, &[15, 50]);
    assert_eq!(full, "Bronisz się. Szczur nie zadaje ci obrażeń.");
}

#[test]
fn fleeing_is_likelier_for_the_stronger_and_the_faster_within_ten_and_ninety() {
    let monster = side(50, 10, 4, 5, 0);
    assert_eq!(flee_chance(&side(50, 1, 1, 5, 0), &monster), 50);
    assert_eq!(flee_chance(&side(50, 1, 1, 7, 0), &monster), 60);
    assert_eq!(flee_chance(&side(50, 1, 1, 5, 25), &monster), 55);
    assert_eq!(flee_chance(&side(50, 1, 1, 1, 0), &side(50, 1, 1, 15, 0)), 10);
    assert_eq!(flee_chance(&side(50, 1, 1, 30, 0), &monster), 90);
}

#[test]
fn experience_levels_up_with_three_two_and_one_and_carries_the_rest() {
    let l = loadout(0, 1); // strength weapon, dexterity armor
    let mut f = fresh_fighter();
    f.experience = 90;
    let r = reward(&f, &l, 20);
    assert_eq!((r.level, r.level_experience), (2, 10));
    let up = r.level_up.unwrap();
    assert_eq!((up.old_level, up.new_level), (1, 2));
    assert_eq!(
        (up.primary_stat, up.secondary_stat),
        (PrimaryStat::Strength, PrimaryStat::Dexterity)
    );
    assert_eq!(
        up.gains,
        Stats { strength: 3, dexterity: 2, speed: 1, intelligence: 1, willpower: 1, endurance: 1 }
    );
    // Two levels at once (100 to reach 2, 200 more to reach 3) count twice.
    let r = reward(&fresh_fighter(), &l, 310);
    assert_eq!((r.level, r.level_experience), (3, 10));
    assert_eq!(r.level_up.unwrap().gains.strength, 6);
    // Not enough: no level.
    assert_eq!(reward(&fresh_fighter(), &l, 99).level_up, None);
    // Weapon and armor on the same stat: +5; magic is willpower's.
    let same = loadout(4, 5); // magic weapon, willpower armor
    assert_eq!(level_up_gains(&same).willpower, 5);
    assert_eq!(level_up_gains(&same).strength, 1);
}

#[test]
fn the_stamina_comes_back_at_five_in_warsaw_winter_and_summer() {
    // Winter (UTC+1): 05:00 is 04:00 UTC.
    assert_eq!(
        stamina_period(at("2026-11-24T03:59:59Z")),
        NaiveDate::from_ymd_opt(2026, 11, 23).unwrap()
    );
    assert_eq!(
        stamina_period(at("2026-11-24T04:00:00Z")),
        NaiveDate::from_ymd_opt(2026, 11, 24).unwrap()
    );
    assert_eq!(next_reset(at("2026-11-24T03:00:00Z")), at("2026-11-24T04:00:00Z"));
    assert_eq!(next_reset(at("2026-11-24T04:00:00Z")), at("2026-11-25T04:00:00Z"));
    // Summer (UTC+2): 05:00 is 03:00 UTC.
    assert_eq!(
        stamina_period(at("2026-07-01T02:59:59Z")),
        NaiveDate::from_ymd_opt(2026, 6, 30).unwrap()
    );
    assert_eq!(
        stamina_period(at("2026-07-01T03:00:00Z")),
        NaiveDate::from_ymd_opt(2026, 7, 1).unwrap()
    );
    // The night clocks go forward (29 March 2026, 02:00 → 03:00): the reset is at 03:00 UTC.
    assert_eq!(next_reset(at("2026-03-28T23:30:00Z")), at("2026-03-29T03:00:00Z"));
    assert_eq!(
        stamina_period(at("2026-03-29T02:59:00Z")),
        NaiveDate::from_ymd_opt(2026, 3, 28).unwrap()
    );
    assert_eq!(
        stamina_period(at("2026-03-29T03:00:00Z")),
        NaiveDate::from_ymd_opt(2026, 3, 29).unwrap()
    );
    // The night clocks go back (25 October 2026, 03:00 → 02:00): the reset is at 04:00 UTC.
    assert_eq!(next_reset(at("2026-10-24T23:30:00Z")), at("2026-10-25T04:00:00Z"));
    assert_eq!(
        stamina_period(at("2026-10-25T03:59:00Z")),
        NaiveDate::from_ymd_opt(2026, 10, 24).unwrap()
    );
    // A fighter's stamina is full again in a new period only.
    let mut f = fresh_fighter();
    f.stamina = 3;
    f.stamina_period = Some(NaiveDate::from_ymd_opt(2026, 11, 23).unwrap());
    assert_eq!(stamina_now(&f, at("2026-11-24T03:59:59Z")), 3);
    assert_eq!(stamina_now(&f, at("2026-11-24T04:00:00Z")), MAX_STAMINA);
}

/// How often a new character with `weapon` and `armor` beats `monster` in `runs` fights of
/// attacks only.
fn wins(weapon: usize, armor: usize, monster_index: usize, runs: u32) -> u32 {
    let dice = Shaker(Mutex::new(0x9E37_79B9_7F4A_7C15));
    let fighter = fresh_fighter();
    let l = loadout(weapon, armor);
    let m = monster(monster_index);
    (0..runs)
        .filter(|_| {
            let mut c = combat(player_side("Ilvar", &fighter, &l), monster_side(&m));
            while c.status == CombatStatus::Active {
                c = play_turn(&c, CombatAction::Attack, &dice);
            }
            c.status == CombatStatus::PlayerWon
        })
        .count() as u32
}

#[test]
fn a_new_character_beats_the_weakest_monster_most_of_the_time_and_never_the_strongest() {
    let strongest = seed_monsters().len() - 1;
    for weapon in 0..7 {
        for armor in 0..7 {
            let weak = wins(weapon, armor, 0, 200);
            assert!(weak >= 180, "weapon {weapon}, armor {armor}: {weak}/200 against the rat");
            assert_eq!(wins(weapon, armor, strongest, 200), 0, "weapon {weapon}, armor {armor}");
        }
    }
}

#[test]
fn a_monster_s_or_an_item_s_name_is_what_shows_and_one_that_shows_nothing_is_missing() {
    let blank = "\u{200b}\u{200b}\u{200b}";
    assert!(matches!(
        MonsterDraft::parse(blank, "", "", [1, 10, 1, 1, 1]),
        Err(ArenaError::NameRequired)
    ));
    let item = ArchetypeDraft::parse("weapon", blank, "", "strength", 1, 1);
    assert!(matches!(item, Err(ArenaError::NameRequired)));
    let monster = MonsterDraft::parse("\u{202e}Szczur  kanałowy ", "", "", [1, 10, 1, 1, 1]);
    assert_eq!(monster.map(|m| m.name).ok().as_deref(), Some("Szczur kanałowy"));
    // The instrumental form is optional, cleaned alike and no longer than a name.
    let rat = MonsterDraft::parse("Szczur", " Szczurem\u{200b} ", "", [1, 10, 1, 1, 1]).unwrap();
    assert_eq!(rat.name_instrumental.as_deref(), Some("Szczurem"));
    let plain = MonsterDraft::parse("Szczur", blank, "", [1, 10, 1, 1, 1]).unwrap();
    assert_eq!(plain.name_instrumental, None);
    let long = "a".repeat(MAX_NAME_CHARS + 1);
    assert!(matches!(
        MonsterDraft::parse("Szczur", &long, "", [1, 10, 1, 1, 1]),
        Err(ArenaError::TooLong)
    ));
}

#[test]
fn every_seeded_monster_has_its_instrumental_form() {
    let openings: Vec<String> = seed_monsters()
        .iter()
        .map(|m| opening(m.name_instrumental.as_deref().expect("an instrumental form")))
        .collect();
    assert_eq!(openings[0], "Rozpoczynasz walkę ze Szczurem kanałowym!");
    assert_eq!(openings[1], "Rozpoczynasz walkę ze Zdziczałym psem!");
    assert_eq!(openings[2], "Rozpoczynasz walkę z Topielcem!");
    assert_eq!(openings[6], "Rozpoczynasz walkę ze Strzygą!");
    assert_eq!(openings[8], "Rozpoczynasz walkę z Czarnym smokiem z Otchłani!");
}
