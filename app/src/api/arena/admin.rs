//! The back office's arena: the monsters (`/api/admin/arenaMonsters`) and the weapon and armor
//! archetypes (`/api/admin/equipmentArchetypes`). Each list is one page by rule (at most 100
//! monsters and 60 archetypes); the rules live in `ArenaService`.

use std::sync::Arc;

use mrok_core::arena::{
    Archetype, ArchetypeDraft, ArchetypeId, ArenaError, ArenaService, Monster, MonsterDraft,
    MonsterId,
};
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use crate::api::ApiTags;
use crate::api::arena::{EquipmentKindValue, PrimaryStatValue};
use crate::api::auth::BearerAuth;
use crate::api::backoffice::AdminPageBody;
use crate::api::common::MessageResponse;
use crate::api::errors::ApiError;

pub struct ArenaAdminApi {
    pub arena: Arc<ArenaService>,
}

/// A monster in the back office.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AdminMonsterBody {
    pub id: i64,
    pub name: String,
    /// The name in the instrumental, without "z"/"ze" ("Szczurem kanałowym"); null: the plain
    /// name stands in 'Rozpoczynasz walkę z …!'.
    #[oai(nullable)]
    pub name_instrumental: Option<String>,
    pub description: String,
    pub level: i32,
    pub health: i32,
    pub attack: i32,
    pub defense: i32,
    pub experience_reward: i32,
}

impl From<Monster> for AdminMonsterBody {
    fn from(m: Monster) -> Self {
        AdminMonsterBody {
            id: m.id.0,
            name: m.name,
            name_instrumental: m.name_instrumental,
            description: m.description,
            level: m.level,
            health: m.health,
            attack: m.attack,
            defense: m.defense,
            experience_reward: m.experience_reward,
        }
    }
}

/// A monster as an admin writes it.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AdminMonsterForm {
    /// Up to 80 characters.
    pub name: String,
    /// The name in the instrumental, without "z"/"ze" ("Szczurem kanałowym"), up to 80
    /// characters; empty or absent: the plain name is used.
    #[oai(nullable, default)]
    pub name_instrumental: Option<String>,
    /// Up to 1,000 characters.
    #[oai(default)]
    pub description: String,
    /// 1–100.
    pub level: i64,
    /// 1–100,000.
    pub health: i64,
    /// 1–100,000.
    pub attack: i64,
    /// 0–100,000.
    pub defense: i64,
    /// 1–100,000.
    pub experience_reward: i64,
}

impl AdminMonsterForm {
    fn parse(&self) -> Result<MonsterDraft, ArenaError> {
        MonsterDraft::parse(
            &self.name,
            self.name_instrumental.as_deref().unwrap_or_default(),
            &self.description,
            [self.level, self.health, self.attack, self.defense, self.experience_reward],
        )
    }
}

/// A weapon or armor archetype in the back office: `base` and `perLevel` are damage for a
/// weapon, armor for an armor.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AdminArchetypeBody {
    pub id: i64,
    pub kind: EquipmentKindValue,
    pub name: String,
    pub description: String,
    pub primary_stat: PrimaryStatValue,
    pub base: i32,
    pub per_level: i32,
}

impl From<Archetype> for AdminArchetypeBody {
    fn from(a: Archetype) -> Self {
        AdminArchetypeBody {
            id: a.id.0,
            kind: match a.kind {
                mrok_core::arena::EquipmentKind::Weapon => EquipmentKindValue::Weapon,
                mrok_core::arena::EquipmentKind::Armor => EquipmentKindValue::Armor,
            },
            name: a.name,
            description: a.description,
            primary_stat: a.primary_stat.into(),
            base: a.base,
            per_level: a.per_level,
        }
    }
}

/// An archetype as an admin writes it (the kind of an existing one cannot change).
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AdminArchetypeForm {
    pub kind: EquipmentKindValue,
    /// Up to 80 characters.
    pub name: String,
    /// Up to 1,000 characters.
    #[oai(default)]
    pub description: String,
    pub primary_stat: PrimaryStatValue,
    /// 0–10,000.
    pub base: i64,
    /// 0–10,000.
    pub per_level: i64,
}

