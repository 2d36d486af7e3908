//! Registration, activation, login and password reset (spec 1 §7, spec 3 §7).

use std::sync::Arc;

use mrok_core::accounts::{AccountService, Credentials, Password, PasswordReset, Registration};
use poem::Request;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use crate::api::ApiTags;
use crate::api::auth::{BearerAuth, client_ip, user_agent};
use crate::api::common::{MessageBody, MessageResponse};
use crate::api::errors::ApiError;
use crate::api::wire::RoleValue;

pub struct AccountsApi {
    pub accounts: Arc<AccountService>,
}

/// E-mail and password (registration and login).
#[derive(Debug, Object)]
pub struct CredentialsBody {
    #[oai(default)]
    pub email: String,
    #[oai(default)]
    pub password: String,
}

/// The answer to a successful login.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct LoginBody {
    /// Bearer token for every authenticated call.
    pub token: String,
    pub user_id: i64,
    pub user_role: RoleValue,
    /// The main character's race; `null` means the account has no character yet.
    #[oai(nullable)]
    pub race: Option<String>,
    pub message: String,
}

/// A forgot-password request.
#[derive(Debug, Object)]
pub struct ForgotPasswordBody {
    #[oai(default)]
    pub email: String,
}

/// The address a reset link belongs to.
#[derive(Debug, Object)]
pub struct ResetLinkBody {
    pub email: String,
}

/// A new password through a reset link.
#[derive(Debug, Object)]
pub struct ResetPasswordBody {
    #[oai(default)]
    pub email: String,
    #[oai(default)]
    pub token: String,
    #[oai(default)]
    pub password: String,
}

#[derive(ApiResponse)]
pub enum RegisterResponse {
    /// Registered (or already known: the answer is the same); the activation link is on its way.
    #[oai(status = 201)]
    Created(Json<MessageBody>),
}

#[derive(ApiResponse)]
pub enum LoginResponse {
    /// Logged in.
    #[oai(status = 200)]
    Ok(Json<LoginBody>),
}

#[derive(ApiResponse)]
pub enum ResetLinkResponse {
    /// The link is usable.
    #[oai(status = 200)]
    Ok(Json<ResetLinkBody>),
}

const REGISTERED: &str =
    "Rejestracja przyjęta. Sprawdź skrzynkę e-mail i aktywuj konto linkiem, który wysłaliśmy.";
const ACTIVATED: &str = "Konto zostało aktywowane! Możesz się teraz zalogować.";
const LOGGED_IN: &str = "Zalogowano pomyślnie";
const LOGGED_OUT: &str = "Wylogowano.";
const RESET_REQUESTED: &str =
    "Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do ustawienia nowego hasła.";
const PASSWORD_CHANGED: &str = "Hasło zostało zmienione. Możesz się zalogować.";

#[OpenApi(tag = "ApiTags::Accounts")]
impl AccountsApi {
    /// Register an account; an activation link is mailed.
    #[oai(path = "/register", method = "post", operation_id = "register")]
    #[tracing::instrument(name = "register", level = "debug", skip_all)]
    async fn register(
        &self,
        req: &Request,
        body: Json<CredentialsBody>,
    ) -> Result<RegisterResponse, ApiError> {
        let form = Registration {
            email: body.0.email,
            password: Password::new(body.0.password),
            ip: client_ip(req),
        };
        self.accounts.register(form).await?;
        Ok(RegisterResponse::Created(MessageBody::json(REGISTERED)))
    }

    /// Activate an account with the token from the activation e-mail.
    #[oai(path = "/activate/:token", method = "get", operation_id = "activate")]
    #[tracing::instrument(name = "activate", level = "debug", skip_all)] // the token is a secret
    async fn activate(&self, token: Path<String>) -> Result<MessageResponse, ApiError> {
        self.accounts.activate(&token.0).await?;
        Ok(MessageResponse::Ok(MessageBody::json(ACTIVATED)))
    }

    /// Log in; the answer carries the bearer token.
    #[oai(path = "/login", method = "post", operation_id = "login")]
    #[tracing::instrument(name = "login", level = "debug", skip_all)]
    async fn login(
        &self,
        req: &Request,
        body: Json<CredentialsBody>,
    ) -> Result<LoginResponse, ApiError> {
        let form = Credentials {
            email: body.0.email,
            password: Password::new(body.0.password),
            ip: client_ip(req),
            device: user_agent(req),
        };
        let outcome = self.accounts.login(form).await?;
        Ok(LoginResponse::Ok(Json(LoginBody {
            token: outcome.access_token,
            user_id: outcome.user_id.0,
            user_role: outcome.role.into(),
            race: outcome.race,
            message: LOGGED_IN.to_owned(),
        })))
    }

    /// Log out: this login's token stops working at once, everywhere, and the live sockets it
    /// opened close (the account's other logins go on).
    #[oai(path = "/logout", method = "post", operation_id = "logout")]
    #[tracing::instrument(name = "logout", level = "debug", skip_all)]
    async fn logout(&self, auth: BearerAuth) -> Result<MessageResponse, ApiError> {
        self.accounts.logout(&auth.0).await?;
        Ok(MessageResponse::Ok(MessageBody::json(LOGGED_OUT)))
    }

    /// Ask for a password-reset link. The answer is the same whether the address is known.
    #[oai(path = "/forgot-password", method = "post", operation_id = "forgotPassword")]
    #[tracing::instrument(name = "forgotPassword", level = "debug", skip_all)]
    async fn forgot_password(
        &self,
        req: &Request,
        body: Json<ForgotPasswordBody>,
    ) -> Result<MessageResponse, ApiError> {
        self.accounts.forgot_password(&body.0.email, &client_ip(req)).await?;
        Ok(MessageResponse::Ok(MessageBody::json(RESET_REQUESTED)))
    }

    /// Check a reset link; answers the address it belongs to.
    #[oai(path = "/newpassword/:token", method = "get", operation_id = "checkResetToken")]
    #[tracing::instrument(name = "checkResetToken", level = "debug", skip_all)] // the token is a secret
    async fn check_reset_token(&self, token: Path<String>) -> Result<ResetLinkResponse, ApiError> {
        let email = self.accounts.reset_link_email(&token.0).await?;
        Ok(ResetLinkResponse::Ok(Json(ResetLinkBody { email: email.to_string() })))
    }

    /// Set a new password with a reset link; every login of the account ends.
    #[oai(path = "/reset-password", method = "post", operation_id = "resetPassword")]
    #[tracing::instrument(name = "resetPassword", level = "debug", skip_all)]
    async fn reset_password(
        &self,
        body: Json<ResetPasswordBody>,
    ) -> Result<MessageResponse, ApiError> {
        let form = PasswordReset {
            email: body.0.email,
            token: body.0.token,
            password: Password::new(body.0.password),
        };
        self.accounts.reset_password(form).await?;
        Ok(MessageResponse::Ok(MessageBody::json(PASSWORD_CHANGED)))
    }
}
