//! The JSON shapes of the profile and character calls (spec 1 §3, §7).

use mrok_core::characters::{
    CardChanges, CardEntry, CardEntryForm, Character, CharacterCard, ProfileView, Stats, Vitals,
};
use poem_openapi::Object;
use poem_openapi::types::MaybeUndefined;

/// A main character's profile (spec 1 §3 "Profile data").
#[derive(Debug, Object)]
pub struct ProfileDataBody {
    /// The account id (profiles are addressed by it).
    pub id: i64,
    pub character_id: i64,
    /// Path of the avatar, shown from `/api` + path.
    #[oai(nullable)]
    pub avatar: Option<String>,
    #[oai(rename = "userName")]
    pub user_name: String,
    pub nickname: String,
    /// The character's name.
    pub user: String,
    pub race: String,
    pub gender: String,
    /// Rank.
    pub role: String,
    /// 'Tak', 'Nie' or null when not chosen yet.
    #[oai(nullable)]
    pub magic: Option<String>,
    /// Sanitized HTML.
    pub description: String,
    /// One achievement per line.
    pub achievements: String,
    pub achievement_list: Vec<String>,
    pub status: String,
    pub approved: bool,
    #[oai(nullable)]
    pub age: Option<u32>,
    pub level: i32,
    pub hp: i32,
    pub current_hp: i32,
    pub max_hp: i32,
    pub mp: i32,
    pub current_mp: i32,
    pub max_mp: i32,
    pub stamina: i32,
    pub current_stamina: i32,
    pub max_stamina: i32,
}

impl ProfileDataBody {
    fn new(character: &Character, rank: &str, vitals: Vitals) -> Self {
        ProfileDataBody {
            id: character.user_id.0,
            character_id: character.id.0,
            avatar: character.avatar.clone(),
            user_name: character.name.to_string(),
            nickname: character.name.to_string(),
            user: character.name.to_string(),
            race: character.race.to_string(),
            gender: character.gender.to_string(),
            role: rank.to_owned(),
            magic: character.magic.map(|m| m.to_string()),
            description: character.description.clone(),
            achievements: character.achievements.clone(),
            achievement_list: character.achievement_list(),
            status: character.status.clone(),
            approved: character.approved,
            age: character.age.map(|a| a.years()),
            level: vitals.level,
            hp: vitals.hp,
            current_hp: vitals.hp,
            max_hp: vitals.max_hp,
            mp: vitals.mp,
            current_mp: vitals.mp,
            max_mp: vitals.max_mp,
            stamina: vitals.stamina,
            current_stamina: vitals.stamina,
            max_stamina: vitals.max_stamina,
        }
    }
}

/// A profile with whether the viewer may edit it.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ProfileBody {
    pub profile_data: ProfileDataBody,
    pub editable: bool,
}

impl ProfileBody {
    /// The profile with the arena's level, health and stamina.
    pub fn new(view: &ProfileView, vitals: Vitals) -> Self {
        ProfileBody {
            profile_data: ProfileDataBody::new(&view.character, &view.rank, vitals),
            editable: view.editable,
        }
    }
}

/// A secondary character (spec 1 §3).
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct SecondaryCharacterBody {
    pub id: i64,
    pub user_id: i64,
    pub name: String,
    pub race: String,
    pub gender: String,
    #[oai(nullable)]
    pub age: Option<u32>,
    #[oai(nullable)]
    pub magic: Option<String>,
    #[oai(nullable)]
    pub rank: Option<String>,
    pub description: String,
    pub achievements: String,
    pub status: String,
    pub approved: bool,
    #[oai(nullable)]
    pub avatar: Option<String>,
    /// Slot 1 or 2.
    pub character_number: u8,
}

impl From<&Character> for SecondaryCharacterBody {
    fn from(c: &Character) -> Self {
        SecondaryCharacterBody {
            id: c.id.0,
            user_id: c.user_id.0,
            name: c.name.to_string(),
            race: c.race.to_string(),
            gender: c.gender.to_string(),
            age: c.age.map(|a| a.years()),
            magic: c.magic.map(|m| m.to_string()),
            rank: c.rank.clone(),
            description: c.description.clone(),
            achievements: c.achievements.clone(),
            status: c.status.clone(),
            approved: c.approved,
            avatar: c.avatar.clone(),
            character_number: c.slot.number(),
        }
    }
}

/// An account's secondary characters.
#[derive(Debug, Object)]
pub struct SecondaryListBody {
    pub characters: Vec<SecondaryCharacterBody>,
}

/// The secondary-character form.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct CreateSecondaryBody {
    /// The account the character belongs to: must be the caller's.
    pub user_id: i64,
    #[oai(default)]
    pub name: String,
    #[oai(default)]
    pub race: String,
    #[oai(default)]
    pub gender: String,
    /// 'Tak' or 'Nie'.
    #[oai(default)]
    pub magic: String,
    /// 1–9999, optional.
    #[oai(nullable)]
    pub age: Option<i64>,
}

/// A created secondary character.
#[derive(Debug, Object)]
pub struct CreatedSecondaryBody {
    pub message: String,
    pub character: SecondaryCharacterBody,
}

/// A skill on a character card.
#[derive(Debug, Object)]
pub struct SkillBody {
    pub id: i64,
    pub name: String,
    /// 1–6.
    pub level: u8,
    pub description: String,
    pub hidden: bool,
}

