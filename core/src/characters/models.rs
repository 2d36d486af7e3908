use std::fmt;

use chrono::{DateTime, Utc};

use super::CharacterError;
use crate::shared::{TextProblem, UserId, visible_name, visible_text};

/// Shortest and longest character name, in characters after trimming.
pub const NAME_CHARS: std::ops::RangeInclusive<usize> = 3..=30;
/// A character's age, in years.
pub const AGE_YEARS: std::ops::RangeInclusive<u32> = 1..=9999;
/// The longest status line, in characters after trimming.
pub const MAX_STATUS_CHARS: usize = 128;
/// Skill levels.
pub const SKILL_LEVELS: std::ops::RangeInclusive<u8> = 1..=6;
/// How many secondary characters an account may have.
pub const MAX_SECONDARY_CHARACTERS: u8 = 2;
/// The longest card entry name and description.
pub const MAX_CARD_NAME_CHARS: usize = 100;
pub const MAX_CARD_DESCRIPTION_CHARS: usize = 2000;
/// How many skills a card may hold, and how many flaws (each kind counted apart, hidden ones
/// included); also the most of each kind a card read loads.
pub const MAX_CARD_ENTRIES_PER_KIND: u32 = 30;
/// The longest achievements text, in characters.
pub const MAX_ACHIEVEMENTS_CHARS: usize = 10_000;
/// The longest hidden profile information ('informacja'), in characters.
pub const MAX_INFORMACJA_CHARS: usize = 20_000;
/// The values a stat may take.
pub const STAT_VALUES: std::ops::RangeInclusive<i64> = 0..=9999;
/// The longest description (sanitized HTML).
pub const MAX_DESCRIPTION_BYTES: usize = 200_000;

/// A character's level and pools as the profile shows them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Vitals {
    pub level: i32,
    pub hp: i32,
    pub max_hp: i32,
    pub mp: i32,
    pub max_mp: i32,
    pub stamina: i32,
    pub max_stamina: i32,
}

impl Vitals {
    /// The spec's defaults (level 1, hp 100/100, mp 50/50, stamina 75/100), shown for an account
    /// without a main character; the arena keeps the real level, health and stamina
    /// (`ArenaService::vitals`).
    pub const DEFAULT: Vitals = Vitals {
        level: 1,
        hp: 100,
        max_hp: 100,
        mp: 50,
        max_mp: 50,
        stamina: 75,
        max_stamina: 100,
    };
}

/// The id of a character (main or secondary).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CharacterId(pub i64);

impl fmt::Display for CharacterId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// The placeholder the online list hides (spec 1 §2): no character may be named so.
pub const PLACEHOLDER_NAME: &str = "Nowa Postać";

/// A character's name: 3 to 30 characters as people see them ([`visible_name`]: normalized,
/// nothing invisible, letters of one look-alike script), never the placeholder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CharacterName(String);

impl CharacterName {
    /// # Errors
    /// [`CharacterError::NameLength`], [`CharacterError::NameCharacters`] or
    /// [`CharacterError::NameReserved`].
    pub fn parse(raw: &str) -> Result<Self, CharacterError> {
        let name = match visible_name(raw) {
            Ok(name) => name,
            Err(TextProblem::NothingVisible) if raw.trim().chars().count() < 3 => {
                return Err(CharacterError::NameLength);
            }
            Err(_) => return Err(CharacterError::NameCharacters),
        };
        if !NAME_CHARS.contains(&name.chars().count()) {
            return Err(CharacterError::NameLength);
        }
        if name.to_lowercase() == PLACEHOLDER_NAME.to_lowercase() {
            return Err(CharacterError::NameReserved);
        }
        Ok(CharacterName(name))
    }

