use crate::access::Forbidden;
use crate::shared::{DomainError, ErrorKind, InfraError, RateLimited};

use super::{
    CardEntryKind, MAX_ACHIEVEMENTS_CHARS, MAX_CARD_ENTRIES_PER_KIND, MAX_INFORMACJA_CHARS,
};

/// Every refusal of the characters area; the `Display` text is shown to players as it is.
#[derive(Debug, thiserror::Error)]
pub enum CharacterError {
    #[error("Uzupełnij wszystkie pola!")]
    MissingFields,
    #[error("Imię postaci jest wymagane!")]
    NameRequired,
    #[error("Rasa jest wymagana!")]
    RaceRequired,
    #[error("Płeć jest wymagana!")]
    GenderRequired,
    #[error("Zdolności magiczne są wymagane!")]
    MagicRequired,
    #[error("Imię postaci musi mieć od 3 do 30 znaków")]
    NameLength,
    #[error("Imię postaci zawiera niedozwolone znaki")]
    NameCharacters,
    #[error("„Nowa Postać” to nie imię — wybierz imię dla swojej postaci")]
    NameReserved,
    #[error("Nieznana płeć — wybierz: Kobieta lub Mężczyzna")]
    UnknownGender,
    #[error("Nieznana rasa — wybierz: Człowiek, Wampir lub Wilkołak")]
    UnknownRace,
    #[error("Zdolności magiczne muszą mieć wartość Tak lub Nie")]
    UnknownMagic,
    #[error("Wiek musi być liczbą między 1 a 9999")]
    AgeRange,
    #[error("Status nie może być dłuższy niż 128 znaków")]
    StatusTooLong,
    #[error("Nazwa umiejętności jest wymagana")]
    SkillNameRequired,
    #[error("Nazwa wady jest wymagana")]
    FlawNameRequired,
    #[error("Nazwa zawiera niewidoczne albo niedozwolone znaki.")]
    CardNameCharacters,
    #[error("Poziom umiejętności musi być między 1 a 6")]
    SkillLevel,
    #[error("Nazwa może mieć najwyżej 100 znaków, a opis 2000")]
    CardTextTooLong,
    #[error("Opis jest za długi")]
    DescriptionTooLong,
    #[error("Karta może mieć najwyżej {MAX_CARD_ENTRIES_PER_KIND} umiejętności")]
    SkillLimit,
    #[error("Karta może mieć najwyżej {MAX_CARD_ENTRIES_PER_KIND} wad")]
    FlawLimit,
    #[error("Zmieniasz kartę postaci zbyt szybko — odczekaj chwilę")]
    TooFast(RateLimited),
    #[error("Zmieniasz postać zbyt szybko — odczekaj chwilę")]
    ChangingTooFast(RateLimited),
    #[error("Szukasz postaci zbyt szybko — odczekaj chwilę")]
    SearchingTooFast(RateLimited),
    #[error("Pobierasz karty zbyt często — odczekaj chwilę")]
    DownloadingTooFast(RateLimited),
    #[error("Masz już postać główną")]
    AlreadyHasMainCharacter,
    #[error("Najpierw stwórz postać główną")]
    NoMainCharacter,
    #[error("Możesz mieć najwyżej dwie postacie poboczne")]
    SecondaryLimit,
    #[error("Zdolności magiczne zostały już wybrane — to wybór jednorazowy")]
    MagicAlreadyChosen,
    #[error("Nie ma takiej postaci")]
    NotFound,
    #[error("Nie ma takiej umiejętności ani wady")]
    EntryNotFound,
    #[error(transparent)]
    Forbidden(#[from] Forbidden),
    #[error("Nie masz uprawnień do edycji karty postaci!")]
    CardForbidden,
    #[error("Nie masz uprawnień do zmiany tego avatara!")]
    AvatarForbidden,
    #[error("Status możesz zmieniać tylko na swoim profilu")]
    StatusForbidden,
    #[error("Postacie poboczne może tworzyć tylko właściciel konta")]
    SecondaryForbidden,
    #[error("Podaj ID gracza")]
    UserIdRequired,
    #[error("Podaj ID postaci pobocznej")]
    SecondaryIdRequired,
    #[error("Podaj ID gracza i nowy nick")]
    NicknameRequired,
    #[error("Podaj ID gracza i osiągnięcie")]
    AchievementRequired,
    #[error("Wybierz postać i podaj osiągnięcie")]
    SecondaryAchievementRequired,
    #[error("Ten użytkownik nie ma postaci pobocznych")]
    NoSecondaryCharacters,
    #[error("Ten gracz nie ma postaci głównej")]
    NoMainCharacterOf,
    #[error("Osiągnięcia mogą mieć najwyżej {MAX_ACHIEVEMENTS_CHARS} znaków")]
    AchievementsTooLong,
    #[error("Informacja może mieć najwyżej {MAX_INFORMACJA_CHARS} znaków")]
    InformacjaTooLong,
    #[error("Statystyki muszą być liczbami całkowitymi od 0 do 9999")]
    StatRange,
    #[error(transparent)]
    Infra(#[from] InfraError),
}

impl CharacterError {
    /// The card already holds [`MAX_CARD_ENTRIES_PER_KIND`] entries of `kind`.
    pub fn entry_limit(kind: CardEntryKind) -> Self {
        match kind {
            CardEntryKind::Skill => CharacterError::SkillLimit,
            CardEntryKind::Flaw => CharacterError::FlawLimit,
        }
    }
}

impl DomainError for CharacterError {
    fn kind(&self) -> ErrorKind {
        use CharacterError::*;
        match self {
            MissingFields
            | NameRequired
            | RaceRequired
            | GenderRequired
            | MagicRequired
            | NameLength
            | NameCharacters
            | NameReserved
            | UnknownGender
            | UnknownRace
            | UnknownMagic
            | AgeRange
            | StatusTooLong
            | SkillNameRequired
            | FlawNameRequired
            | CardNameCharacters
            | SkillLevel
            | CardTextTooLong
            | DescriptionTooLong
            | UserIdRequired
            | SecondaryIdRequired
            | NicknameRequired
            | AchievementRequired
            | SecondaryAchievementRequired
            | AchievementsTooLong
            | InformacjaTooLong
            | StatRange => ErrorKind::Invalid,
            AlreadyHasMainCharacter
            | NoMainCharacter
            | SecondaryLimit
            | MagicAlreadyChosen
            | SkillLimit
            | FlawLimit => ErrorKind::Conflict,
            TooFast(limited)
            | ChangingTooFast(limited)
            | SearchingTooFast(limited)
            | DownloadingTooFast(limited) => ErrorKind::TooManyRequests(limited.retry_after),
            NotFound | EntryNotFound | NoSecondaryCharacters | NoMainCharacterOf => {
                ErrorKind::NotFound
            }
            Forbidden(_) | CardForbidden | AvatarForbidden | StatusForbidden
            | SecondaryForbidden => ErrorKind::Forbidden,
            Infra(_) => ErrorKind::Internal,
        }
    }

    fn code(&self) -> &'static str {
        use CharacterError::*;
        match self {
            MissingFields => "missing_fields",
            NameRequired => "name_required",
            RaceRequired => "race_required",
            GenderRequired => "gender_required",
            MagicRequired => "magic_required",
            NameLength => "name_length",
            NameCharacters => "name_characters",
            NameReserved => "name_reserved",
            UnknownGender => "unknown_gender",
            UnknownRace => "unknown_race",
            UnknownMagic => "unknown_magic",
            AgeRange => "age_range",
            StatusTooLong => "status_too_long",
            SkillNameRequired => "skill_name_required",
            FlawNameRequired => "flaw_name_required",
            CardNameCharacters => "card_name_characters",
            SkillLevel => "skill_level",
            CardTextTooLong => "card_text_too_long",
            DescriptionTooLong => "description_too_long",
            AlreadyHasMainCharacter => "character_exists",
            NoMainCharacter => "no_main_character",
            SecondaryLimit => "secondary_limit",
            SkillLimit => "skill_limit",
            FlawLimit => "flaw_limit",
            TooFast(_) | ChangingTooFast(_) | SearchingTooFast(_) | DownloadingTooFast(_) => {
                "too_fast"
            }
            MagicAlreadyChosen => "magic_already_chosen",
            NotFound => "character_not_found",
            EntryNotFound => "card_entry_not_found",
            Forbidden(_) => "forbidden",
            CardForbidden => "card_forbidden",
            AvatarForbidden => "avatar_forbidden",
            StatusForbidden => "status_forbidden",
            SecondaryForbidden => "secondary_forbidden",
            UserIdRequired => "user_required",
            SecondaryIdRequired => "secondary_character_required",
            NicknameRequired => "nickname_required",
            AchievementRequired => "achievement_required",
            SecondaryAchievementRequired => "secondary_achievement_required",
            NoSecondaryCharacters => "no_secondary_characters",
            NoMainCharacterOf => "no_main_character_of_user",
            AchievementsTooLong => "achievements_too_long",
            InformacjaTooLong => "informacja_too_long",
            StatRange => "stat_range",
            Infra(_) => "internal",
        }
    }
}
