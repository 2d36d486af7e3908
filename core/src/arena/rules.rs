//! The arena's numbers (docs/game-rules.md): health, blows, defending, fleeing, experience and
//! level-ups, and the stamina's day. Every chance goes through the [`Dice`] port.

use chrono::{DateTime, Days, NaiveDate, NaiveTime, TimeZone, Utc};
use chrono_tz::Europe::Warsaw;

use super::{
    Combat, CombatAction, CombatStatus, Fighter, LevelUp, Loadout, Monster, PrimaryStat, Reward,
    Side,
};
use crate::characters::Stats;
use crate::shared::polish::plural;

/// Stamina when rested (spec 3 §9).
pub const MAX_STAMINA: i32 = 100;
/// What a fight costs.
pub const FIGHT_COST: i32 = 1;
/// The stamina comes back at this hour, Warsaw time, every day.
pub const RESET_HOUR: u32 = 5;

/// Chance, as a port so that fights can be replayed exactly in tests.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait Dice: Send + Sync {
    /// A number from 0 to `sides − 1`, each as likely.
    fn roll(&self, sides: u32) -> u32;
}

// ---------------------------------------------------------------------------------------------
// Stamina

fn reset_time() -> NaiveTime {
    NaiveTime::from_hms_opt(RESET_HOUR, 0, 0).unwrap_or(NaiveTime::MIN)
}

/// The Warsaw day whose 05:00 began the stamina period `now` is in.
pub fn stamina_period(now: DateTime<Utc>) -> NaiveDate {
    let local = now.with_timezone(&Warsaw);
    let day = local.date_naive();
    if local.time() >= reset_time() { day } else { day.pred_opt().unwrap_or(day) }
}

/// When the stamina next comes back: 05:00 Warsaw time after `now` (05:00 is never skipped nor
/// repeated by the summer-time changes, which happen at 02:00 and 03:00).
pub fn next_reset(now: DateTime<Utc>) -> DateTime<Utc> {
    let next_day = stamina_period(now).checked_add_days(Days::new(1)).unwrap_or(NaiveDate::MAX);
    Warsaw
        .from_local_datetime(&next_day.and_time(reset_time()))
        .earliest()
        .map_or(now, |at| at.with_timezone(&Utc))
}

/// The fighter's stamina at `now`: full again once a new period began.
pub fn stamina_now(fighter: &Fighter, now: DateTime<Utc>) -> i32 {
    if fighter.stamina_period == Some(stamina_period(now)) {
        fighter.stamina.clamp(0, MAX_STAMINA)
    } else {
        MAX_STAMINA
    }
}

// ---------------------------------------------------------------------------------------------
// The two sides

/// The player's side: health 100 + 10 a level above the first + 2 a point of endurance; a blow
/// is the weapon's damage + a fifth of its stat; the armor's value + a fifth of its stat
/// defends.
pub fn player_side(name: &str, fighter: &Fighter, loadout: &Loadout) -> Side {
    let stats = &fighter.stats;
    let max_health = max_health(fighter);
    Side {
        name: name.to_owned(),
        level: fighter.level,
        health: max_health,
        max_health,
        attack: loadout.damage() + loadout.weapon.primary_stat.value_in(stats).max(0) / 5,
        defense: loadout.armor_value() + loadout.armor.primary_stat.value_in(stats).max(0) / 5,
        speed: stats.speed.max(0),
    }
}

/// A fighter's health when rested: 100 + 10 a level above the first + 2 a point of endurance.
pub fn max_health(fighter: &Fighter) -> i32 {
    100 + 10 * (fighter.level.max(1) - 1) + 2 * fighter.stats.endurance.max(0)
}

pub fn monster_side(monster: &Monster) -> Side {
    Side {
        name: monster.name.clone(),
        level: monster.level,
        health: monster.health,
        max_health: monster.health,
        attack: monster.attack,
        defense: monster.defense,
        speed: 0,
    }
}

// ---------------------------------------------------------------------------------------------
// A turn

/// One blow: attack less half the defence (at least 1), times 85–115 %, and one blow in ten a
/// critical one (×1.5). Returns the damage and whether it was critical.
pub fn blow(attack: i32, defense: i32, dice: &dyn Dice) -> (i32, bool) {
    let base = (attack - defense / 2).max(1);
    let percent = 85 + dice.roll(31) as i32;
    let damage = (base * percent / 100).max(1);
    if dice.roll(100) < 10 { (damage * 3 / 2, true) } else { (damage, false) }
}

/// The chance to flee, in percent: 50 + 5 a level above the monster + a fifth of the speed,
/// between 10 and 90.
pub fn flee_chance(player: &Side, monster: &Side) -> u32 {
    (50 + 5 * (player.level - monster.level) + player.speed / 5).clamp(10, 90) as u32
}

