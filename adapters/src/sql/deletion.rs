use chrono::{DateTime, Utc};
use mrok_core::moderation::{AccountDeletion, DeletionPreview};
use mrok_core::sessions::SessionKind;
use mrok_core::shared::{InfraError, Role, UserId};
use sea_query::{
    Alias, Cond, Expr, ExprTrait, Func, IntoColumnRef, IntoIden, JoinType, Query,
    QueryStatementBuilder, SelectStatement,
};

use super::main_character::join_main_character;
use super::tables::{
    Characters, ConversationMembers, Conversations, News, NewsComments, PrivateMessages,
    RpMessages, RpSessions, SessionReports, Spoken, TavernMessages, TavernRooms, Users,
};
use super::{Db, Tx};

/// Deletes accounts with everything they own. Most rows go by the schema's cascades from
/// `users`; this adapter adds what cascades cannot do: whole conversations (the other side's
/// messages too, so none is left with one member) and the kept counters of sessions, tavern
/// rooms and news that lose the player's posts.
#[derive(Clone, Debug)]
pub struct SqlAccountDeletion {
    db: Db,
}

impl SqlAccountDeletion {
    pub fn new(db: Db) -> Self {
        SqlAccountDeletion { db }
    }
}

#[derive(sqlx::FromRow)]
struct PreviewRow {
    id: i64,
    email: String,
    role: String,
    created_at: DateTime<Utc>,
    character_name: Option<String>,
    race: Option<String>,
    gender: Option<String>,
    characters: i64,
    sent_messages: i64,
    received_messages: i64,
    conversations: i64,
    owned_private_sessions: i64,
    owned_general_sessions: i64,
    session_messages: i64,
    tavern_messages: i64,
    news_comments: i64,
    session_reports: i64,
}

impl TryFrom<PreviewRow> for DeletionPreview {
    type Error = InfraError;

    fn try_from(r: PreviewRow) -> Result<Self, InfraError> {
        let n = |v: i64| u64::try_from(v).unwrap_or(0);
        Ok(DeletionPreview {
            user: UserId(r.id),
            email: r.email,
            character_name: r.character_name,
            race: r.race,
            gender: r.gender,
            role: r.role.parse::<Role>().map_err(InfraError::new)?,
            created_at: Some(r.created_at),
            characters: n(r.characters),
            sent_messages: n(r.sent_messages),
            received_messages: n(r.received_messages),
            conversations: n(r.conversations),
            owned_private_sessions: n(r.owned_private_sessions),
            owned_general_sessions: n(r.owned_general_sessions),
            session_messages: n(r.session_messages),
            tavern_messages: n(r.tavern_messages),
            news_comments: n(r.news_comments),
            session_reports: n(r.session_reports),
        })
    }
}

/// `(SELECT COUNT(*) FROM table WHERE …)` over `query`'s table and conditions.
fn count(query: SelectStatement) -> Expr {
    let mut query = query;
    query.expr(Func::count(Expr::cust("*")));
    Expr::SubQuery(None, Box::new(query.into_sub_query_statement()))
}

fn rows_of(table: impl IntoIden, column: impl IntoColumnRef, user: UserId) -> SelectStatement {
    Query::select().from(table).and_where(Expr::col(column).eq(user.0)).to_owned()
}

fn owned_sessions(user: UserId, kind: SessionKind) -> SelectStatement {
    rows_of(RpSessions::Table, RpSessions::OwnerId, user)
        .and_where(Expr::col(RpSessions::Kind).eq(kind.as_str()))
        .to_owned()
}

/// The session reports that go with the account: its own, and any on a session it started.
fn reports_going(user: UserId) -> SelectStatement {
    let started = Query::select()
        .column(RpSessions::Id)
        .from(RpSessions::Table)
        .and_where(Expr::col(RpSessions::OwnerId).eq(user.0))
        .to_owned();
    Query::select()
        .from(SessionReports::Table)
        .cond_where(
            Cond::any()
                .add(Expr::col(SessionReports::UserId).eq(user.0))
                .add(Expr::col(SessionReports::SessionId).in_subquery(started)),
        )
        .to_owned()
}

