//! Password strength: the two formulas of the spec and the policies built on them, and on top of
//! them a strength estimator (zxcvbn), which refuses what the formulas let through: `12345678`,
//! `qwerty123`, `password`. The player site runs the same estimator (the npm package of the
//! version this crate ports), so the two agree.

use zxcvbn::matching::patterns::MatchPattern;

use super::AccountError;

/// The longest password accepted, so that hashing cannot be abused.
pub const MAX_PASSWORD_CHARS: usize = 1024;
/// The score a password needs (of 100).
pub const MIN_PASSWORD_SCORE: u8 = 50;
/// The shortest password registration accepts (spec 1 §9: "Password minimum 8 at
/// registration"), whatever its score: upper case and a digit alone reach 50.
pub const MIN_REGISTRATION_PASSWORD_CHARS: usize = 8;
/// The shortest password a reset accepts.
pub const MIN_RESET_PASSWORD_CHARS: usize = 6;

/// zxcvbn's score a new password needs (of 0–4): 2 is "somewhat guessable", some 10⁸ guesses.
pub const MIN_ESTIMATED_SCORE: u8 = 2;
/// The characters the estimator reads: past them it only slows down (zxcvbn's own advice).
pub const ESTIMATED_CHARS: usize = 100;

/// Whether the estimator finds the password too easy to guess: zxcvbn scores it under
/// [`MIN_ESTIMATED_SCORE`], or the whole of it (lowercased) is one entry of its frequency lists.
pub fn is_popular(password: &str) -> bool {
    let text: String = password.chars().take(ESTIMATED_CHARS).collect();
    if text.is_empty() {
        return true;
    }
    let estimate = zxcvbn::zxcvbn(&text, &[]);
    let whole_entry = matches!(
        estimate.sequence(),
        [only] if matches!(&only.pattern, MatchPattern::Dictionary(d) if !d.reversed && !d.l33t)
    );
    u8::from(estimate.score()) < MIN_ESTIMATED_SCORE || whole_entry
}

/// Registration formula: 25 points each for a length of at least 8, a lowercase letter, an
/// uppercase letter and a digit.
pub fn registration_score(password: &str) -> u8 {
    let traits = CharacterTraits::of(password);
    25 * [traits.len >= 8, traits.lower, traits.upper, traits.digit]
        .into_iter()
        .filter(|&met| met)
        .count() as u8
}

/// Reset formula: 25 points each for a length of at least 6, a length of at least 8, a
/// lowercase letter, an uppercase letter and a digit, capped at 100.
pub fn reset_score(password: &str) -> u8 {
    let traits = CharacterTraits::of(password);
    let met = [traits.len >= 6, traits.len >= 8, traits.lower, traits.upper, traits.digit]
        .into_iter()
        .filter(|&met| met)
        .count() as u8;
    (25 * met).min(100)
}

/// The label the player sites show for a score.
pub fn strength_label(score: u8) -> &'static str {
    match score {
        0..25 => "Bardzo słabe",
        25..50 => "Słabe",
        50..75 => "Średnie",
        _ => "Silne",
    }
}

struct CharacterTraits {
    len: usize,
    lower: bool,
    upper: bool,
    digit: bool,
}

impl CharacterTraits {
    fn of(password: &str) -> Self {
        CharacterTraits {
            len: password.chars().count(),
            lower: password.chars().any(char::is_lowercase),
            upper: password.chars().any(char::is_uppercase),
            digit: password.chars().any(|c| c.is_ascii_digit()),
        }
    }
}

/// Which rules a new password must meet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PasswordPolicy {
    Registration,
    Reset,
}

