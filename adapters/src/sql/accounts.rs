use chrono::{DateTime, Utc};
use mrok_core::accounts::{
    Account, AccountError, AccountRepository, Email, IssuedToken, NewAccount, StoredToken,
    TokenHash, TokenPurpose,
};
use mrok_core::mail::OutgoingMail;
use mrok_core::shared::{InfraError, Role, UserId};
use sea_query::{DeleteStatement, Expr, ExprTrait, Func, InsertStatement, Query, SelectStatement};

use super::db::IdRow;
use super::mail_queue::{MailWakeup, insert_mail};
use super::tables::{OneTimeTokens, SignIns, Users};
use super::{Db, Tx, WriteError};

/// Accounts and one-time tokens in the `users` and `one_time_tokens` tables.
#[derive(Clone, Debug)]
pub struct SqlAccounts {
    db: Db,
    wakeup: MailWakeup,
}

impl SqlAccounts {
    pub fn new(db: Db, wakeup: MailWakeup) -> Self {
        SqlAccounts { db, wakeup }
    }
}

#[derive(sqlx::FromRow)]
struct AccountRow {
    id: i64,
    email: String,
    password_hash: String,
    role: String,
    activated_at: Option<DateTime<Utc>>,
    token_version: i64,
    created_at: DateTime<Utc>,
    last_ip: Option<String>,
}

impl TryFrom<AccountRow> for Account {
    type Error = InfraError;

    fn try_from(row: AccountRow) -> Result<Self, Self::Error> {
        Ok(Account {
            id: UserId(row.id),
            email: Email::parse(&row.email)
                .map_err(|_| InfraError::new("stored e-mail unreadable"))?,
            password_hash: row.password_hash,
            role: row.role.parse::<Role>().map_err(InfraError::new)?,
            activated_at: row.activated_at,
            token_version: row.token_version,
            created_at: row.created_at,
            last_ip: row.last_ip,
        })
    }
}

#[derive(sqlx::FromRow)]
struct TokenRow {
    user_id: i64,
    token_hash: String,
    created_at: DateTime<Utc>,
    expires_at: DateTime<Utc>,
    used_at: Option<DateTime<Utc>>,
}

#[derive(sqlx::FromRow)]
struct UserIdRow {
    user_id: i64,
}

fn select_account() -> SelectStatement {
    Query::select()
        .columns([
            Users::Id,
            Users::Email,
            Users::PasswordHash,
            Users::Role,
            Users::ActivatedAt,
            Users::TokenVersion,
            Users::CreatedAt,
            Users::LastIp,
        ])
        .from(Users::Table)
        .to_owned()
}

fn insert_token(user: UserId, token: &IssuedToken) -> InsertStatement {
    Query::insert()
        .into_table(OneTimeTokens::Table)
        .columns([
            OneTimeTokens::UserId,
            OneTimeTokens::Purpose,
            OneTimeTokens::TokenHash,
            OneTimeTokens::CreatedAt,
            OneTimeTokens::ExpiresAt,
        ])
        .values_panic([
            user.0.into(),
            token.purpose.as_str().into(),
            token.hash.as_str().into(),
            token.created_at.into(),
            token.expires_at.into(),
        ])
        .to_owned()
}

/// Marks an unused token of `purpose` used; the owner's id, or `None` when it was not usable.
async fn use_token(
    tx: &mut Tx,
    hash: &TokenHash,
    purpose: TokenPurpose,
    now: DateTime<Utc>,
) -> Result<Option<UserId>, InfraError> {
    let row: Option<UserIdRow> = tx
        .fetch_optional(
            Query::update()
                .table(OneTimeTokens::Table)
                .value(OneTimeTokens::UsedAt, now)
                .and_where(Expr::col(OneTimeTokens::TokenHash).eq(hash.as_str()))
                .and_where(Expr::col(OneTimeTokens::Purpose).eq(purpose.as_str()))
                .and_where(Expr::col(OneTimeTokens::UsedAt).is_null())
                .returning_col(OneTimeTokens::UserId),
        )
        .await?;
    Ok(row.map(|r| UserId(r.user_id)))
}

/// Ends every login of `user` (its token version is raised beside it).
fn end_every_sign_in(user: UserId) -> DeleteStatement {
    Query::delete()
        .from_table(SignIns::Table)
        .and_where(Expr::col(SignIns::UserId).eq(user.0))
        .to_owned()
}

#[async_trait::async_trait]
impl AccountRepository for SqlAccounts {
    #[tracing::instrument(name = "SqlAccounts::find_by_email", level = "debug", skip_all)]
    async fn find_by_email(&self, email: &Email) -> Result<Option<Account>, InfraError> {
        let statement =
            select_account().and_where(Expr::col(Users::Email).eq(email.as_str())).to_owned();
        self.db.fetch_optional::<AccountRow>(&statement).await?.map(Account::try_from).transpose()
    }

    #[tracing::instrument(name = "SqlAccounts::find_by_id", level = "debug", skip_all)]
    async fn find_by_id(&self, id: UserId) -> Result<Option<Account>, InfraError> {
        let statement = select_account().and_where(Expr::col(Users::Id).eq(id.0)).to_owned();
        self.db.fetch_optional::<AccountRow>(&statement).await?.map(Account::try_from).transpose()
    }

