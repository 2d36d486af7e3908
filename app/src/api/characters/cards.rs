//! Character cards (spec 1 §7): the card itself and its skills and flaws, for main characters
//! (`/home/profile/character-card/{id}`, by account id) and secondary characters
//! (`/secondary-characters/{id}/character-card`): one set of calls configured per kind
//! ([`card_kind_api!`]). Each card also downloads as a PDF (`…/pdf`, 'Pobierz Kartę'), written
//! by the [`CardDocument`] port from what the card's read shows the viewer.

use std::sync::Arc;

use mrok_core::characters::{
    CardDocument, CardEntryId, CardEntryKind, CharacterError, CharacterId, CharacterService,
    CharacterTarget,
};
use mrok_core::shared::{InfraError, UserId};
use poem_openapi::param::Path;
use poem_openapi::payload::{Binary, Json};
use poem_openapi::{ApiResponse, OpenApi};
use unicode_normalization::UnicodeNormalization;

use crate::api::ApiTags;
use crate::api::auth::PlayerAuth;
use crate::api::characters::bodies::{
    CharacterCardBody, CreatedEntryBody, FlawForm, SkillForm, UpdateCardBody,
};
use crate::api::common::MessageResponse;
use crate::api::errors::ApiError;

#[derive(ApiResponse)]
pub enum CardResponse {
    /// The card; hidden skills and flaws are left out for everyone but admins.
    #[oai(status = 200)]
    Ok(Json<CharacterCardBody>),
}

