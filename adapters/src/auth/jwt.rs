use chrono::DateTime;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation, decode, encode};
use mrok_core::accounts::{AccessClaims, AccessTokens, SignInId};
use mrok_core::shared::{InfraError, Role, UserId};
use secrecy::{ExposeSecret, SecretString};
use serde::{Deserialize, Serialize};

/// Access tokens signed with HS256 under the server's secret.
pub struct JwtAccessTokens {
    encoding: EncodingKey,
    decoding: DecodingKey,
    validation: Validation,
}

#[derive(Serialize, Deserialize)]
struct Claims {
    sub: String,
    role: String,
    ver: i64,
    /// The sign-in (login) the token belongs to.
    sid: i64,
    iat: i64,
    exp: i64,
}

impl JwtAccessTokens {
    pub fn new(secret: &SecretString) -> Self {
        let key = secret.expose_secret().as_bytes();
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = 0;
        validation.set_required_spec_claims(&["exp", "sub", "iat"]);
        JwtAccessTokens {
            encoding: EncodingKey::from_secret(key),
            decoding: DecodingKey::from_secret(key),
            validation,
        }
    }
}

impl AccessTokens for JwtAccessTokens {
    fn issue(&self, claims: &AccessClaims) -> Result<String, InfraError> {
        let claims = Claims {
            sub: claims.user_id.0.to_string(),
            role: claims.role.as_str().to_owned(),
            ver: claims.token_version,
            sid: claims.sign_in.0,
            iat: claims.issued_at.timestamp(),
            exp: claims.expires_at.timestamp(),
        };
        encode(&Header::new(Algorithm::HS256), &claims, &self.encoding).map_err(InfraError::new)
    }

    fn verify(&self, token: &str) -> Option<AccessClaims> {
        let claims = decode::<Claims>(token, &self.decoding, &self.validation).ok()?.claims;
        Some(AccessClaims {
            user_id: UserId(claims.sub.parse().ok()?),
            role: claims.role.parse::<Role>().ok()?,
            token_version: claims.ver,
            sign_in: SignInId(claims.sid),
            issued_at: DateTime::from_timestamp(claims.iat, 0)?,
            expires_at: DateTime::from_timestamp(claims.exp, 0)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use base64::Engine;
    use base64::engine::general_purpose::URL_SAFE_NO_PAD;
    use chrono::{Duration, Utc};

    use super::*;

    fn tokens(secret: &str) -> JwtAccessTokens {
        JwtAccessTokens::new(&SecretString::from(secret.to_owned()))
    }

    fn claims(expires_in: Duration) -> AccessClaims {
        let now = DateTime::from_timestamp(Utc::now().timestamp(), 0).unwrap();
        AccessClaims {
            user_id: UserId(42),
            role: Role::Admin,
            token_version: 3,
            sign_in: SignInId(9),
            issued_at: now,
            expires_at: now + expires_in,
        }
    }

    #[test]
    fn a_signed_token_verifies_to_its_claims() {
        let signer = tokens("sekret");
        let claims = claims(Duration::hours(1));
        let token = signer.issue(&claims).unwrap();
        assert_eq!(signer.verify(&token), Some(claims));
    }

    #[test]
    fn an_expired_token_is_refused() {
        let signer = tokens("sekret");
        let token = signer.issue(&claims(Duration::seconds(-5))).unwrap();
        assert_eq!(signer.verify(&token), None);
    }

    #[test]
    fn a_token_signed_with_another_key_is_refused() {
        let token = tokens("cudzy klucz").issue(&claims(Duration::hours(1))).unwrap();
        assert_eq!(tokens("sekret").verify(&token), None);
    }

    #[test]
    fn a_tampered_payload_is_refused() {
        let signer = tokens("sekret");
        let token = signer.issue(&claims(Duration::hours(1))).unwrap();
        let parts: Vec<&str> = token.split('.').collect();
        let payload = String::from_utf8(URL_SAFE_NO_PAD.decode(parts[1]).unwrap()).unwrap();
        let forged = URL_SAFE_NO_PAD.encode(payload.replace("\"sub\":\"42\"", "\"sub\":\"1\""));
        let tampered = format!("{}.{}.{}", parts[0], forged, parts[2]);
        assert_eq!(signer.verify(&tampered), None);
    }

    #[test]
    fn a_token_naming_no_sign_in_is_refused() {
        // Tokens issued before logins were recorded carry no `sid`: they log in again.
        let now = Utc::now().timestamp();
        let key = EncodingKey::from_secret(b"sekret");
        let sign = |claims: serde_json::Value| {
            encode(&Header::new(Algorithm::HS256), &claims, &key).unwrap()
        };
        let claims = serde_json::json!({"sub": "42", "role": "admin", "ver": 3, "iat": now, "exp": now + 60});
        assert_eq!(tokens("sekret").verify(&sign(claims.clone())), None);
        let mut with_sid = claims;
        with_sid["sid"] = 9.into();
        assert!(tokens("sekret").verify(&sign(with_sid)).is_some());
    }

    #[test]
    fn an_unsigned_alg_none_token_is_refused() {
        let signer = tokens("sekret");
        let token = signer.issue(&claims(Duration::hours(1))).unwrap();
        let payload = token.split('.').nth(1).unwrap();
        let header = URL_SAFE_NO_PAD.encode(r#"{"alg":"none","typ":"JWT"}"#);
        assert_eq!(signer.verify(&format!("{header}.{payload}.")), None);
    }
}