/// What defending heals: a twentieth of the maximum health (at least 1).
pub fn defend_heal(player: &Side) -> i32 {
    (player.max_health / 20).max(1)
}

/// '1 obrażenie', '3 obrażenia', '12 obrażeń'.
fn damage(points: i32) -> String {
    format!("{points} {}", plural(points.into(), "obrażenie", "obrażenia", "obrażeń"))
}

/// Plays one turn of an active fight; the message tells what happened.
pub fn play_turn(combat: &Combat, action: CombatAction, dice: &dyn Dice) -> Combat {
    let mut next = combat.clone();
    next.turn += 1;
    let monster_name = combat.monster.name.clone();
    let mut message = match action {
        CombatAction::Attack => {
            let (dealt, critical) = blow(combat.player.attack, combat.monster.defense, dice);
            next.monster.health = (next.monster.health - dealt).max(0);
            let critical = if critical { " Cios krytyczny!" } else { "" };
            let dealt = damage(dealt);
            if next.monster.health == 0 {
                next.status = CombatStatus::PlayerWon;
                next.message = format!(
                    "Zadajesz {dealt}.{critical} {monster_name} pada pokonany. Zwycięstwo!"
                );
                return next;
            }
            format!("Zadajesz {dealt}.{critical}")
        }
        CombatAction::Defend => {
            let healed =
                defend_heal(&combat.player).min(combat.player.max_health - combat.player.health);
            next.player.health += healed;
            if healed > 0 {
                format!("Bronisz się i odzyskujesz {healed} zdrowia.")
            } else {
                "Bronisz się.".to_owned()
            }
        }
        CombatAction::Flee => {
            if dice.roll(100) < flee_chance(&combat.player, &combat.monster) {
                next.status = CombatStatus::Fled;
                next.message = format!("Udaje ci się uciec przed: {monster_name}.");
                return next;
            }
            "Ucieczka się nie udała!".to_owned()
        }
    };
    let (mut taken, critical) = blow(combat.monster.attack, combat.player.defense, dice);
    if action == CombatAction::Defend {
        taken /= 2;
    }
    next.player.health = (next.player.health - taken).max(0);
    let critical = if critical { " (cios krytyczny)" } else { "" };
    if taken > 0 {
        message.push_str(&format!(" {monster_name} zadaje ci {}{critical}.", damage(taken)));
    } else {
        message.push_str(&format!(" {monster_name} nie zadaje ci obrażeń{critical}."));
    }
    if next.player.health == 0 {
        next.status = CombatStatus::PlayerLost;
        message.push_str(" Padasz na ziemię. Porażka!");
    }
    next.message = message;
    next
}

// ---------------------------------------------------------------------------------------------
// Experience and levels

/// Experience needed within `level` to reach the next: 100 × level.
pub fn experience_to_next(level: i32) -> i32 {
    100 * level.max(1)
}

/// The stats a level-up adds: +3 to the weapon's stat, +2 to the armor's, +1 to every other
/// (magic being willpower's); a stat both draw on gets +5.
pub fn level_up_gains(loadout: &Loadout) -> Stats {
    let mut gains =
        Stats { strength: 1, dexterity: 1, speed: 1, intelligence: 1, willpower: 1, endurance: 1 };
    let weapon = loadout.weapon.primary_stat;
    let armor = loadout.armor.primary_stat;
    *weapon.slot_in(&mut gains) = 3;
    *armor.slot_in(&mut gains) = if same_stat(weapon, armor) { 5 } else { 2 };
    gains
}

/// What winning `experience` gives a fighter with `loadout`: the experience, the levels it
/// crosses and what they add.
pub fn reward(fighter: &Fighter, loadout: &Loadout, experience: i32) -> Reward {
    let mut level = fighter.level.max(1);
    let mut within = fighter.experience.max(0).saturating_add(experience.max(0));
    while within >= experience_to_next(level) {
        within -= experience_to_next(level);
        level += 1;
    }
    let level_up = (level > fighter.level).then(|| {
        let per_level = level_up_gains(loadout);
        let times = level - fighter.level;
        LevelUp {
            old_level: fighter.level,
            new_level: level,
            primary_stat: loadout.weapon.primary_stat,
            secondary_stat: loadout.armor.primary_stat,
            gains: Stats {
                strength: per_level.strength * times,
                dexterity: per_level.dexterity * times,
                speed: per_level.speed * times,
                intelligence: per_level.intelligence * times,
                willpower: per_level.willpower * times,
                endurance: per_level.endurance * times,
            },
        }
    });
    Reward { experience, level, level_experience: within, level_up }
}

/// Whether two primary stats raise the same character stat (magic is willpower's).
pub fn same_stat(a: PrimaryStat, b: PrimaryStat) -> bool {
    let mut probe = Stats::default();
    *a.slot_in(&mut probe) = 1;
    b.value_in(&probe) == 1
}