#[derive(ApiResponse)]
pub enum CardPdfResponse {
    /// The card as a PDF to save (`attachment; filename="karta-<name>.pdf"`); what it holds is
    /// what the card's read shows the viewer.
    #[oai(status = 200, content_type = "application/pdf")]
    Ok(Binary<Vec<u8>>, #[oai(header = "Content-Disposition")] String),
}

#[derive(ApiResponse)]
pub enum CreatedEntryResponse {
    /// Added.
    #[oai(status = 201)]
    Created(Json<CreatedEntryBody>),
}

const CARD_SAVED: &str = "Karta postaci została zaktualizowana!";

/// The messages of one kind of card entry: added, changed, deleted.
fn messages(kind: CardEntryKind) -> (&'static str, &'static str, &'static str) {
    match kind {
        CardEntryKind::Skill => (
            "Umiejętność została dodana!",
            "Umiejętność została zaktualizowana!",
            "Umiejętność została usunięta!",
        ),
        CardEntryKind::Flaw => {
            ("Wada została dodana!", "Wada została zaktualizowana!", "Wada została usunięta!")
        }
    }
}

/// A main character's card is addressed by its account's id.
fn main_card(id: i64) -> CharacterTarget {
    CharacterTarget::Main(UserId(id))
}

/// A secondary character's card is addressed by the character's id.
fn secondary_card(id: i64) -> CharacterTarget {
    CharacterTarget::Secondary(CharacterId(id))
}

/// The PDF's file name: `karta-<the name in lower-case ASCII, words joined by '-'>.pdf`
/// ('Łucja Żmijewska' → `karta-lucja-zmijewska.pdf`); letters without an ASCII form are left
/// out, and a name left with none gives `karta-postaci.pdf`.
pub fn pdf_file_name(name: &str) -> String {
    let mut slug = String::new();
    for c in name.nfd() {
        let c = match c {
            'ł' | 'Ł' => 'l',
            'đ' | 'Đ' => 'd',
            'ø' | 'Ø' => 'o',
            'ß' => 's',
            c => c,
        };
        if c.is_ascii_alphanumeric() {
            slug.push(c.to_ascii_lowercase());
        } else if (c.is_whitespace() || c.is_ascii_punctuation()) && !slug.ends_with('-') {
            slug.push('-');
        }
    }
    let slug = slug.trim_matches('-');
    if slug.is_empty() { "karta-postaci.pdf".to_owned() } else { format!("karta-{slug}.pdf") }
}

/// The card calls every kind of character has: the card (read, change) and its skills and
/// flaws (add, change, delete), the two written once. What differs between the kinds is
/// configured: whom the path's `id` names (`target`), the paths (the card's PDF too) (written out: poem-openapi takes
/// no path parameter in a prefix) and the operation ids. The first rule adds what sets a skill
/// apart from a flaw (entry kind, form, the path parameter's name, the handlers' names, their
/// summaries) and hands the lot to `@impl`, which writes the entry calls once for both.
macro_rules! card_kind_api {
    (
        $api:ident {
            target: $target:path,
            card: {
                path: $card_path:tt,
                pdf: $pdf_path:tt,
                get: $get_op:tt,
                update: $update_op:tt,
                download: $pdf_op:tt $(,)?
            },
            skills: {
                path: $skills_path:tt,
                entry: $skill_path:tt,
                add: $add_skill_op:tt,
                update: $update_skill_op:tt,
                delete: $delete_skill_op:tt $(,)?
            },
            flaws: {
                path: $flaws_path:tt,
                entry: $flaw_path:tt,
                add: $add_flaw_op:tt,
                update: $update_flaw_op:tt,
                delete: $delete_flaw_op:tt $(,)?
            } $(,)?
        }
    ) => {
        card_kind_api! {
            @impl $api, $target, $card_path, $get_op, $update_op, $pdf_path, $pdf_op,
            [
                (
                    Skill, SkillForm, skill_id, add_skill, update_skill, delete_skill,
                    $skills_path, $skill_path, $add_skill_op, $update_skill_op, $delete_skill_op,
                    "Add a skill to the card.",
                    "Change a skill of the card.",
                    "Delete a skill of the card."
                ),
                (
                    Flaw, FlawForm, flaw_id, add_flaw, update_flaw, delete_flaw,
                    $flaws_path, $flaw_path, $add_flaw_op, $update_flaw_op, $delete_flaw_op,
                    "Add a flaw to the card.",
                    "Change a flaw of the card.",
                    "Delete a flaw of the card."
                ),
            ]
        }
    };
    (
        @impl $api:ident, $target:path, $card_path:tt, $get_op:tt, $update_op:tt,
        $pdf_path:tt, $pdf_op:tt,
        [$((
            $kind:ident, $form:ident, $entry_id:ident, $add:ident, $update:ident, $delete:ident,
            $entries_path:tt, $entry_path:tt, $add_op:tt, $update_entry_op:tt, $delete_op:tt,
            $add_doc:tt, $update_doc:tt, $delete_doc:tt
        )),* $(,)?]
    ) => {
        pub struct $api {
            pub characters: Arc<CharacterService>,
            /// Writes the card's PDF.
            pub documents: Arc<dyn CardDocument>,
        }

        #[OpenApi(tag = "ApiTags::Cards")]
        impl $api {
            /// The character's card: a main character's by its account's id, a secondary
            /// character's by its own id.
            #[oai(path = $card_path, method = "get", operation_id = $get_op)]
            #[tracing::instrument(name = $get_op, level = "debug", skip_all, fields(id = id.0))]
            async fn card(
                &self,
                auth: PlayerAuth,
                id: Path<i64>,
            ) -> Result<CardResponse, ApiError> {
                let card = self.characters.card(&auth.0, $target(id.0)).await?;
                Ok(CardResponse::Ok(Json(CharacterCardBody::from(&card))))
            }

            /// The card as a PDF ('Pobierz Kartę'): who may read the card gets it, with what the
            /// card's read shows them (hidden skills and flaws for admins only); 20 downloads in
            /// 10 minutes a player.
            #[oai(path = $pdf_path, method = "get", operation_id = $pdf_op)]
            #[tracing::instrument(name = $pdf_op, level = "debug", skip_all, fields(id = id.0))]
            async fn card_pdf(
                &self,
                auth: PlayerAuth,
                id: Path<i64>,
            ) -> Result<CardPdfResponse, ApiError> {
                let card = self.characters.card_document(&auth.0, $target(id.0)).await?;
                let file_name = pdf_file_name(card.character.name.as_str());
                let documents = self.documents.clone();
                let pdf = tokio::task::spawn_blocking(move || documents.render(&card))
                    .await
                    .map_err(|e| CharacterError::Infra(InfraError::new(e)))?
                    .map_err(CharacterError::Infra)?;
                let disposition = format!("attachment; filename=\"{file_name}\"");
                Ok(CardPdfResponse::Ok(Binary(pdf), disposition))
            }

            /// Change the card's fields (age; magic once; name and later magic: admins).
            #[oai(path = $card_path, method = "put", operation_id = $update_op)]
            #[tracing::instrument(name = $update_op, level = "debug", skip_all, fields(id = id.0))]
            async fn update_card(
                &self,
                auth: PlayerAuth,
                id: Path<i64>,
                body: Json<UpdateCardBody>,
            ) -> Result<MessageResponse, ApiError> {
                let changes = body.0.into();
                self.characters.update_card(&auth.0, $target(id.0), changes).await?;
                Ok(MessageResponse::ok(CARD_SAVED))
            }

            $(
                #[doc = $add_doc]
                #[oai(path = $entries_path, method = "post", operation_id = $add_op)]
                #[tracing::instrument(name = $add_op, level = "debug", skip_all, fields(id = id.0))]
                async fn $add(
                    &self,
                    auth: PlayerAuth,
                    id: Path<i64>,
                    body: Json<$form>,
                ) -> Result<CreatedEntryResponse, ApiError> {
                    let kind = CardEntryKind::$kind;
                    let entry = self
                        .characters
                        .add_card_entry(&auth.0, $target(id.0), kind, body.0.into())
                        .await?;
                    Ok(CreatedEntryResponse::Created(Json(CreatedEntryBody {
                        message: messages(kind).0.to_owned(),
                        id: entry.id.0,
                    })))
                }

                #[doc = $update_doc]
                #[oai(path = $entry_path, method = "put", operation_id = $update_entry_op)]
                #[tracing::instrument(
                    name = $update_entry_op,
                    level = "debug",
                    skip_all,
                    fields(id = id.0, $entry_id = $entry_id.0)
                )]
                async fn $update(
                    &self,
                    auth: PlayerAuth,
                    id: Path<i64>,
                    $entry_id: Path<i64>,
                    body: Json<$form>,
                ) -> Result<MessageResponse, ApiError> {
                    let kind = CardEntryKind::$kind;
                    let entry = CardEntryId($entry_id.0);
                    self.characters
                        .update_card_entry(&auth.0, $target(id.0), kind, entry, body.0.into())
                        .await?;
                    Ok(MessageResponse::ok(messages(kind).1))
                }

                #[doc = $delete_doc]
                #[oai(path = $entry_path, method = "delete", operation_id = $delete_op)]
                #[tracing::instrument(
                    name = $delete_op,
                    level = "debug",
                    skip_all,
                    fields(id = id.0, $entry_id = $entry_id.0)
                )]
                async fn $delete(
                    &self,
                    auth: PlayerAuth,
                    id: Path<i64>,
                    $entry_id: Path<i64>,
                ) -> Result<MessageResponse, ApiError> {
                    let kind = CardEntryKind::$kind;
                    let entry = CardEntryId($entry_id.0);
                    self.characters.delete_card_entry(&auth.0, $target(id.0), kind, entry).await?;
                    Ok(MessageResponse::ok(messages(kind).2))
                }
            )*
        }
    };
}

