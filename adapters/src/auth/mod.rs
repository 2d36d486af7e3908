//! Password hashing (argon2id) and access tokens (JWT, HS256).

mod idle_core;
mod jwt;
mod passwords;

pub use jwt::JwtAccessTokens;
pub use passwords::Argon2Hasher;
