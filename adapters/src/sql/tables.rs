//! Table and column names, as sea-query identifiers.

use sea_query::Iden;

#[derive(Iden, Clone, Copy)]
pub enum Users {
    Table,
    Id,
    Email,
    PasswordHash,
    Role,
    ActivatedAt,
    TokenVersion,
    PlayerStatus,
    LastSeenAt,
    LastIp,
    CreatedAt,
}

#[derive(Iden, Clone, Copy)]
pub enum OneTimeTokens {
    Table,
    UserId,
    Purpose,
    TokenHash,
    CreatedAt,
    ExpiresAt,
    UsedAt,
}

#[derive(Iden, Clone, Copy)]
pub enum Characters {
    Table,
    Id,
    UserId,
    Slot,
    Name,
    Gender,
    Race,
    Age,
    Magic,
    Rank,
    Description,
    Achievements,
    Status,
    Approved,
    Avatar,
    CreatedAt,
    Informacja,
    Strength,
    Dexterity,
    Speed,
    Intelligence,
    Willpower,
    Endurance,
}

#[derive(Iden, Clone, Copy)]
pub enum CardEntries {
    Table,
    Id,
    CharacterId,
    Kind,
    Name,
    Level,
    Description,
    Hidden,
    CreatedAt,
}

#[derive(Iden, Clone, Copy)]
pub enum MailQueue {
    Table,
    Id,
    Recipient,
    Subject,
    BodyText,
    BodyHtml,
    CreatedAt,
    Attempts,
    NextAttemptAt,
    LockedUntil,
    SentAt,
    LastError,
    UnsubscribeUrl,
}

#[derive(Iden, Clone, Copy)]
pub enum RpSessions {
    Table,
    Id,
    Kind,
    Title,
    OwnerId,
    Closed,
    CreatedAt,
    LastActivity,
    LastMessageId,
    MessageCount,
}

#[derive(Iden, Clone, Copy)]
pub enum RpMembers {
    Table,
    SessionId,
    UserId,
    JoinedAt,
    SeenAt,
    CharacterType,
    CharacterId,
}

#[derive(Iden, Clone, Copy)]
pub enum RpMessages {
    Table,
    Id,
    SessionId,
    EditedAt,
}

#[derive(Iden, Clone, Copy)]
pub enum TavernRooms {
    Table,
    Id,
    Name,
    Description,
    Position,
    MessageCount,
}

#[derive(Iden, Clone, Copy)]
pub enum TavernPresence {
    Table,
    UserId,
    RoomId,
    CharacterType,
    CharacterId,
    CharacterName,
    EnteredAt,
}

#[derive(Iden, Clone, Copy)]
pub enum TavernMessages {
    Table,
    Id,
    RoomId,
}

/// The columns both messages tables (`rp_messages`, `tavern_messages`) keep who says what in,
/// after the session's or the room's id.
#[derive(Iden, Clone, Copy)]
pub enum Spoken {
    UserId,
    Body,
    CharacterType,
    CharacterId,
    CharacterName,
    CreatedAt,
}

#[derive(Iden, Clone, Copy)]
pub enum TavernEvents {
    Table,
    Id,
    Title,
    Description,
    EventDate,
    EventTime,
    CreatedBy,
    CreatedAt,
}

#[derive(Iden, Clone, Copy)]
pub enum Conversations {
    Table,
    Id,
    Subject,
    SubjectKey,
    CreatedAt,
    LastActivity,
}

#[derive(Iden, Clone, Copy)]
pub enum ConversationMembers {
    Table,
    ConversationId,
    UserId,
    SeenAt,
    LeftAt,
}

#[derive(Iden, Clone, Copy)]
pub enum PrivateMessages {
    Table,
    Id,
    ConversationId,
    SenderId,
    Body,
    CreatedAt,
}

#[derive(Iden, Clone, Copy)]
pub enum GlobalMessages {
    Table,
    Id,
    Title,
    Content,
    CreatedBy,
    CreatedAt,
}

#[derive(Iden, Clone, Copy)]
pub enum GlobalMessageReads {
    Table,
    MessageId,
    UserId,
    ReadAt,
}