    #[tracing::instrument(name = "SqlAccounts::create", level = "debug", skip_all)]
    async fn create(
        &self,
        account: NewAccount,
        activation: Option<(IssuedToken, OutgoingMail)>,
    ) -> Result<UserId, AccountError> {
        let mut tx = self.db.begin().await?;
        let inserted = tx
            .fetch_optional::<IdRow>(
                Query::insert()
                    .into_table(Users::Table)
                    .columns([
                        Users::Email,
                        Users::PasswordHash,
                        Users::Role,
                        Users::ActivatedAt,
                        Users::CreatedAt,
                    ])
                    .values_panic([
                        account.email.as_str().into(),
                        account.password_hash.into(),
                        account.role.as_str().into(),
                        account.activated_at.into(),
                        account.created_at.into(),
                    ])
                    .returning_col(Users::Id),
            )
            .await;
        let user = match inserted {
            Ok(Some(row)) => UserId(row.id),
            Ok(None) => return Err(InfraError::new("INSERT … RETURNING gave no row").into()),
            Err(WriteError::Unique) => return Err(AccountError::EmailTaken),
            Err(WriteError::Infra(error)) => return Err(error.into()),
        };
        if let Some((token, mail)) = &activation {
            tx.execute(&insert_token(user, token)).await.map_err(InfraError::from)?;
            tx.execute(&insert_mail(mail, account.created_at)).await.map_err(InfraError::from)?;
        }
        tx.commit().await?;
        if activation.is_some() {
            self.wakeup.notify();
        }
        Ok(user)
    }

    #[tracing::instrument(name = "SqlAccounts::store_token", level = "debug", skip_all)]
    async fn store_token(
        &self,
        user: UserId,
        token: IssuedToken,
        mail: OutgoingMail,
    ) -> Result<(), InfraError> {
        let mut tx = self.db.begin().await?;
        tx.execute(&insert_token(user, &token)).await?;
        tx.execute(&insert_mail(&mail, token.created_at)).await?;
        tx.commit().await?;
        self.wakeup.notify();
        Ok(())
    }

    #[tracing::instrument(name = "SqlAccounts::find_token", level = "debug", skip_all)]
    async fn find_token(
        &self,
        hash: &TokenHash,
        purpose: TokenPurpose,
    ) -> Result<Option<StoredToken>, InfraError> {
        let row: Option<TokenRow> = self
            .db
            .fetch_optional(
                Query::select()
                    .columns([
                        OneTimeTokens::UserId,
                        OneTimeTokens::TokenHash,
                        OneTimeTokens::CreatedAt,
                        OneTimeTokens::ExpiresAt,
                        OneTimeTokens::UsedAt,
                    ])
                    .from(OneTimeTokens::Table)
                    .and_where(Expr::col(OneTimeTokens::TokenHash).eq(hash.as_str()))
                    .and_where(Expr::col(OneTimeTokens::Purpose).eq(purpose.as_str())),
            )
            .await?;
        Ok(row.map(|row| StoredToken {
            user_id: UserId(row.user_id),
            token: IssuedToken {
                purpose,
                hash: TokenHash::from_stored(row.token_hash),
                created_at: row.created_at,
                expires_at: row.expires_at,
            },
            used_at: row.used_at,
        }))
    }

    #[tracing::instrument(name = "SqlAccounts::activate", level = "debug", skip_all)]
    async fn activate(&self, hash: &TokenHash, now: DateTime<Utc>) -> Result<bool, InfraError> {
        let mut tx = self.db.begin().await?;
        let Some(user) = use_token(&mut tx, hash, TokenPurpose::Activation, now).await? else {
            return Ok(false);
        };
        tx.execute(
            Query::update()
                .table(Users::Table)
                .value(Users::ActivatedAt, now)
                .and_where(Expr::col(Users::Id).eq(user.0))
                .and_where(Expr::col(Users::ActivatedAt).is_null()),
        )
        .await?;
        tx.commit().await?;
        Ok(true)
    }

    #[tracing::instrument(name = "SqlAccounts::reset_password", level = "debug", skip_all)]
    async fn reset_password(
        &self,
        hash: &TokenHash,
        password_hash: String,
        now: DateTime<Utc>,
    ) -> Result<bool, InfraError> {
        let mut tx = self.db.begin().await?;
        let Some(user) = use_token(&mut tx, hash, TokenPurpose::PasswordReset, now).await? else {
            return Ok(false);
        };
        tx.execute(
            Query::update()
                .table(Users::Table)
                .value(Users::PasswordHash, password_hash)
                .value(Users::TokenVersion, Expr::col(Users::TokenVersion).add(1))
                .value(
                    Users::ActivatedAt,
                    Func::coalesce([Expr::col(Users::ActivatedAt), Expr::val(now)]),
                )
                .and_where(Expr::col(Users::Id).eq(user.0)),
        )
        .await?;
        tx.execute(
            Query::update()
                .table(OneTimeTokens::Table)
                .value(OneTimeTokens::UsedAt, now)
                .and_where(Expr::col(OneTimeTokens::UserId).eq(user.0))
                .and_where(
                    Expr::col(OneTimeTokens::Purpose).eq(TokenPurpose::PasswordReset.as_str()),
                )
                .and_where(Expr::col(OneTimeTokens::UsedAt).is_null()),
        )
        .await?;
        tx.execute(&end_every_sign_in(user)).await?;
        tx.commit().await?;
        Ok(true)
    }

    #[tracing::instrument(name = "SqlAccounts::set_role", level = "debug", skip_all)]
    async fn set_role(&self, user: UserId, role: Role) -> Result<(), InfraError> {
        let mut tx = self.db.begin().await?;
        tx.execute(
            Query::update()
                .table(Users::Table)
                .value(Users::Role, role.as_str())
                .value(Users::TokenVersion, Expr::col(Users::TokenVersion).add(1))
                .and_where(Expr::col(Users::Id).eq(user.0)),
        )
        .await?;
        tx.execute(&end_every_sign_in(user)).await?;
        tx.commit().await?;
        Ok(())
    }
}