/// The conversations the player is in.
fn conversations_of(user: UserId) -> SelectStatement {
    Query::select()
        .column(ConversationMembers::ConversationId)
        .from(ConversationMembers::Table)
        .and_where(Expr::col(ConversationMembers::UserId).eq(user.0))
        .to_owned()
}

fn preview_query(user: UserId) -> SelectStatement {
    let received = Query::select()
        .from(PrivateMessages::Table)
        .and_where(Expr::col(PrivateMessages::ConversationId).in_subquery(conversations_of(user)))
        .and_where(Expr::col(PrivateMessages::SenderId).ne(user.0))
        .to_owned();
    let main = Alias::new("c");
    let mut query = Query::select()
        .expr_as(Expr::col((Users::Table, Users::Id)), Alias::new("id"))
        .expr_as(Expr::col((Users::Table, Users::Email)), Alias::new("email"))
        .expr_as(Expr::col((Users::Table, Users::Role)), Alias::new("role"))
        .expr_as(Expr::col((Users::Table, Users::CreatedAt)), Alias::new("created_at"))
        .expr_as(Expr::col((main.clone(), Characters::Name)), Alias::new("character_name"))
        .expr_as(Expr::col((main.clone(), Characters::Race)), Alias::new("race"))
        .expr_as(Expr::col((main, Characters::Gender)), Alias::new("gender"))
        .expr_as(
            count(rows_of(Characters::Table, Characters::UserId, user)),
            Alias::new("characters"),
        )
        .expr_as(
            count(rows_of(PrivateMessages::Table, PrivateMessages::SenderId, user)),
            Alias::new("sent_messages"),
        )
        .expr_as(count(received), Alias::new("received_messages"))
        .expr_as(
            count(rows_of(ConversationMembers::Table, ConversationMembers::UserId, user)),
            Alias::new("conversations"),
        )
        .expr_as(
            count(owned_sessions(user, SessionKind::Private)),
            Alias::new("owned_private_sessions"),
        )
        .expr_as(
            count(owned_sessions(user, SessionKind::General)),
            Alias::new("owned_general_sessions"),
        )
        .expr_as(
            count(rows_of(RpMessages::Table, Spoken::UserId, user)),
            Alias::new("session_messages"),
        )
        .expr_as(
            count(rows_of(TavernMessages::Table, Spoken::UserId, user)),
            Alias::new("tavern_messages"),
        )
        .expr_as(
            count(rows_of(NewsComments::Table, NewsComments::AuthorId, user)),
            Alias::new("news_comments"),
        )
        .expr_as(count(reports_going(user)), Alias::new("session_reports"))
        .from(Users::Table)
        .and_where(Expr::col((Users::Table, Users::Id)).eq(user.0))
        .to_owned();
    join_main_character(&mut query, JoinType::LeftJoin, "c", (Users::Table, Users::Id));
    query
}

/// Takes the player's rows out of a kept counter: `counter -= (their rows in that parent)`.
async fn discount(
    tx: &mut Tx,
    parent: (impl IntoIden + Copy, impl IntoIden + Copy, impl IntoIden + Copy),
    child: (impl IntoIden + Copy, impl IntoIden + Copy, impl IntoIden + Copy),
    user: UserId,
) -> Result<(), InfraError> {
    let (parent_table, parent_id, counter) = parent;
    let (child_table, child_parent, child_user) = child;
    let theirs = Query::select()
        .from(child_table)
        .and_where(Expr::col((child_table, child_parent)).equals((parent_table, parent_id)))
        .and_where(Expr::col((child_table, child_user)).eq(user.0))
        .to_owned();
    let touched = Query::select()
        .column(child_parent)
        .from(child_table)
        .and_where(Expr::col(child_user).eq(user.0))
        .to_owned();
    tx.execute(
        Query::update()
            .table(parent_table)
            .value(counter, Expr::col(counter).sub(count(theirs)))
            .and_where(Expr::col(parent_id).in_subquery(touched)),
    )
    .await?;
    Ok(())
}

