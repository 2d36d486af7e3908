use std::time::Duration;

use super::{
    Age, CardEntry, CardEntryDraft, CardEntryId, CardEntryKind, Character, CharacterCard,
    CharacterChange, CharacterError, CharacterId, CharacterName, CharacterPorts, Gender,
    MAX_DESCRIPTION_BYTES, MAX_SECONDARY_CHARACTERS, Magic, NewCharacter, Race, Slot, StatusLine,
};
use crate::access::{Actor, Forbidden, GameActor, Permission};
use crate::live::{LiveEvent, PolledList};
use crate::shared::{InfraError, RateRule, UserId};

/// Writes to a card's skills and flaws (adds, edits, deletes) one player may make, on any card
/// (admins included): far more than filling a card by hand takes, too few to flood one.
pub const CARD_WRITE_RATE: RateRule =
    RateRule { name: "card_write", max: 60, window: Duration::from_secs(600) };
/// Changes to a character's own fields — the card's age, name and magic, the status line, the
/// description — and secondary characters made or deleted, one player may make: each rewrites
/// rows (a description up to 200 KB) and tells the profile's readers.
pub const CHARACTER_CHANGE_RATE: RateRule =
    RateRule { name: "character_change", max: 30, window: Duration::from_secs(600) };

/// Cards one player may download as a PDF: writing one takes a server thread up to a second for
/// the largest card, so a few a minute, far more than a reader needs.
pub const CARD_DOCUMENT_RATE: RateRule =
    RateRule { name: "card_document", max: 20, window: Duration::from_secs(600) };

/// The main-character form as sent.
#[derive(Debug, Clone, Default)]
pub struct NewMainCharacter {
    pub name: String,
    pub gender: String,
    pub race: String,
}

/// The secondary-character form as sent.
#[derive(Debug, Clone, Default)]
pub struct NewSecondaryCharacter {
    pub name: String,
    pub race: String,
    pub gender: String,
    pub magic: String,
    pub age: Option<i64>,
}

/// A skill or flaw form as sent.
#[derive(Debug, Clone, Default)]
pub struct CardEntryForm {
    pub name: String,
    pub level: Option<i64>,
    pub description: String,
    pub hidden: bool,
}

/// Changes to a card's own fields (`None`: leave as it is).
#[derive(Debug, Clone, Default)]
pub struct CardChanges {
    pub name: Option<String>,
    /// `Some(None)` clears the age.
    pub age: Option<Option<i64>>,
    pub magic: Option<String>,
}

/// Which character a call is about: an account's main character (addressed by the account id,
/// as profiles are), a secondary character (by its own id), or any character by its id (the
/// back office's way).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CharacterTarget {
    Main(UserId),
    Secondary(CharacterId),
    Any(CharacterId),
}

/// A profile as a viewer sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProfileView {
    pub character: Character,
    /// The rank shown: the character's own, or its account's role.
    pub rank: String,
    /// The viewer may edit it (its owner, or an admin).
    pub editable: bool,
}

/// Who may change a character: its owner, or whoever may edit anyone's.
pub fn may_edit(actor: &Actor, character: &Character) -> bool {
    actor.owns_or_may(character.user_id, Permission::EditAnyCharacter)
}

/// Characters, their profiles and their cards.
pub struct CharacterService {
    pub(super) ports: CharacterPorts,
}

impl CharacterService {
    pub fn new(ports: CharacterPorts) -> Self {
        CharacterService { ports }
    }

