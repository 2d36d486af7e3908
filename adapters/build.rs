// The migrations are embedded by `sqlx::migrate!`: build again when one is added or changed.
fn main() {
    println!("cargo:rerun-if-changed=../migrations");
}
