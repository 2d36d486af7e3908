use crate::access::Forbidden;
use crate::shared::{DomainError, ErrorKind, InfraError, RateLimited};

use super::{EquipmentKind, MAX_DESCRIPTION_CHARS, MAX_NAME_CHARS};

/// Every refusal of the equipment and the arena; the `Display` text is shown as it is.
#[derive(Debug, thiserror::Error)]
pub enum ArenaError {
    #[error("Najpierw stwórz postać.")]
    NoCharacter,
    #[error("Wybierz broń i zbroję!")]
    ChooseBoth,
    #[error("Nie ma takiej broni ani zbroi.")]
    UnknownArchetype,
    #[error("{} jest tylko dla postaci władających magią.", match .0 { EquipmentKind::Weapon => "Ta broń", EquipmentKind::Armor => "Ta zbroja" })]
    NeedsMagic(EquipmentKind),
    #[error("Ekwipunek został już wybrany — możesz go zmienić.")]
    AlreadyEquipped,
    #[error("Najpierw wybierz broń i zbroję w Ekwipunku.")]
    NotEquipped,
    /// A change to the item already worn would only reset its level.
    #[error("Już używasz tego przedmiotu.")]
    AlreadyWorn,
    #[error("Nie ma takiego potwora.")]
    UnknownMonster,
    #[error("Brak staminy! Poczekaj do 5:00 rano.")]
    NoStamina,
    #[error("Masz już trwającą walkę — dokończ ją.")]
    FightUnderWay,
    #[error("Nie znaleziono walki.")]
    CombatNotFound,
    #[error("Ta walka już się zakończyła.")]
    CombatOver,
    #[error("Ten ruch rozegrał się już w innym oknie — odśwież walkę i spróbuj jeszcze raz.")]
    TurnTaken,
    #[error("Nieznany rodzaj ekwipunku — broń (weapon) albo zbroja (armor).")]
    UnknownKind,
    #[error("Rodzaju ekwipunku (broń lub zbroja) nie można zmienić.")]
    KindFixed,
    #[error("Nieznana statystyka.")]
    UnknownStat,
    #[error("Nazwa jest wymagana.")]
    NameRequired,
    #[error("Nazwa może mieć najwyżej {MAX_NAME_CHARS} znaków, a opis {MAX_DESCRIPTION_CHARS}.")]
    TooLong,
    #[error("Liczby są poza dozwolonym zakresem.")]
    NumberRange,
    #[error("Areną rządzi już najwięcej potworów i ekwipunku, ile może — usuń coś najpierw.")]
    Full,
    #[error("Tego ekwipunku ktoś używa — nie można go usunąć.")]
    InUse,
    #[error("Nie można usunąć ostatniej broni ani ostatniej zbroi.")]
    LastOfItsKind,
    #[error("Walczysz zbyt szybko — odczekaj chwilę.")]
    TooFast(RateLimited),
    #[error("Zbyt często zmieniasz ekwipunek — odczekaj chwilę.")]
    EquipTooFast(RateLimited),
    #[error(transparent)]
    Forbidden(#[from] Forbidden),
    #[error(transparent)]
    Infra(#[from] InfraError),
}

impl DomainError for ArenaError {
    fn kind(&self) -> ErrorKind {
        use ArenaError as E;
        match self {
            E::ChooseBoth
            | E::UnknownKind
            | E::UnknownStat
            | E::KindFixed
            | E::NameRequired
            | E::TooLong
            | E::NumberRange
            | E::NeedsMagic(_) => ErrorKind::Invalid,
            E::UnknownArchetype | E::UnknownMonster | E::CombatNotFound => ErrorKind::NotFound,
            E::NoCharacter
            | E::AlreadyEquipped
            | E::NotEquipped
            | E::AlreadyWorn
            | E::NoStamina
            | E::FightUnderWay
            | E::CombatOver
            | E::TurnTaken
            | E::Full
            | E::InUse
            | E::LastOfItsKind => ErrorKind::Conflict,
            E::TooFast(limited) | E::EquipTooFast(limited) => {
                ErrorKind::TooManyRequests(limited.retry_after)
            }
            E::Forbidden(_) => ErrorKind::Forbidden,
            E::Infra(_) => ErrorKind::Internal,
        }
    }

    fn code(&self) -> &'static str {
        use ArenaError as E;
        match self {
            E::NoCharacter => "no_character",
            E::ChooseBoth => "choose_weapon_and_armor",
            E::UnknownArchetype => "unknown_archetype",
            E::NeedsMagic(_) => "needs_magic",
            E::AlreadyEquipped => "already_equipped",
            E::NotEquipped => "not_equipped",
            E::AlreadyWorn => "already_worn",
            E::UnknownMonster => "unknown_monster",
            E::NoStamina => "no_stamina",
            E::FightUnderWay => "fight_under_way",
            E::CombatNotFound => "combat_not_found",
            E::CombatOver => "combat_over",
            E::TurnTaken => "turn_taken",
            E::UnknownKind => "unknown_kind",
            E::UnknownStat => "unknown_stat",
            E::KindFixed => "kind_fixed",
            E::NameRequired => "name_required",
            E::TooLong => "too_long",
            E::NumberRange => "number_range",
            E::Full => "arena_full",
            E::InUse => "in_use",
            E::LastOfItsKind => "last_of_its_kind",
            E::TooFast(_) | E::EquipTooFast(_) => "too_fast",
            E::Forbidden(_) => "forbidden",
            E::Infra(_) => "internal",
        }
    }
}