    /// A name read back from storage, as it was accepted then.
    pub fn stored(name: String) -> Self {
        CharacterName(name)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for CharacterName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

macro_rules! closed_choice {
    ($(#[$doc:meta])* $name:ident, $error:expr, { $($variant:ident => $text:literal),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name { $($variant),+ }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The Polish name, as stored and shown.
            pub fn as_str(self) -> &'static str {
                match self { $($name::$variant => $text),+ }
            }

            /// # Errors
            /// The area's refusal when the text is none of the allowed names.
            pub fn parse(raw: &str) -> Result<Self, CharacterError> {
                Self::ALL.iter().copied().find(|v| v.as_str() == raw.trim()).ok_or($error)
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

closed_choice!(
    /// A character's gender.
    Gender, CharacterError::UnknownGender, { Female => "Kobieta", Male => "Mężczyzna" }
);

closed_choice!(
    /// A character's race.
    Race, CharacterError::UnknownRace, { Human => "Człowiek", Vampire => "Wampir", Werewolf => "Wilkołak" }
);

closed_choice!(
    /// Whether a character uses magic (reported to the administration on the card).
    Magic, CharacterError::UnknownMagic, { Yes => "Tak", No => "Nie" }
);

/// A character's age, 1 to 9999 years.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Age(u32);

impl Age {
    /// # Errors
    /// [`CharacterError::AgeRange`] outside 1–9999.
    pub fn new(years: i64) -> Result<Self, CharacterError> {
        u32::try_from(years)
            .ok()
            .filter(|y| AGE_YEARS.contains(y))
            .map(Age)
            .ok_or(CharacterError::AgeRange)
    }

    pub fn years(self) -> u32 {
        self.0
    }
}

/// A status line: trimmed, runs of spaces and line breaks as one space, without characters that
/// show nothing or reorder the text, at most 128 characters (may be empty).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatusLine(String);

impl StatusLine {
    /// # Errors
    /// [`CharacterError::StatusTooLong`].
    pub fn parse(raw: &str) -> Result<Self, CharacterError> {
        let text = crate::shared::visible_only(raw);
        if text.chars().count() > MAX_STATUS_CHARS {
            return Err(CharacterError::StatusTooLong);
        }
        Ok(StatusLine(text))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Which of an account's characters: the main one or secondary slot 1 or 2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Slot {
    Main,
    Secondary(u8),
}

impl Slot {
    pub fn number(self) -> u8 {
        match self {
            Slot::Main => 0,
            Slot::Secondary(n) => n,
        }
    }

    /// # Errors
    /// A stored slot other than 0, 1 or 2.
    pub fn from_number(n: i64) -> Result<Self, CharacterError> {
        match n {
            0 => Ok(Slot::Main),
            1 | 2 => Ok(Slot::Secondary(n as u8)),
            _ => Err(CharacterError::NotFound),
        }
    }
}

/// A character as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Character {
    pub id: CharacterId,
    pub user_id: UserId,
    pub slot: Slot,
    pub name: CharacterName,
    pub gender: Gender,
    pub race: Race,
    pub age: Option<Age>,
    pub magic: Option<Magic>,
    pub rank: Option<String>,
    /// Sanitized HTML.
    pub description: String,
    /// One achievement per line.
    pub achievements: String,
    pub status: String,
    pub approved: bool,
    /// Path under `/api` of the avatar image.
    pub avatar: Option<String>,
    /// Hidden profile information: free text or a JSON sheet of skills and flaws; only its owner
    /// and admins read it.
    pub informacja: String,
    pub stats: Stats,
    pub created_at: DateTime<Utc>,
}

/// A character's six stats (spec 3 §3 "Stats").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Stats {
    pub strength: i32,
    pub dexterity: i32,
    pub speed: i32,
    pub intelligence: i32,
    pub willpower: i32,
    pub endurance: i32,
}

impl Stats {
    /// The six values in the spec's order: strength, dexterity, speed, intelligence, willpower,
    /// endurance; a missing one keeps `current`'s value.
    ///
    /// # Errors
    /// [`CharacterError::StatRange`] for a value outside [`STAT_VALUES`].
    pub fn parse(values: [Option<i64>; 6], current: Stats) -> Result<Stats, CharacterError> {
        let [st, dx, sp, it, wp, en] = values;
        let pick = |value: Option<i64>, kept: i32| -> Result<i32, CharacterError> {
            match value {
                None => Ok(kept),
                Some(v) if STAT_VALUES.contains(&v) => Ok(v as i32),
                Some(_) => Err(CharacterError::StatRange),
            }
        };
        Ok(Stats {
            strength: pick(st, current.strength)?,
            dexterity: pick(dx, current.dexterity)?,
            speed: pick(sp, current.speed)?,
            intelligence: pick(it, current.intelligence)?,
            willpower: pick(wp, current.willpower)?,
            endurance: pick(en, current.endurance)?,
        })
    }
}

impl Character {
    pub fn is_main(&self) -> bool {
        self.slot == Slot::Main
    }

    /// The achievements as a list: one per non-blank line, trimmed, bullets removed.
    pub fn achievement_list(&self) -> Vec<String> {
        self.achievements
            .lines()
            .map(|line| line.trim().trim_start_matches(['-', '•', '*']).trim())
            .filter(|line| !line.is_empty())
            .map(str::to_owned)
            .collect()
    }
}

#[cfg(test)]
impl Character {
    /// A plain vampire named Morwena, for tests.
    pub(crate) fn sample(id: i64, user: UserId, slot: Slot) -> Character {
        Character {
            id: CharacterId(id),
            user_id: user,
            slot,
            name: CharacterName("Morwena".to_owned()),
            gender: Gender::Female,
            race: Race::Vampire,
            age: None,
            magic: None,
            rank: None,
            description: String::new(),
            achievements: String::new(),
            status: String::new(),
            approved: false,
            avatar: None,
            informacja: String::new(),
            stats: Stats::default(),
            created_at: DateTime::<Utc>::UNIX_EPOCH,
        }
    }
}

/// A character to be stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewCharacter {
    pub user_id: UserId,
    pub slot: Slot,
    pub name: CharacterName,
    pub gender: Gender,
    pub race: Race,
    pub age: Option<Age>,
    pub magic: Option<Magic>,
    pub created_at: DateTime<Utc>,
}

/// Skill or flaw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CardEntryKind {
    Skill,
    Flaw,
}

impl CardEntryKind {
    pub fn as_str(self) -> &'static str {
        match self {
            CardEntryKind::Skill => "skill",
            CardEntryKind::Flaw => "flaw",
        }
    }

    /// # Errors
    /// A stored kind other than `skill` or `flaw`.
    pub fn parse(raw: &str) -> Result<Self, CharacterError> {
        match raw {
            "skill" => Ok(CardEntryKind::Skill),
            "flaw" => Ok(CardEntryKind::Flaw),
            _ => Err(CharacterError::NotFound),
        }
    }
}

/// The id of a skill or flaw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CardEntryId(pub i64);

/// A skill (with a level 1–6) or a flaw on a character card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardEntry {
    pub id: CardEntryId,
    pub character_id: CharacterId,
    pub kind: CardEntryKind,
    pub name: String,
    pub level: Option<u8>,
    pub description: String,
    pub hidden: bool,
}