impl AdminArchetypeForm {
    fn parse(&self) -> Result<ArchetypeDraft, ArenaError> {
        let kind = match self.kind {
            EquipmentKindValue::Weapon => "weapon",
            EquipmentKindValue::Armor => "armor",
        };
        let stat = mrok_core::arena::PrimaryStat::from(self.primary_stat).key();
        ArchetypeDraft::parse(kind, &self.name, &self.description, stat, self.base, self.per_level)
    }
}

#[derive(ApiResponse)]
pub enum MonsterPageResponse {
    /// Every monster, the weakest first (at most 100).
    #[oai(status = 200)]
    Ok(Json<AdminPageBody<AdminMonsterBody>>),
}

#[derive(ApiResponse)]
pub enum MonsterResponse {
    #[oai(status = 200)]
    Ok(Json<AdminMonsterBody>),
    #[oai(status = 201)]
    Created(Json<AdminMonsterBody>),
}

#[derive(ApiResponse)]
pub enum ArchetypePageResponse {
    /// Every archetype, weapons first (at most 60).
    #[oai(status = 200)]
    Ok(Json<AdminPageBody<AdminArchetypeBody>>),
}

#[derive(ApiResponse)]
pub enum ArchetypeResponse {
    #[oai(status = 200)]
    Ok(Json<AdminArchetypeBody>),
    #[oai(status = 201)]
    Created(Json<AdminArchetypeBody>),
}

#[OpenApi(tag = "ApiTags::Admin", prefix_path = "/admin")]
impl ArenaAdminApi {
    /// Every monster of the arena, the weakest first.
    #[oai(path = "/arenaMonsters", method = "get", operation_id = "adminListArenaMonsters")]
    #[tracing::instrument(name = "adminListArenaMonsters", level = "debug", skip_all)]
    async fn monsters(&self, auth: BearerAuth) -> Result<MonsterPageResponse, ApiError> {
        let monsters = self.arena.all::<Monster>(auth.actor()).await?;
        Ok(MonsterPageResponse::Ok(AdminPageBody::all(monsters)))
    }

    #[oai(path = "/arenaMonsters/:id", method = "get", operation_id = "adminGetArenaMonster")]
    #[tracing::instrument(name = "adminGetArenaMonster", level = "debug", skip_all, fields(id = id.0))]
    async fn monster(&self, auth: BearerAuth, id: Path<i64>) -> Result<MonsterResponse, ApiError> {
        let monster = self.arena.one::<Monster>(auth.actor(), MonsterId(id.0)).await?;
        Ok(MonsterResponse::Ok(Json(monster.into())))
    }

    #[oai(path = "/arenaMonsters", method = "post", operation_id = "adminCreateArenaMonster")]
    #[tracing::instrument(name = "adminCreateArenaMonster", level = "debug", skip_all)]
    async fn create_monster(
        &self,
        auth: BearerAuth,
        body: Json<AdminMonsterForm>,
    ) -> Result<MonsterResponse, ApiError> {
        let monster = self.arena.add::<Monster>(auth.actor(), || body.0.parse()).await?;
        Ok(MonsterResponse::Created(Json(monster.into())))
    }

    /// Changes a monster; fights under way keep the monster they started with.
    #[oai(path = "/arenaMonsters/:id", method = "put", operation_id = "adminUpdateArenaMonster")]
    #[tracing::instrument(name = "adminUpdateArenaMonster", level = "debug", skip_all, fields(id = id.0))]
    async fn update_monster(
        &self,
        auth: BearerAuth,
        id: Path<i64>,
        body: Json<AdminMonsterForm>,
    ) -> Result<MonsterResponse, ApiError> {
        let monster =
            self.arena.update_monster(auth.actor(), MonsterId(id.0), || body.0.parse()).await?;
        Ok(MonsterResponse::Ok(Json(monster.into())))
    }

