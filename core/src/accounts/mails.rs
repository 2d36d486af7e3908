//! The Polish e-mails of the accounts area.

use super::Email;
use crate::mail::{OutgoingMail, escape_html};

/// The activation e-mail, with the link `{public_url}/activate/{token}`.
pub fn activation_mail(to: &Email, public_url: &str, token: &str) -> OutgoingMail {
    let link = format!("{}/activate/{token}", public_url.trim_end_matches('/'));
    compose(
        to,
        "Mrok — aktywuj swoje konto",
        &[
            "Witaj w Mroku, wędrowcze.",
            "Ktoś — mamy nadzieję, że Ty — założył konto w grze Mrok na ten adres e-mail. \
             Aby je aktywować, otwórz poniższy link:",
        ],
        &link,
        &[
            "Link działa przez 3 dni. Konta nieaktywowane w tym czasie są usuwane.",
            "Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.",
        ],
    )
}

/// The password-reset e-mail, with the link `{public_url}/newpassword/{token}`.
pub fn password_reset_mail(to: &Email, public_url: &str, token: &str) -> OutgoingMail {
    let link = format!("{}/newpassword/{token}", public_url.trim_end_matches('/'));
    compose(
        to,
        "Mrok — ustaw nowe hasło",
        &[
            "Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta w grze Mrok.",
            "Aby ustawić nowe hasło, otwórz poniższy link:",
        ],
        &link,
        &[
            "Link działa przez 1 godzinę i tylko raz. Po zmianie hasła zostaniesz wylogowany \
             ze wszystkich urządzeń.",
            "Jeśli to nie Ty prosiłeś o zmianę hasła, zignoruj tę wiadomość — Twoje hasło \
             pozostanie bez zmian.",
        ],
    )
}

/// Sent when somebody registers an address that already has an active account.
pub fn already_registered_mail(to: &Email, public_url: &str) -> OutgoingMail {
    let link = format!("{}/resetpassword", public_url.trim_end_matches('/'));
    compose(
        to,
        "Mrok — Twoje konto już istnieje",
        &[
            "Ktoś próbował założyć konto w grze Mrok na ten adres e-mail, ale konto z tym \
             adresem już istnieje i jest aktywne. Niczego w nim nie zmieniliśmy.",
            "Jeśli nie pamiętasz hasła, możesz ustawić nowe tutaj:",
        ],
        &link,
        &["Jeśli to nie Ty, zignoruj tę wiadomość."],
    )
}

fn compose(to: &Email, subject: &str, intro: &[&str], link: &str, outro: &[&str]) -> OutgoingMail {
    let mut text = String::new();
    for paragraph in intro {
        text.push_str(paragraph);
        text.push_str("\n\n");
    }
    text.push_str(link);
    text.push_str("\n\n");
    for paragraph in outro {
        text.push_str(paragraph);
        text.push_str("\n\n");
    }
    text.push_str("— Mrok");

    let paragraphs = |list: &[&str]| {
        list.iter().map(|p| format!("<p>{}</p>", escape_html(p))).collect::<String>()
    };
    let html = format!(
        "<!doctype html><html lang=\"pl\"><body style=\"font-family:Georgia,serif\">\
         {}<p><a href=\"{link}\">{link}</a></p>{}<p>— Mrok</p></body></html>",
        paragraphs(intro),
        paragraphs(outro),
        link = escape_html(link),
    );
    OutgoingMail {
        to: to.as_str().to_owned(),
        subject: subject.to_owned(),
        text,
        html,
        unsubscribe: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn email() -> Email {
        Email::parse("gracz@mrok.pl").unwrap_or_else(|_| unreachable!())
    }

    #[test]
    fn the_activation_mail_links_to_the_public_site() {
        let mail = activation_mail(&email(), "https://mrok.pl/", "abc123");
        assert_eq!(mail.to, "gracz@mrok.pl");
        assert!(mail.text.contains("https://mrok.pl/activate/abc123"));
        assert!(mail.html.contains("href=\"https://mrok.pl/activate/abc123\""));
        assert!(mail.text.contains("3 dni"));
    }

    #[test]
    fn the_reset_mail_links_to_the_new_password_page() {
        let mail = password_reset_mail(&email(), "http://localhost:8080", "xyz");
        assert!(mail.text.contains("http://localhost:8080/newpassword/xyz"));
        assert!(mail.text.contains("1 godzinę"));
    }
}