/// A skill or flaw as written in a form, validated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardEntryDraft {
    pub kind: CardEntryKind,
    pub name: String,
    pub level: Option<u8>,
    pub description: String,
    pub hidden: bool,
}

impl CardEntryDraft {
    /// # Errors
    /// A blank name ('Nazwa umiejętności jest wymagana' / 'Nazwa wady jest wymagana'), one of
    /// characters that show nothing or reorder the line (as every name people read), a skill
    /// level outside 1–6, or text over the limits.
    pub fn new(
        kind: CardEntryKind,
        name: &str,
        level: Option<i64>,
        description: &str,
        hidden: bool,
    ) -> Result<Self, CharacterError> {
        if name.trim().is_empty() {
            return Err(match kind {
                CardEntryKind::Skill => CharacterError::SkillNameRequired,
                CardEntryKind::Flaw => CharacterError::FlawNameRequired,
            });
        }
        let name = visible_text(name).map_err(|_| CharacterError::CardNameCharacters)?;
        let description = description.trim();
        if name.chars().count() > MAX_CARD_NAME_CHARS
            || description.chars().count() > MAX_CARD_DESCRIPTION_CHARS
        {
            return Err(CharacterError::CardTextTooLong);
        }
        let level = match kind {
            CardEntryKind::Skill => Some(
                level
                    .and_then(|l| u8::try_from(l).ok())
                    .filter(|l| SKILL_LEVELS.contains(l))
                    .ok_or(CharacterError::SkillLevel)?,
            ),
            CardEntryKind::Flaw => None,
        };
        Ok(CardEntryDraft { kind, name, level, description: description.to_owned(), hidden })
    }
}