/// A flaw on a character card.
#[derive(Debug, Object)]
pub struct FlawBody {
    pub id: i64,
    pub name: String,
    pub description: String,
    pub hidden: bool,
}

/// A character card; hidden entries are included for admins only.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct CardBody {
    pub name: String,
    #[oai(nullable)]
    pub age: Option<u32>,
    #[oai(nullable)]
    pub magic: Option<String>,
    pub skills: Vec<SkillBody>,
    pub flaws: Vec<FlawBody>,
}

/// `{characterCard}`.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct CharacterCardBody {
    pub character_card: CardBody,
}

impl From<&CharacterCard> for CharacterCardBody {
    fn from(card: &CharacterCard) -> Self {
        let skill = |e: &CardEntry| SkillBody {
            id: e.id.0,
            name: e.name.clone(),
            level: e.level.unwrap_or(1),
            description: e.description.clone(),
            hidden: e.hidden,
        };
        let flaw = |e: &CardEntry| FlawBody {
            id: e.id.0,
            name: e.name.clone(),
            description: e.description.clone(),
            hidden: e.hidden,
        };
        CharacterCardBody {
            character_card: CardBody {
                name: card.character.name.to_string(),
                age: card.character.age.map(|a| a.years()),
                magic: card.character.magic.map(|m| m.to_string()),
                skills: card.skills.iter().map(skill).collect(),
                flaws: card.flaws.iter().map(flaw).collect(),
            },
        }
    }
}

/// The card fields a PUT may change; skills and flaws have calls of their own.
#[derive(Debug, Object)]
pub struct CardChangesBody {
    /// Admins only.
    #[oai(default, nullable)]
    pub name: Option<String>,
    /// 1–9999; `null` clears it; leave it out to keep it.
    #[oai(default, nullable)]
    pub age: MaybeUndefined<i64>,
    /// Editors choose it once; admins may change it.
    #[oai(default, nullable)]
    pub magic: Option<String>,
}

/// `{characterCard: {name, age, magic}}`.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct UpdateCardBody {
    pub character_card: CardChangesBody,
}

impl From<UpdateCardBody> for CardChanges {
    fn from(body: UpdateCardBody) -> Self {
        let card = body.character_card;
        CardChanges {
            name: card.name,
            age: match card.age {
                MaybeUndefined::Undefined => None,
                MaybeUndefined::Null => Some(None),
                MaybeUndefined::Value(age) => Some(Some(age)),
            },
            magic: card.magic,
        }
    }
}

/// A skill form.
#[derive(Debug, Object)]
pub struct SkillForm {
    #[oai(default)]
    pub name: String,
    #[oai(nullable)]
    pub level: Option<i64>,
    #[oai(default)]
    pub description: String,
    /// Admins only; ignored for others.
    #[oai(default)]
    pub hidden: bool,
}

impl From<SkillForm> for CardEntryForm {
    fn from(form: SkillForm) -> Self {
        CardEntryForm {
            name: form.name,
            level: form.level,
            description: form.description,
            hidden: form.hidden,
        }
    }
}

/// A flaw form.
#[derive(Debug, Object)]
pub struct FlawForm {
    #[oai(default)]
    pub name: String,
    #[oai(default)]
    pub description: String,
    /// Admins only; ignored for others.
    #[oai(default)]
    pub hidden: bool,
}

/// A flaw has no level.
impl From<FlawForm> for CardEntryForm {
    fn from(form: FlawForm) -> Self {
        CardEntryForm {
            name: form.name,
            level: None,
            description: form.description,
            hidden: form.hidden,
        }
    }
}

/// A created skill or flaw.
#[derive(Debug, Object)]
pub struct CreatedEntryBody {
    pub message: String,
    pub id: i64,
}

/// A status line.
#[derive(Debug, Object)]
pub struct StatusBody {
    #[oai(default)]
    pub status: String,
}

/// A description (rich HTML).
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct DescriptionBody {
    pub description: String,
    /// Whose main description (admins editing someone else's); the caller's when left out.
    #[oai(nullable)]
    pub user_id: Option<i64>,
}

/// The stored (sanitized) description.
#[derive(Debug, Object)]
pub struct SavedDescriptionBody {
    pub message: String,
    pub description: String,
}

/// An approval.
#[derive(Debug, Object)]
pub struct ApprovalBody {
    pub approved: bool,
}

/// The one-time magic choice.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct MagicBody {
    #[oai(default)]
    pub magic: String,
    /// Whose main character (admins); the caller's when left out.
    #[oai(nullable)]
    pub user_id: Option<i64>,
}

/// A main character's six stats, wherever a call shows them (the admin panel's stats tool, the
/// arena, the player's stats card).
#[derive(Debug, Object)]
pub struct StatsBody {
    pub strength: i32,
    pub dexterity: i32,
    pub speed: i32,
    pub intelligence: i32,
    pub willpower: i32,
    pub endurance: i32,
}

impl From<Stats> for StatsBody {
    fn from(s: Stats) -> Self {
        StatsBody {
            strength: s.strength,
            dexterity: s.dexterity,
            speed: s.speed,
            intelligence: s.intelligence,
            willpower: s.willpower,
            endurance: s.endurance,
        }
    }
}