    /// Characters by the start of their name for a field that wants a player or a character
    /// ("zmij" suggests "Żmijan"): anyone in the game may ask; at most [`MAX_SUGGESTIONS`]
    /// (`limit` fewer), the participants of `session` first, then the players online. Blank text
    /// suggests nothing.
    ///
    /// # Errors
    /// [`CharacterError::SearchingTooFast`] past [`NAME_SEARCH_RATE`].
    pub async fn suggest(
        &self,
        actor: &GameActor,
        text: &str,
        session: Option<crate::sessions::SessionId>,
        limit: Option<u32>,
    ) -> Result<Vec<super::Suggestion>, CharacterError> {
        self.ports
            .common
            .slow_down(super::NAME_SEARCH_RATE, actor.id(), CharacterError::SearchingTooFast)
            .await?;
        let Some(query) = super::NameQuery::parse(text) else { return Ok(Vec::new()) };
        let limit = limit.unwrap_or(super::MAX_SUGGESTIONS).clamp(1, super::MAX_SUGGESTIONS);
        let online_since = self.ports.common.now() - crate::profiles::ONLINE_WINDOW;
        let wanted =
            super::SuggestionsWanted { query, asker: actor.id(), session, online_since, limit };
        Ok(self.ports.characters.suggest(&wanted).await?)
    }

    /// A service over `characters` whose guards let everything through, for other areas' unit
    /// tests (they use it for its characters, not its cards).
    #[cfg(test)]
    pub(crate) fn for_tests(
        characters: impl super::CharacterRepository + 'static,
        sanitizer: impl crate::shared::HtmlSanitizer + 'static,
        common: crate::shared::CommonPorts,
    ) -> Self {
        CharacterService::new(CharacterPorts {
            characters: std::sync::Arc::new(characters),
            sanitizer: std::sync::Arc::new(sanitizer),
            guards: crate::shared::open_guards(),
            common,
        })
    }

    /// Writes one change to a character. A main character's is a change of its owner's profile,
    /// announced so that the profile's polls stop answering "not modified".
    pub(super) async fn change(
        &self,
        character: &Character,
        change: CharacterChange,
    ) -> Result<bool, InfraError> {
        let changed = self.ports.characters.update(character.id, change).await?;
        self.profile_changed(character.user_id, character.slot).await;
        Ok(changed)
    }

    /// Announces that what `user`'s profile shows changed, when the character in `slot` is the
    /// one it shows (their main character).
    async fn profile_changed(&self, user: UserId, slot: Slot) {
        if slot == Slot::Main {
            self.ports.common.live.publish(LiveEvent::Changed(PolledList::Profile(user))).await;
        }
    }

    /// Tells the online list that what it shows of a player changed (a main character's name
    /// or avatar, or the main character itself).
    async fn online_entry_changed(&self) {
        self.ports.common.live.publish(LiveEvent::Changed(PolledList::OnlinePlayers)).await;
    }

    /// The caller's own main character, if they have one (asked before the game's checks, so
    /// that a blocked player's site still knows them).
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn own_main_character(
        &self,
        actor: &Actor,
    ) -> Result<Option<Character>, CharacterError> {
        Ok(self.ports.characters.find_main(actor.id()).await?)
    }

    /// Creates the account's one main character.
    ///
    /// # Errors
    /// A missing field, a name outside 3–30 characters, an unknown gender or race, or an account
    /// that already has a main character.
    pub async fn create_main(
        &self,
        actor: &GameActor,
        form: NewMainCharacter,
    ) -> Result<Character, CharacterError> {
        if [&form.name, &form.gender, &form.race].iter().any(|field| field.trim().is_empty()) {
            return Err(CharacterError::MissingFields);
        }
        let character = NewCharacter {
            user_id: actor.id(),
            slot: Slot::Main,
            name: CharacterName::parse(&form.name)?,
            gender: Gender::parse(&form.gender)?,
            race: Race::parse(&form.race)?,
            age: None,
            magic: None,
            created_at: self.ports.common.now(),
        };
        let created = self.ports.characters.create(character).await?;
        self.online_entry_changed().await;
        self.profile_changed(created.user_id, Slot::Main).await;
        Ok(created)
    }

