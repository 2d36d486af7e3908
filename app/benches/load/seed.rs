//! Seeding the world straight through the adapters' `Db`: players, sessions, posts.

use std::time::{Duration, Instant};

use chrono::{DateTime, TimeDelta, Utc};
use mrok_adapters::auth::Argon2Hasher;
use mrok_adapters::sql::Db;
use mrok_core::accounts::{Password, PasswordHasher};
use mrok_core::characters::{Gender, Race};
use mrok_core::sessions::{CharacterType, SessionKind};
use mrok_core::shared::Role;
use sea_query::{Alias, Expr, Order, Query};

use crate::common::PASSWORD;
use crate::settings::Scale;
use crate::{FILLER, Res};

/// Rows per INSERT statement (7 columns at most: well under both databases' parameter limits).
const BATCH: usize = 1_000;

/// What the seeding made, in insertion order.
pub struct World {
    /// Account ids, player `p` at index `p`.
    pub users: Vec<i64>,
    /// Each player's sign-in, as `users` (the tokens name them).
    pub sign_ins: Vec<i64>,
    pub general: Vec<i64>,
    /// A general session each player takes part in (`None`: none).
    pub member_of: Vec<Option<i64>>,
    pub posts: usize,
    pub members: usize,
    pub took: Duration,
}

#[derive(sqlx::FromRow)]
struct IdRow {
    id: i64,
}

async fn ids(db: &Db, table: &str) -> Res<Vec<i64>> {
    let rows: Vec<IdRow> = db
        .fetch_all(
            &Query::select()
                .column(Alias::new("id"))
                .from(Alias::new(table))
                .order_by(Alias::new("id"), Order::Asc)
                .to_owned(),
        )
        .await?;
    Ok(rows.into_iter().map(|r| r.id).collect())
}

/// Inserts `rows` into `table`, `BATCH` rows a statement, in one transaction.
async fn insert_rows(
    db: &Db,
    table: &str,
    columns: &[&str],
    rows: impl IntoIterator<Item = Vec<Expr>>,
) -> Res<usize> {
    let empty = Query::insert()
        .into_table(Alias::new(table))
        .columns(columns.iter().map(|c| Alias::new(*c)))
        .to_owned();
    let mut tx = db.begin().await?;
    let mut statement = empty.clone();
    let (mut pending, mut total) = (0, 0);
    for row in rows {
        statement.values(row)?;
        pending += 1;
        total += 1;
        if pending == BATCH {
            tx.execute(&statement).await?;
            statement = empty.clone();
            pending = 0;
        }
    }
    if pending > 0 {
        tx.execute(&statement).await?;
    }
    tx.commit().await?;
    Ok(total)
}

/// A cheap deterministic spread of `k` over `0..modulo`.
fn spread(k: usize, modulo: usize) -> usize {
    (k.wrapping_mul(2_654_435_761) >> 7) % modulo.max(1)
}

fn general_members(g: usize, scale: Scale) -> Vec<usize> {
    let p = scale.players;
    let mut members = vec![g % p, (g + scale.general) % p, (g * 7 + 1) % p, (g * 13 + 5) % p];
    dedup(&mut members);
    members
}

fn private_members(q: usize, scale: Scale) -> Vec<usize> {
    let p = scale.players;
    let mut members = vec![q % p, (q * 3 + 1) % p, (q * 11 + 7) % p];
    dedup(&mut members);
    members
}

fn dedup(members: &mut Vec<usize>) {
    let mut seen = Vec::with_capacity(members.len());
    members.retain(|m| {
        let fresh = !seen.contains(m);
        seen.push(*m);
        fresh
    });
}