impl PasswordPolicy {
    /// # Errors
    /// The Polish refusal of the rule the password breaks.
    pub fn check(self, password: &str) -> Result<(), AccountError> {
        if password.chars().count() > MAX_PASSWORD_CHARS {
            return Err(AccountError::PasswordTooLong);
        }
        match self {
            PasswordPolicy::Registration
                if password.chars().count() < MIN_REGISTRATION_PASSWORD_CHARS
                    || registration_score(password) < MIN_PASSWORD_SCORE =>
            {
                Err(AccountError::WeakPassword)
            }
            PasswordPolicy::Reset if password.chars().count() < MIN_RESET_PASSWORD_CHARS => {
                Err(AccountError::ResetPasswordTooShort)
            }
            PasswordPolicy::Reset if reset_score(password) < MIN_PASSWORD_SCORE => {
                Err(AccountError::WeakResetPassword)
            }
            _ if is_popular(password) => Err(AccountError::PopularPassword),
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registration_score_gives_25_points_per_trait() {
        assert_eq!(registration_score(""), 0);
        assert_eq!(registration_score("abc"), 25);
        assert_eq!(registration_score("abcdefgh"), 50);
        assert_eq!(registration_score("Abcdefgh"), 75);
        assert_eq!(registration_score("Abcdefg1"), 100);
        assert_eq!(registration_score("ABC1"), 50);
    }

    #[test]
    fn reset_score_counts_both_lengths_and_caps_at_100() {
        assert_eq!(reset_score("abc"), 25);
        assert_eq!(reset_score("abcdef"), 50);
        assert_eq!(reset_score("abcdefgh"), 75);
        assert_eq!(reset_score("Abcdefg1"), 100);
        assert_eq!(reset_score("Ab1"), 75);
    }

    #[test]
    fn the_commonest_passwords_pass_the_formulas_but_not_the_estimator() {
        for popular in ["12345678", "qwerty123", "password", "Password1", "Abcdefg1"] {
            assert!(is_popular(popular), "{popular}");
        }
        for fine in ["Haslo123", "Nowe1234", "Kruk w mgle 7", "Wiedzma z Mroku 1"] {
            assert!(!is_popular(fine), "{fine}");
        }
    }

    #[test]
    fn registration_and_reset_refuse_a_popular_password_in_polish() {
        for policy in [PasswordPolicy::Registration, PasswordPolicy::Reset] {
            let refused = policy.check("Password1").err().map(|e| e.to_string());
            assert_eq!(refused.as_deref(), Some("Hasło jest zbyt popularne — wybierz inne."));
        }
        // The spec's own checks speak first, with their own words.
        assert!(matches!(
            PasswordPolicy::Registration.check("qwerty"),
            Err(AccountError::WeakPassword)
        ));
    }

    #[test]
    fn polish_letters_count_as_letters() {
        assert_eq!(registration_score("ŻÓŁW"), 25);
        assert_eq!(registration_score("żółw"), 25);
    }

    #[test]
    fn labels_follow_the_spec_thresholds() {
        assert_eq!(strength_label(0), "Bardzo słabe");
        assert_eq!(strength_label(24), "Bardzo słabe");
        assert_eq!(strength_label(25), "Słabe");
        assert_eq!(strength_label(50), "Średnie");
        assert_eq!(strength_label(75), "Silne");
        assert_eq!(strength_label(100), "Silne");
    }

    #[test]
    fn registration_refuses_a_score_under_50_and_fewer_than_8_characters() {
        for weak in ["abc", "ABC1", "aB", "Abcdef1"] {
            assert!(
                matches!(PasswordPolicy::Registration.check(weak), Err(AccountError::WeakPassword)),
                "{weak}"
            );
        }
        assert!(PasswordPolicy::Registration.check("wrzosowisko").is_ok());
        assert!(PasswordPolicy::Registration.check("ŻÓŁWIKI1").is_ok());
    }

    #[test]
    fn reset_needs_six_characters_before_anything_else() {
        assert!(matches!(
            PasswordPolicy::Reset.check("Ab1"),
            Err(AccountError::ResetPasswordTooShort)
        ));
        assert!(PasswordPolicy::Reset.check("wrzosowy").is_ok());
        // Six letters meet the formula; as short a word is rarely hard to guess.
        assert!(matches!(
            PasswordPolicy::Reset.check("abcdef"),
            Err(AccountError::PopularPassword)
        ));
        assert!(matches!(
            PasswordPolicy::Reset.check("      "),
            Err(AccountError::WeakResetPassword)
        ));
    }

    #[test]
    fn an_absurdly_long_password_is_refused() {
        let long = "Aa1".repeat(400);
        assert!(matches!(
            PasswordPolicy::Registration.check(&long),
            Err(AccountError::PasswordTooLong)
        ));
    }
}