    /// The profile of an account's main character.
    ///
    /// # Errors
    /// [`CharacterError::NotFound`] when the account has no main character.
    pub async fn profile(
        &self,
        actor: &GameActor,
        user: UserId,
    ) -> Result<ProfileView, CharacterError> {
        let character = self.resolve(CharacterTarget::Main(user)).await?;
        let rank = match &character.rank {
            Some(rank) => rank.clone(),
            None => {
                self.ports.characters.owner_role(user).await?.unwrap_or_default().label().to_owned()
            }
        };
        Ok(ProfileView { editable: may_edit(actor, &character), rank, character })
    }

    /// The account's secondary characters, by slot.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn secondaries(
        &self,
        _actor: &GameActor,
        user: UserId,
    ) -> Result<Vec<Character>, CharacterError> {
        let all = self.ports.characters.list_for_user(user).await?;
        Ok(all.into_iter().filter(|c| !c.is_main()).collect())
    }

    /// Every character of the account, main first.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn all_of(
        &self,
        _actor: &GameActor,
        user: UserId,
    ) -> Result<Vec<Character>, CharacterError> {
        Ok(self.ports.characters.list_for_user(user).await?)
    }

    /// Creates a secondary character in the first free slot (1, then 2); only for oneself.
    ///
    /// # Errors
    /// Another account, a missing field, a bad value, no main character, or both slots taken.
    pub async fn create_secondary(
        &self,
        actor: &GameActor,
        owner: UserId,
        form: NewSecondaryCharacter,
    ) -> Result<Character, CharacterError> {
        if !actor.is(owner) {
            return Err(CharacterError::SecondaryForbidden);
        }
        self.ports
            .common
            .slow_down(CHARACTER_CHANGE_RATE, actor.id(), CharacterError::ChangingTooFast)
            .await?;
        let required = [
            (&form.name, CharacterError::NameRequired),
            (&form.race, CharacterError::RaceRequired),
            (&form.gender, CharacterError::GenderRequired),
            (&form.magic, CharacterError::MagicRequired),
        ];
        for (value, missing) in required {
            if value.trim().is_empty() {
                return Err(missing);
            }
        }
        let name = CharacterName::parse(&form.name)?;
        let race = Race::parse(&form.race)?;
        let gender = Gender::parse(&form.gender)?;
        let magic = Magic::parse(&form.magic)?;
        let age = form.age.map(Age::new).transpose()?;

        let existing = self.ports.characters.list_for_user(owner).await?;
        if !existing.iter().any(Character::is_main) {
            return Err(CharacterError::NoMainCharacter);
        }
        let slot = (1..=MAX_SECONDARY_CHARACTERS)
            .map(Slot::Secondary)
            .find(|slot| !existing.iter().any(|c| c.slot == *slot))
            .ok_or(CharacterError::SecondaryLimit)?;
        let character = NewCharacter {
            user_id: owner,
            slot,
            name,
            gender,
            race,
            age,
            magic: Some(magic),
            created_at: self.ports.common.now(),
        };
        self.ports.characters.create(character).await
    }

    /// Deletes a secondary character with its card (its owner or an admin).
    ///
    /// # Errors
    /// Not a secondary character, or not allowed.
    pub async fn delete_secondary(
        &self,
        actor: &GameActor,
        id: CharacterId,
    ) -> Result<(), CharacterError> {
        let character = self.resolve(CharacterTarget::Secondary(id)).await?;
        if !may_edit(actor, &character) {
            return Err(Forbidden.into());
        }
        self.ports
            .common
            .slow_down(CHARACTER_CHANGE_RATE, actor.id(), CharacterError::ChangingTooFast)
            .await?;
        self.ports.characters.delete(character.id).await?;
        Ok(())
    }

    /// Deletes all of the account's characters (the settings page's reset); the player then
    /// creates a new main character. Only for oneself.
    ///
    /// # Errors
    /// [`CharacterError::Forbidden`] for another account; storage failures.
    pub async fn reset(&self, actor: &GameActor, user: UserId) -> Result<(), CharacterError> {
        if !actor.is(user) {
            return Err(Forbidden.into());
        }
        if let Some(room) = self.ports.characters.delete_all_for_user(user).await? {
            self.ports.common.live.publish(LiveEvent::TavernPresence { room }).await;
        }
        self.online_entry_changed().await;
        self.profile_changed(user, Slot::Main).await;
        Ok(())
    }

    /// The character card; hidden skills and flaws are left out for everyone but admins.
    ///
    /// # Errors
    /// [`CharacterError::NotFound`].
    pub async fn card(
        &self,
        actor: &GameActor,
        target: CharacterTarget,
    ) -> Result<CharacterCard, CharacterError> {
        let character = self.resolve(target).await?;
        let entries = self.ports.characters.card_entries(character.id).await?;
        let sees_hidden = actor.may(Permission::HiddenCardEntries);
        let visible: Vec<CardEntry> =
            entries.into_iter().filter(|e| sees_hidden || !e.hidden).collect();
        let (skills, flaws) = visible.into_iter().partition(|e| e.kind == CardEntryKind::Skill);
        Ok(CharacterCard { character, skills, flaws })
    }

    /// The card as [`Self::card`] reads it, to be written as a document ('Pobierz Kartę'):
    /// at most [`CARD_DOCUMENT_RATE`] a player.
    ///
    /// # Errors
    /// As [`Self::card`]; [`CharacterError::DownloadingTooFast`] past the rate.
    pub async fn card_document(
        &self,
        actor: &GameActor,
        target: CharacterTarget,
    ) -> Result<CharacterCard, CharacterError> {
        let card = self.card(actor, target).await?;
        self.ports
            .common
            .slow_down(CARD_DOCUMENT_RATE, actor.id(), CharacterError::DownloadingTooFast)
            .await?;
        Ok(card)
    }

    /// Changes the card's own fields: age (editors), name (admins), magic (admins, or an editor
    /// choosing it for the first time).
    ///
    /// # Errors
    /// Not allowed, a bad value, or magic already chosen.
    pub async fn update_card(
        &self,
        actor: &GameActor,
        target: CharacterTarget,
        changes: CardChanges,
    ) -> Result<(), CharacterError> {
        let character = self.editable_card(actor, target).await?;
        let mut updates = Vec::new();
        let mut renamed = false;
        if let Some(name) = changes.name.filter(|n| n.trim() != character.name.as_str()) {
            actor.require(Permission::RenameCharacters)?;
            updates.push(CharacterChange::Name(CharacterName::parse(&name)?));
            renamed = true;
        }
        if let Some(age) = changes.age {
            updates.push(CharacterChange::Age(age.map(Age::new).transpose()?));
        }
        if let Some(magic) = changes.magic.filter(|m| !m.trim().is_empty()) {
            let magic = Magic::parse(&magic)?;
            if character.magic != Some(magic) {
                if character.magic.is_some() && !actor.may(Permission::ChangeChosenMagic) {
                    return Err(CharacterError::MagicAlreadyChosen);
                }
                updates.push(CharacterChange::Magic(magic));
            }
        }
        if !updates.is_empty() {
            self.ports
                .common
                .slow_down(CHARACTER_CHANGE_RATE, actor.id(), CharacterError::ChangingTooFast)
                .await?;
        }
        for change in updates {
            self.change(&character, change).await?;
        }
        if renamed && character.slot == Slot::Main {
            self.online_entry_changed().await;
        }
        Ok(())
    }

    /// Adds a skill or flaw; only admins may mark it hidden. A card holds at most
    /// [`MAX_CARD_ENTRIES_PER_KIND`](super::MAX_CARD_ENTRIES_PER_KIND) skills and as many
    /// flaws, whoever adds them.
    ///
    /// # Errors
    /// Not allowed, a bad form, a full card ([`CharacterError::SkillLimit`],
    /// [`CharacterError::FlawLimit`]) or too many card writes ([`CharacterError::TooFast`]).
    pub async fn add_card_entry(
        &self,
        actor: &GameActor,
        target: CharacterTarget,
        kind: CardEntryKind,
        form: CardEntryForm,
    ) -> Result<CardEntry, CharacterError> {
        let character = self.editable_card(actor, target).await?;
        let hidden = actor.may(Permission::HiddenCardEntries) && form.hidden;
        let draft = CardEntryDraft::new(kind, &form.name, form.level, &form.description, hidden)?;
        self.ports.common.slow_down(CARD_WRITE_RATE, actor.id(), CharacterError::TooFast).await?;
        self.ports.characters.add_card_entry(character.id, draft, self.ports.common.now()).await
    }

    /// Changes a skill or flaw; a non-admin keeps its hidden flag and cannot reach hidden ones.
    ///
    /// # Errors
    /// Not allowed, no such entry, a bad form, or too many card writes.
    pub async fn update_card_entry(
        &self,
        actor: &GameActor,
        target: CharacterTarget,
        kind: CardEntryKind,
        entry: CardEntryId,
        form: CardEntryForm,
    ) -> Result<(), CharacterError> {
        let character = self.editable_card(actor, target).await?;
        let current = self.reachable_entry(actor, &character, kind, entry).await?;
        let hidden =
            if actor.may(Permission::HiddenCardEntries) { form.hidden } else { current.hidden };
        let draft = CardEntryDraft::new(kind, &form.name, form.level, &form.description, hidden)?;
        self.ports.common.slow_down(CARD_WRITE_RATE, actor.id(), CharacterError::TooFast).await?;
        if self.ports.characters.update_card_entry(character.id, entry, draft).await? {
            Ok(())
        } else {
            Err(CharacterError::EntryNotFound)
        }
    }

    /// Deletes a skill or flaw.
    ///
    /// # Errors
    /// Not allowed, no such entry, or too many card writes.
    pub async fn delete_card_entry(
        &self,
        actor: &GameActor,
        target: CharacterTarget,
        kind: CardEntryKind,
        entry: CardEntryId,
    ) -> Result<(), CharacterError> {
        let character = self.editable_card(actor, target).await?;
        self.reachable_entry(actor, &character, kind, entry).await?;
        self.ports.common.slow_down(CARD_WRITE_RATE, actor.id(), CharacterError::TooFast).await?;
        if self.ports.characters.delete_card_entry(character.id, entry).await? {
            Ok(())
        } else {
            Err(CharacterError::EntryNotFound)
        }
    }

    /// Sets the status line; only on one's own characters.
    ///
    /// # Errors
    /// Someone else's character, or over 128 characters.
    pub async fn set_status(
        &self,
        actor: &GameActor,
        target: CharacterTarget,
        status: &str,
    ) -> Result<String, CharacterError> {
        let character = self.resolve(target).await?;
        if !actor.is(character.user_id) {
            return Err(CharacterError::StatusForbidden);
        }
        let status = StatusLine::parse(status)?;
        self.ports
            .common
            .slow_down(CHARACTER_CHANGE_RATE, actor.id(), CharacterError::ChangingTooFast)
            .await?;
        self.change(&character, CharacterChange::Status(status.as_str().to_owned())).await?;
        Ok(status.as_str().to_owned())
    }

    /// Sets the description, sanitized to the editor's allow-list.
    ///
    /// # Errors
    /// Not allowed, or too long.
    pub async fn set_description(
        &self,
        actor: &GameActor,
        target: CharacterTarget,
        html: &str,
    ) -> Result<String, CharacterError> {
        let character = self.resolve(target).await?;
        if !may_edit(actor, &character) {
            return Err(Forbidden.into());
        }
        let clean = self.ports.common.rich_text(&*self.ports.sanitizer, actor.id(), html).await;
        if clean.len() > MAX_DESCRIPTION_BYTES {
            return Err(CharacterError::DescriptionTooLong);
        }
        self.ports
            .common
            .slow_down(CHARACTER_CHANGE_RATE, actor.id(), CharacterError::ChangingTooFast)
            .await?;
        self.change(&character, CharacterChange::Description(clean.clone())).await?;
        Ok(clean)
    }

    /// Approves or unapproves a character (a moderation step: it needs no game admission, so
    /// the profile page and the back office both come here).
    ///
    /// # Errors
    /// [`CharacterError::Forbidden`] without [`Permission::ApproveCharacters`];
    /// [`CharacterError::NotFound`].
    pub async fn set_approval(
        &self,
        actor: &Actor,
        target: CharacterTarget,
        approved: bool,
    ) -> Result<(), CharacterError> {
        actor.require(Permission::ApproveCharacters)?;
        let character = self.resolve(target).await?;
        if self.change(&character, CharacterChange::Approved(approved)).await? {
            Ok(())
        } else {
            Err(CharacterError::NotFound)
        }
    }

    /// The one-time magic choice ('Tak' or 'Nie').
    ///
    /// # Errors
    /// Not allowed, not 'Tak'/'Nie', or already chosen.
    pub async fn choose_magic(
        &self,
        actor: &GameActor,
        target: CharacterTarget,
        magic: &str,
    ) -> Result<Magic, CharacterError> {
        let character = self.resolve(target).await?;
        if !may_edit(actor, &character) {
            return Err(Forbidden.into());
        }
        let magic = Magic::parse(magic)?;
        if self.ports.characters.choose_magic_once(character.id, magic).await? {
            self.profile_changed(character.user_id, character.slot).await;
            Ok(magic)
        } else {
            Err(CharacterError::MagicAlreadyChosen)
        }
    }

    /// Points the character's avatar at an uploaded image.
    ///
    /// # Errors
    /// [`CharacterError::AvatarForbidden`] for anyone but its owner or an admin.
    pub async fn set_avatar(
        &self,
        actor: &GameActor,
        target: CharacterTarget,
        path: String,
    ) -> Result<(), CharacterError> {
        let character = self.resolve(target).await?;
        if !may_edit(actor, &character) {
            return Err(CharacterError::AvatarForbidden);
        }
        self.change(&character, CharacterChange::Avatar(path)).await?;
        if character.slot == Slot::Main {
            self.online_entry_changed().await;
        }
        Ok(())
    }

    /// Checks that the actor may change this character's card.
    ///
    /// # Errors
    /// [`CharacterError::NotFound`] or [`CharacterError::CardForbidden`].
    pub async fn editable_card(
        &self,
        actor: &GameActor,
        target: CharacterTarget,
    ) -> Result<Character, CharacterError> {
        let character = self.resolve(target).await?;
        if may_edit(actor, &character) { Ok(character) } else { Err(CharacterError::CardForbidden) }
    }

    async fn reachable_entry(
        &self,
        actor: &Actor,
        character: &Character,
        kind: CardEntryKind,
        entry: CardEntryId,
    ) -> Result<CardEntry, CharacterError> {
        self.ports
            .characters
            .card_entries(character.id)
            .await?
            .into_iter()
            .find(|e| {
                e.id == entry
                    && e.kind == kind
                    && (actor.may(Permission::HiddenCardEntries) || !e.hidden)
            })
            .ok_or(CharacterError::EntryNotFound)
    }

    /// The character a target names.
    ///
    /// # Errors
    /// [`CharacterError::NotFound`] when there is none (a secondary id naming a main character
    /// counts as none).
    pub async fn resolve(&self, target: CharacterTarget) -> Result<Character, CharacterError> {
        let found = match target {
            CharacterTarget::Main(user) => self.ports.characters.find_main(user).await?,
            CharacterTarget::Secondary(id) => {
                self.ports.characters.find(id).await?.filter(|c| !c.is_main())
            }
            CharacterTarget::Any(id) => self.ports.characters.find(id).await?,
        };
        found.ok_or(CharacterError::NotFound)
    }
}

#[cfg(test)]
#[path = "service_tests.rs"]
mod tests;
