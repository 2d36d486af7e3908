use crate::access::Forbidden;
use crate::shared::{DomainError, ErrorKind, InfraError, RateLimited};

/// Every refusal of the accounts area; the `Display` text is shown to players as it is.
#[derive(Debug, thiserror::Error)]
pub enum AccountError {
    #[error("Proszę wypełnić wszystkie pola")]
    MissingFields,
    #[error("Proszę wprowadzić adres e-mail")]
    MissingEmail,
    #[error("Proszę wprowadzić prawidłowy adres e-mail")]
    InvalidEmail,
    #[error("Hasło jest zbyt słabe - użyj co najmniej 8 znaków z literami i cyframi")]
    WeakPassword,
    #[error("Hasło musi mieć co najmniej 6 znaków.")]
    ResetPasswordTooShort,
    #[error("Hasło jest zbyt słabe - użyj co najmniej 8 znaków z literami i cyframi.")]
    WeakResetPassword,
    #[error("Hasło jest zbyt popularne — wybierz inne.")]
    PopularPassword,
    #[error("Hasło może mieć najwyżej 1024 znaki.")]
    PasswordTooLong,
    #[error("Nieprawidłowy e-mail lub hasło")]
    InvalidCredentials,
    #[error("Podaj hasło")]
    PasswordRequired,
    #[error("Nieprawidłowe hasło")]
    WrongPassword,
    #[error(
        "Konto nie zostało jeszcze aktywowane. Kliknij link aktywacyjny z wiadomości, którą \
         wysłaliśmy po rejestracji."
    )]
    NotActivated,
    #[error("Link aktywacyjny jest nieprawidłowy lub został już użyty.")]
    InvalidActivationToken,
    /// An activation link used before: its account is active.
    #[error("To konto jest już aktywne. Możesz się zalogować.")]
    AlreadyActive,
    #[error("Link aktywacyjny wygasł. Zarejestruj się ponownie tym samym adresem, a wyślemy nowy.")]
    ExpiredActivationToken,
    #[error("Token jest nieprawidłowy lub wygasł.")]
    InvalidResetToken,
    #[error("Brak tokenu autoryzacji")]
    MissingAccessToken,
    #[error("Sesja wygasła lub jest nieprawidłowa. Zaloguj się ponownie.")]
    InvalidAccessToken,
    #[error(transparent)]
    Forbidden(#[from] Forbidden),
    /// No account has this e-mail address (the command line looks accounts up by address).
    #[error("Nie znaleziono konta o adresie {0}")]
    UnknownAccount(String),
    /// No account has this id (an id in the address of an admin call).
    #[error("Nie znaleziono użytkownika o takim ID")]
    UnknownUser,
    #[error("Konto o tym adresie już istnieje")]
    EmailTaken,
    #[error("Nie możesz odebrać sobie roli administratora")]
    OwnDemotion,
    #[error(transparent)]
    RateLimited(#[from] RateLimited),
    #[error(transparent)]
    Infra(#[from] InfraError),
}

impl DomainError for AccountError {
    fn kind(&self) -> ErrorKind {
        use AccountError::*;
        match self {
            MissingFields
            | MissingEmail
            | InvalidEmail
            | WeakPassword
            | ResetPasswordTooShort
            | WeakResetPassword
            | PopularPassword
            | PasswordTooLong
            | InvalidActivationToken
            | ExpiredActivationToken
            | InvalidResetToken
            | PasswordRequired
            | WrongPassword => ErrorKind::Invalid,
            InvalidCredentials | MissingAccessToken | InvalidAccessToken => {
                ErrorKind::Unauthenticated
            }
            NotActivated | Forbidden(_) => ErrorKind::Forbidden,
            UnknownAccount(_) | UnknownUser => ErrorKind::NotFound,
            EmailTaken | OwnDemotion | AlreadyActive => ErrorKind::Conflict,
            RateLimited(limited) => ErrorKind::TooManyRequests(limited.retry_after),
            Infra(_) => ErrorKind::Internal,
        }
    }

    fn code(&self) -> &'static str {
        use AccountError::*;
        match self {
            MissingFields => "missing_fields",
            MissingEmail => "missing_email",
            InvalidEmail => "invalid_email",
            WeakPassword | WeakResetPassword => "weak_password",
            PopularPassword => "popular_password",
            ResetPasswordTooShort => "password_too_short",
            PasswordTooLong => "password_too_long",
            InvalidCredentials => "invalid_credentials",
            PasswordRequired => "password_required",
            WrongPassword => "wrong_password",
            NotActivated => "account_not_activated",
            InvalidActivationToken => "invalid_activation_token",
            AlreadyActive => "account_already_active",
            ExpiredActivationToken => "expired_activation_token",
            InvalidResetToken => "invalid_reset_token",
            MissingAccessToken => "missing_token",
            InvalidAccessToken => "invalid_token",
            Forbidden(_) => "forbidden",
            UnknownAccount(_) | UnknownUser => "unknown_account",
            EmailTaken => "email_taken",
            OwnDemotion => "own_demotion",
            RateLimited(_) => "rate_limited",
            Infra(_) => "internal",
        }
    }
}