    /// Removes a monster and the fights against it.
    #[oai(path = "/arenaMonsters/:id", method = "delete", operation_id = "adminDeleteArenaMonster")]
    #[tracing::instrument(name = "adminDeleteArenaMonster", level = "debug", skip_all, fields(id = id.0))]
    async fn delete_monster(
        &self,
        auth: BearerAuth,
        id: Path<i64>,
    ) -> Result<MessageResponse, ApiError> {
        self.arena.delete_monster(auth.actor(), MonsterId(id.0)).await?;
        Ok(MessageResponse::ok("Potwór usunięty."))
    }

    /// Every weapon and armor archetype, weapons first.
    #[oai(
        path = "/equipmentArchetypes",
        method = "get",
        operation_id = "adminListEquipmentArchetypes"
    )]
    #[tracing::instrument(name = "adminListEquipmentArchetypes", level = "debug", skip_all)]
    async fn archetypes(&self, auth: BearerAuth) -> Result<ArchetypePageResponse, ApiError> {
        let archetypes = self.arena.all::<Archetype>(auth.actor()).await?;
        Ok(ArchetypePageResponse::Ok(AdminPageBody::all(archetypes)))
    }

    #[oai(
        path = "/equipmentArchetypes/:id",
        method = "get",
        operation_id = "adminGetEquipmentArchetype"
    )]
    #[tracing::instrument(name = "adminGetEquipmentArchetype", level = "debug", skip_all, fields(id = id.0))]
    async fn archetype(
        &self,
        auth: BearerAuth,
        id: Path<i64>,
    ) -> Result<ArchetypeResponse, ApiError> {
        let archetype = self.arena.one::<Archetype>(auth.actor(), ArchetypeId(id.0)).await?;
        Ok(ArchetypeResponse::Ok(Json(archetype.into())))
    }

    #[oai(
        path = "/equipmentArchetypes",
        method = "post",
        operation_id = "adminCreateEquipmentArchetype"
    )]
    #[tracing::instrument(name = "adminCreateEquipmentArchetype", level = "debug", skip_all)]
    async fn create_archetype(
        &self,
        auth: BearerAuth,
        body: Json<AdminArchetypeForm>,
    ) -> Result<ArchetypeResponse, ApiError> {
        let archetype = self.arena.add::<Archetype>(auth.actor(), || body.0.parse()).await?;
        Ok(ArchetypeResponse::Created(Json(archetype.into())))
    }

    /// Changes an archetype; who carries it fights with the new numbers from their next fight.
    #[oai(
        path = "/equipmentArchetypes/:id",
        method = "put",
        operation_id = "adminUpdateEquipmentArchetype"
    )]
    #[tracing::instrument(name = "adminUpdateEquipmentArchetype", level = "debug", skip_all, fields(id = id.0))]
    async fn update_archetype(
        &self,
        auth: BearerAuth,
        id: Path<i64>,
        body: Json<AdminArchetypeForm>,
    ) -> Result<ArchetypeResponse, ApiError> {
        let archetype =
            self.arena.update_archetype(auth.actor(), ArchetypeId(id.0), || body.0.parse()).await?;
        Ok(ArchetypeResponse::Ok(Json(archetype.into())))
    }

    /// Removes an archetype nobody carries (never the last weapon or armor).
    #[oai(
        path = "/equipmentArchetypes/:id",
        method = "delete",
        operation_id = "adminDeleteEquipmentArchetype"
    )]
    #[tracing::instrument(name = "adminDeleteEquipmentArchetype", level = "debug", skip_all, fields(id = id.0))]
    async fn delete_archetype(
        &self,
        auth: BearerAuth,
        id: Path<i64>,
    ) -> Result<MessageResponse, ApiError> {
        self.arena.delete_archetype(auth.actor(), ArchetypeId(id.0)).await?;
        Ok(MessageResponse::ok("Ekwipunek usunięty."))
    }
}