/// A character card as a viewer may see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CharacterCard {
    pub character: Character,
    pub skills: Vec<CardEntry>,
    pub flaws: Vec<CardEntry>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_trimmed_and_counted_in_letters_not_bytes() {
        assert_eq!(
            CharacterName::parse("  Żółć  ").map(|n| n.to_string()).ok().as_deref(),
            Some("Żółć")
        );
        assert!(CharacterName::parse("Ąę").is_err());
        assert!(CharacterName::parse(&"ł".repeat(30)).is_ok());
        assert!(matches!(CharacterName::parse(&"ł".repeat(31)), Err(CharacterError::NameLength)));
    }

    #[test]
    fn a_name_with_control_characters_is_refused() {
        assert!(matches!(
            CharacterName::parse("Ala\u{0007}ma"),
            Err(CharacterError::NameCharacters)
        ));
    }

    #[test]
    fn gender_race_and_magic_accept_only_their_polish_names() {
        assert_eq!(Gender::parse("Kobieta").ok(), Some(Gender::Female));
        assert_eq!(Race::parse("Wilkołak").ok(), Some(Race::Werewolf));
        assert_eq!(Magic::parse("Tak").ok(), Some(Magic::Yes));
        assert!(matches!(Gender::parse("kobieta"), Err(CharacterError::UnknownGender)));
        assert!(matches!(Race::parse("Elf"), Err(CharacterError::UnknownRace)));
        assert!(matches!(Magic::parse("Może"), Err(CharacterError::UnknownMagic)));
    }

    #[test]
    fn age_runs_from_1_to_9999() {
        assert!(Age::new(1).is_ok());
        assert!(Age::new(9999).is_ok());
        for bad in [0, -5, 10_000] {
            assert!(matches!(Age::new(bad), Err(CharacterError::AgeRange)), "{bad}");
        }
    }

    #[test]
    fn a_status_line_is_trimmed_and_at_most_128_characters() {
        assert_eq!(
            StatusLine::parse("  Szukam sesji  ").ok().map(|s| s.0),
            Some("Szukam sesji".into())
        );
        assert!(StatusLine::parse(&"ż".repeat(128)).is_ok());
        assert!(matches!(StatusLine::parse(&"ż".repeat(129)), Err(CharacterError::StatusTooLong)));
    }

    #[test]
    fn skills_need_a_name_and_a_level_from_1_to_6_and_flaws_have_no_level() {
        let skill =
            CardEntryDraft::new(CardEntryKind::Skill, " Szermierka ", Some(6), " opis ", false);
        assert_eq!(
            skill.as_ref().map(|s| (s.name.as_str(), s.level)).ok(),
            Some(("Szermierka", Some(6)))
        );
        assert!(matches!(
            CardEntryDraft::new(CardEntryKind::Skill, "  ", Some(3), "", false),
            Err(CharacterError::SkillNameRequired)
        ));
        for level in [None, Some(0), Some(7)] {
            assert!(matches!(
                CardEntryDraft::new(CardEntryKind::Skill, "Szermierka", level, "", false),
                Err(CharacterError::SkillLevel)
            ));
        }
        let flaw = CardEntryDraft::new(CardEntryKind::Flaw, "Tchórz", Some(4), "", true);
        assert_eq!(flaw.map(|f| f.level).ok(), Some(None));
        assert!(matches!(
            CardEntryDraft::new(CardEntryKind::Flaw, "", None, "", false),
            Err(CharacterError::FlawNameRequired)
        ));
    }

    #[test]
    fn a_card_entry_s_name_shows_what_is_stored() {
        for (kind, name) in [
            (CardEntryKind::Skill, "\u{200b}\u{200b}\u{200b}"),
            (CardEntryKind::Skill, "\u{3164}\u{3164}"),
            (CardEntryKind::Flaw, "\u{202e}abc"),
            (CardEntryKind::Flaw, "***"),
        ] {
            assert!(
                matches!(
                    CardEntryDraft::new(kind, name, Some(2), "", false),
                    Err(CharacterError::CardNameCharacters)
                ),
                "{name:?}"
            );
        }
        let skill = CardEntryDraft::new(CardEntryKind::Skill, "Walka  mieczem", Some(2), "", false);
        assert_eq!(skill.map(|s| s.name).ok().as_deref(), Some("Walka mieczem"));
    }

    #[test]
    fn achievements_are_read_one_per_line() {
        let character = Character {
            achievements: "- Pogromczyni ghuli\n\n  • Przeżyła Krwawą Noc \n".into(),
            ..Character::sample(1, UserId(1), Slot::Main)
        };
        assert_eq!(character.achievement_list(), vec!["Pogromczyni ghuli", "Przeżyła Krwawą Noc"]);
    }
}
