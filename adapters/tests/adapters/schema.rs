use std::collections::BTreeSet;
use std::path::Path;

use crate::support::{postgres, sqlite};

fn migration_names(backend: &str) -> BTreeSet<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../migrations").join(backend);
    std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect()
}

#[test]
fn both_backends_have_the_same_numbered_migration_files() {
    let postgres = migration_names("postgres");
    assert!(!postgres.is_empty());
    assert_eq!(postgres, migration_names("sqlite"));
}

#[tokio::test]
async fn both_schemas_hold_the_same_tables_and_columns() {
    let Some(pg) = postgres().await else {
        eprintln!("MROK_TEST_POSTGRES_URL is not set: schema parity checked on SQLite only");
        return;
    };
    let lite = sqlite().await;
    let pg_columns = pg.db.schema_columns().await.unwrap();
    let lite_columns = lite.db.schema_columns().await.unwrap();
    assert!(pg_columns.iter().any(|(table, column)| table == "users" && column == "email"));
    assert_eq!(pg_columns, lite_columns);
}
