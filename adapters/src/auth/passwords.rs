use std::sync::Arc;

use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher as _, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};
use mrok_core::accounts::{Password, PasswordHasher};
use mrok_core::shared::InfraError;
use tokio::sync::Semaphore;

/// argon2id with the OWASP parameters (19 MiB, 2 passes, 1 lane), run on the blocking pool with
/// at most one hash per core at a time, so that a flood of logins cannot starve the async
/// workers or exhaust memory.
pub struct Argon2Hasher {
    argon2: Argon2<'static>,
    permits: Arc<Semaphore>,
    decoy_hash: String,
}

impl Argon2Hasher {
    /// # Errors
    /// Only if the fixed parameters were refused, which they are not.
    pub fn new() -> Result<Self, InfraError> {
        let params = Params::new(19 * 1024, 2, 1, None).map_err(InfraError::new)?;
        let argon2 = Argon2::new(Algorithm::Argon2id, Version::V0x13, params);
        let salt = SaltString::generate(&mut OsRng);
        let decoy_hash = argon2
            .hash_password(b"decoy password nobody has", &salt)
            .map_err(InfraError::new)?
            .to_string();
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Ok(Argon2Hasher { argon2, permits: Arc::new(Semaphore::new(cores)), decoy_hash })
    }

    async fn run_blocking<T: Send + 'static>(
        &self,
        work: impl FnOnce(Argon2<'static>) -> T + Send + 'static,
    ) -> Result<T, InfraError> {
        let _permit = self.permits.acquire().await.map_err(InfraError::new)?;
        let argon2 = self.argon2.clone();
        tokio::task::spawn_blocking(move || work(argon2)).await.map_err(InfraError::new)
    }
}

#[async_trait::async_trait]
impl PasswordHasher for Argon2Hasher {
    #[tracing::instrument(name = "Argon2Hasher::hash", level = "debug", skip_all)]
    async fn hash(&self, password: &Password) -> Result<String, InfraError> {
        let password = password.expose().to_owned();
        self.run_blocking(move |argon2| {
            let salt = SaltString::generate(&mut OsRng);
            argon2.hash_password(password.as_bytes(), &salt).map(|hash| hash.to_string())
        })
        .await?
        .map_err(InfraError::new)
    }

    #[tracing::instrument(name = "Argon2Hasher::verify", level = "debug", skip_all)]
    async fn verify(&self, password: &Password, hash: Option<String>) -> Result<bool, InfraError> {
        let known = hash.is_some();
        let hash = hash.unwrap_or_else(|| self.decoy_hash.clone());
        let password = password.expose().to_owned();
        let matches = self
            .run_blocking(move |argon2| {
                let parsed = PasswordHash::new(&hash).map_err(InfraError::new)?;
                Ok::<_, InfraError>(argon2.verify_password(password.as_bytes(), &parsed).is_ok())
            })
            .await??;
        Ok(known && matches)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_hash_is_argon2id_and_verifies_only_its_password() {
        let hasher = Argon2Hasher::new().unwrap();
        let hash = hasher.hash(&Password::new("Haslo123")).await.unwrap();
        assert!(hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        assert!(hasher.verify(&Password::new("Haslo123"), Some(hash.clone())).await.unwrap());
        assert!(!hasher.verify(&Password::new("haslo123"), Some(hash)).await.unwrap());
    }

    #[tokio::test]
    async fn the_decoy_never_matches() {
        let hasher = Argon2Hasher::new().unwrap();
        assert!(!hasher.verify(&Password::new("decoy password nobody has"), None).await.unwrap());
    }
}
