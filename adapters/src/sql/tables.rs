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
    UserId,
    Name,
    Gender,
    Race,
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