pub async fn seed(db: &Db, scale: Scale) -> Res<World> {
    let started = Instant::now();
    let now = Utc::now();
    // One real argon2id hash for every account: hashing 10,000 passwords would take minutes.
    let hash = Argon2Hasher::new()?.hash(&Password::new(PASSWORD)).await?;

    insert_rows(
        db,
        "users",
        &["email", "password_hash", "role", "activated_at", "last_seen_at", "created_at"],
        (0..scale.players).map(|p| {
            vec![
                format!("gracz{p}@mrok.bench").into(),
                hash.clone().into(),
                Role::Resident.as_str().into(),
                now.into(),
                now.into(), // everyone is online: the online list is the 10,000
                (now - TimeDelta::days(60)).into(),
            ]
        }),
    )
    .await?;
    let users = ids(db, "users").await?;
    if users.len() != scale.players {
        return Err(format!("{} accounts after seeding {}", users.len(), scale.players).into());
    }
    // One sign-in each, the one the bench's tokens name (`sign_ins` ids follow `users` ids).
    insert_rows(
        db,
        "sign_ins",
        &["user_id", "device", "address", "created_at", "last_seen_at", "expires_at"],
        (0..scale.players).map(|p| {
            vec![
                users[p].into(),
                "wrk".into(),
                "127.0.0.x".into(),
                now.into(),
                now.into(),
                (now + TimeDelta::days(2)).into(),
            ]
        }),
    )
    .await?;
    let sign_ins = ids(db, "sign_ins").await?;
    let names: Vec<String> = (0..scale.players).map(|p| format!("Postać {p}")).collect();
    insert_rows(
        db,
        "characters",
        &["user_id", "slot", "name", "gender", "race", "approved", "created_at"],
        (0..scale.players).map(|p| {
            vec![
                users[p].into(),
                0_i64.into(),
                names[p].clone().into(),
                Gender::Female.as_str().into(),
                Race::Vampire.as_str().into(),
                true.into(),
                (now - TimeDelta::days(60)).into(),
            ]
        }),
    )
    .await?;
    let characters = ids(db, "characters").await?;

    // Sessions: general ones first, then private ones; `k` counts both.
    let sessions = scale.general + scale.private;
    let members: Vec<Vec<usize>> = (0..sessions)
        .map(|k| {
            if k < scale.general {
                general_members(k, scale)
            } else {
                private_members(k - scale.general, scale)
            }
        })
        .collect();
    let average = scale.posts / sessions.max(1);
    let counts: Vec<usize> =
        (0..sessions).map(|k| (average / 2 + spread(k, average + 1)).max(1)).collect();
    let last_activity = |k: usize| now - TimeDelta::minutes(spread(k, 30 * 24 * 60) as i64 + 1);
    let posted_at =
        |k: usize, j: usize| last_activity(k) - TimeDelta::minutes(17 * (counts[k] - 1 - j) as i64);
    insert_rows(
        db,
        "rp_sessions",
        &["kind", "title", "owner_id", "closed", "created_at", "last_activity"],
        (0..sessions).map(|k| {
            let kind = if k < scale.general { SessionKind::General } else { SessionKind::Private };
            vec![
                kind.as_str().into(),
                format!("Sesja {k}: noc nad traktem").into(),
                users[members[k][0]].into(),
                false.into(),
                (posted_at(k, 0) - TimeDelta::minutes(1)).into(),
                last_activity(k).into(),
            ]
        }),
    )
    .await?;
    let session_ids = ids(db, "rp_sessions").await?;
    if session_ids.len() != sessions {
        return Err(format!("{} sessions after seeding {sessions}", session_ids.len()).into());
    }
    // Borrowed by the row iterators below.
    let (users_, characters_, names_) = (&users, &characters, &names);
    let (members_, counts_, session_ids_) = (&members, &counts, &session_ids);
    let member_rows = insert_rows(
        db,
        "rp_members",
        &["session_id", "user_id", "joined_at", "seen_at", "character_type", "character_id"],
        (0..sessions).flat_map(move |k| {
            let members = &members_[k];
            let joined = posted_at(k, 0) - TimeDelta::minutes(1);
            let session = session_ids_[k];
            members.iter().enumerate().map(move |(i, &p)| {
                // The owner saw the last post; of the others, every other one has not.
                let seen: Option<DateTime<Utc>> =
                    if i == 0 || (k + i) % 2 == 0 { Some(last_activity(k)) } else { None };
                vec![
                    session.into(),
                    users_[p].into(),
                    joined.into(),
                    seen.into(),
                    CharacterType::Main.as_str().into(),
                    characters_[p].into(),
                ]
            })
        }),
    )
    .await?;
    let posts = insert_rows(
        db,
        "rp_messages",
        &[
            "session_id",
            "user_id",
            "body",
            "character_type",
            "character_id",
            "character_name",
            "created_at",
        ],
        (0..sessions).flat_map(move |k| {
            let members = &members_[k];
            let session = session_ids_[k];
            (0..counts_[k]).map(move |j| {
                let p = members[j % members.len()];
                vec![
                    session.into(),
                    users_[p].into(),
                    format!("<p>Wpis {j} w sesji {k}. {FILLER}</p>").into(),
                    CharacterType::Main.as_str().into(),
                    characters_[p].into(),
                    names_[p].clone().into(),
                    posted_at(k, j).into(),
                ]
            })
        }),
    )
    .await?;
    let mut tx = db.begin().await?;
    tx.execute(
        &Query::update()
            .table(Alias::new("rp_sessions"))
            .value(
                Alias::new("last_message_id"),
                Expr::cust(
                    "(SELECT MAX(m.id) FROM rp_messages m WHERE m.session_id = rp_sessions.id)",
                ),
            )
            .value(
                Alias::new("message_count"),
                Expr::cust(
                    "(SELECT COUNT(*) FROM rp_messages m WHERE m.session_id = rp_sessions.id)",
                ),
            )
            .to_owned(),
    )
    .await?;
    tx.commit().await?;
    if let Db::Postgres(pool) = db {
        // What autovacuum would have done by the time a real world is this big.
        sqlx::raw_sql("ANALYZE").execute(pool).await?;
    }

    let mut member_of = vec![None; scale.players];
    for (g, members) in members.iter().enumerate().take(scale.general) {
        for &p in members {
            member_of[p].get_or_insert(session_ids[g]);
        }
    }
    Ok(World {
        users,
        sign_ins,
        general: session_ids[..scale.general].to_vec(),
        member_of,
        posts,
        members: member_rows,
        took: started.elapsed(),
    })
}

pub async fn close(db: Db) {
    match db {
        Db::Postgres(pool) => pool.close().await,
        Db::Sqlite { reader, writer } => {
            reader.close().await;
            writer.close().await;
        }
    }
}