card_kind_api! {
    MainCardsApi {
        target: main_card,
        card: {
            path: "/home/profile/character-card/:id",
            pdf: "/home/profile/character-card/:id/pdf",
            get: "getMainCard",
            update: "updateMainCard",
            download: "getMainCardPdf",
        },
        skills: {
            path: "/home/profile/character-card/:id/skills",
            entry: "/home/profile/character-card/:id/skills/:skill_id",
            add: "addMainSkill",
            update: "updateMainSkill",
            delete: "deleteMainSkill",
        },
        flaws: {
            path: "/home/profile/character-card/:id/flaws",
            entry: "/home/profile/character-card/:id/flaws/:flaw_id",
            add: "addMainFlaw",
            update: "updateMainFlaw",
            delete: "deleteMainFlaw",
        },
    }
}

card_kind_api! {
    SecondaryCardsApi {
        target: secondary_card,
        card: {
            path: "/secondary-characters/:id/character-card",
            pdf: "/secondary-characters/:id/character-card/pdf",
            get: "getSecondaryCard",
            update: "updateSecondaryCard",
            download: "getSecondaryCardPdf",
        },
        skills: {
            path: "/secondary-characters/:id/character-card/skills",
            entry: "/secondary-characters/:id/character-card/skills/:skill_id",
            add: "addSecondarySkill",
            update: "updateSecondarySkill",
            delete: "deleteSecondarySkill",
        },
        flaws: {
            path: "/secondary-characters/:id/character-card/flaws",
            entry: "/secondary-characters/:id/character-card/flaws/:flaw_id",
            add: "addSecondaryFlaw",
            update: "updateSecondaryFlaw",
            delete: "deleteSecondaryFlaw",
        },
    }
}

#[cfg(test)]
mod tests {
    use super::pdf_file_name;

    #[test]
    fn the_file_name_is_the_name_in_ascii() {
        assert_eq!(pdf_file_name("Łucja Żmijewska"), "karta-lucja-zmijewska.pdf");
        assert_eq!(pdf_file_name("  Zażółć  gęślą jaźń! "), "karta-zazolc-gesla-jazn.pdf");
        assert_eq!(pdf_file_name("Ольга"), "karta-postaci.pdf");
    }
}
