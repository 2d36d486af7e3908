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
}