#[async_trait::async_trait]
impl AccountDeletion for SqlAccountDeletion {
    #[tracing::instrument(name = "SqlAccountDeletion::preview", level = "debug", skip_all)]
    async fn preview(&self, user: UserId) -> Result<Option<DeletionPreview>, InfraError> {
        let row: Option<PreviewRow> = self.db.fetch_optional(&preview_query(user)).await?;
        row.map(DeletionPreview::try_from).transpose()
    }

    #[tracing::instrument(name = "SqlAccountDeletion::delete", level = "debug", skip_all)]
    async fn delete(&self, user: UserId) -> Result<Option<DeletionPreview>, InfraError> {
        let mut tx = self.db.begin().await?;
        let row: Option<PreviewRow> = tx.fetch_optional(&preview_query(user)).await?;
        let Some(row) = row else { return Ok(None) };
        let preview = DeletionPreview::try_from(row)?;
        discount(
            &mut tx,
            (RpSessions::Table, RpSessions::Id, RpSessions::MessageCount),
            (RpMessages::Table, RpMessages::SessionId, Spoken::UserId),
            user,
        )
        .await?;
        discount(
            &mut tx,
            (TavernRooms::Table, TavernRooms::Id, TavernRooms::MessageCount),
            (TavernMessages::Table, TavernMessages::RoomId, Spoken::UserId),
            user,
        )
        .await?;
        discount(
            &mut tx,
            (News::Table, News::Id, News::CommentCount),
            (NewsComments::Table, NewsComments::NewsId, NewsComments::AuthorId),
            user,
        )
        .await?;
        tx.execute(
            Query::delete()
                .from_table(Conversations::Table)
                .and_where(Expr::col(Conversations::Id).in_subquery(conversations_of(user))),
        )
        .await?;
        tx.execute(
            Query::delete().from_table(Users::Table).and_where(Expr::col(Users::Id).eq(user.0)),
        )
        .await?;
        // Sessions whose newest post was the player's point at the newest one left, and are as
        // recent as it (or as their start, with none left): no one is told of a post that is
        // gone.
        let newest_at = Query::select()
            .expr(Func::max(Expr::col((RpMessages::Table, Spoken::CreatedAt))))
            .from(RpMessages::Table)
            .and_where(
                Expr::col((RpMessages::Table, RpMessages::SessionId))
                    .equals((RpSessions::Table, RpSessions::Id)),
            )
            .to_owned();
        let newest = Query::select()
            .expr(Func::max(Expr::col((RpMessages::Table, RpMessages::Id))))
            .from(RpMessages::Table)
            .and_where(
                Expr::col((RpMessages::Table, RpMessages::SessionId))
                    .equals((RpSessions::Table, RpSessions::Id)),
            )
            .to_owned();
        let pointed = Query::select().column(RpMessages::Id).from(RpMessages::Table).to_owned();
        tx.execute(
            Query::update()
                .table(RpSessions::Table)
                .value(
                    RpSessions::LastMessageId,
                    Expr::SubQuery(None, Box::new(newest.into_sub_query_statement())),
                )
                .value(
                    RpSessions::LastActivity,
                    Func::coalesce::<[Expr; 2], Expr>([
                        Expr::SubQuery(None, Box::new(newest_at.into_sub_query_statement())),
                        Expr::col((RpSessions::Table, RpSessions::CreatedAt)),
                    ]),
                )
                .and_where(Expr::col(RpSessions::LastMessageId).is_not_null())
                .and_where(Expr::col(RpSessions::LastMessageId).not_in_subquery(pointed)),
        )
        .await?;
        tx.commit().await?;
        Ok(Some(preview))
    }
}