#[derive(Iden, Clone, Copy)]
pub enum News {
    Table,
    Id,
    Title,
    Content,
    CreatedBy,
    CreatedAt,
    UpdatedAt,
    ArchivedAt,
    CommentCount,
}

#[derive(Iden, Clone, Copy)]
pub enum NewsComments {
    Table,
    Id,
    NewsId,
    AuthorId,
    Content,
    CreatedAt,
}

#[derive(Iden, Clone, Copy)]
pub enum PrisonSentences {
    Table,
    UserId,
    ReleaseAt,
    ImposedBy,
    ImposedAt,
}

#[derive(Iden, Clone, Copy)]
pub enum ResidentMessages {
    Table,
    Id,
    Title,
    Content,
    Active,
    CreatedAt,
    UpdatedAt,
}

#[derive(Iden, Clone, Copy)]
pub enum AuditLog {
    Table,
    Id,
    At,
    ActorId,
    ActorRole,
    Action,
    Method,
    Target,
    Before,
    After,
    Status,
}

#[derive(Iden, Clone, Copy)]
pub enum Uploads {
    Table,
    Name,
    OwnerId,
    Bytes,
    UploadedAt,
    CheckedAt,
}

#[derive(Iden, Clone, Copy)]
pub enum LoreEntries {
    Table,
    Id,
    Collection,
    Title,
    Body,
    Image,
    CreatedAt,
    UpdatedAt,
}

#[derive(Iden, Clone, Copy)]
pub enum BestiaryCategories {
    Table,
    Id,
    Title,
    Description,
    CreatedAt,
}

#[derive(Iden, Clone, Copy)]
pub enum Beasts {
    Table,
    Id,
    Title,
    Description,
    CategoryId,
    CreatedAt,
}

#[derive(Iden, Clone, Copy)]
pub enum LoreSearch {
    Table,
    Kind,
    RefId,
    Title,
    Plain,
    FoldedTitle,
    FoldedPlain,
}

#[derive(Iden, Clone, Copy)]
pub enum LoreSeed {
    Table,
    Id,
    Seeded,
    DecidedAt,
}

#[derive(Iden, Clone, Copy)]
pub enum SessionReports {
    Table,
    Id,
    UserId,
    SessionId,
    WhatHappened,
    WorldConsequences,
    CharacterConsequences,
    ReportedSkills,
    Status,
    CreatedAt,
    UpdatedAt,
    AdminComment,
    InternalComment,
    ReviewedBy,
    ReviewedAt,
}

#[derive(Iden, Clone, Copy)]
pub enum ArenaSeed {
    Table,
    Id,
    SeededAt,
}

#[derive(Iden, Clone, Copy)]
pub enum EquipmentArchetypes {
    Table,
    Id,
    Kind,
    Name,
    Description,
    PrimaryStat,
    Base,
    PerLevel,
}

#[derive(Iden, Clone, Copy)]
pub enum Monsters {
    Table,
    Id,
    Name,
    NameInstrumental,
    Description,
    Level,
    Health,
    Attack,
    Defense,
    ExperienceReward,
}

#[derive(Iden, Clone, Copy)]
pub enum CharacterEquipment {
    Table,
    CharacterId,
    WeaponId,
    WeaponLevel,
    ArmorId,
    ArmorLevel,
}

#[derive(Iden, Clone, Copy)]
pub enum ArenaRecords {
    Table,
    CharacterId,
    Level,
    Experience,
    Stamina,
    StaminaPeriod,
}

#[derive(Iden, Clone, Copy)]
pub enum Combats {
    Table,
    Id,
    UserId,
    MonsterId,
    Status,
    Turn,
    Message,
    ExperienceReward,
    PlayerName,
    PlayerLevel,
    PlayerHealth,
    PlayerMaxHealth,
    PlayerAttack,
    PlayerDefense,
    PlayerSpeed,
    MonsterName,
    MonsterLevel,
    MonsterHealth,
    MonsterMaxHealth,
    MonsterAttack,
    MonsterDefense,
    MonsterNameInstrumental,
    StartedAt,
    /// The main character that fights (the fight goes with it).
    CharacterId,
}

#[derive(Iden, Clone, Copy)]
pub enum SignIns {
    Table,
    Id,
    UserId,
    Device,
    Address,
    CreatedAt,
    LastSeenAt,
    ExpiresAt,
}
