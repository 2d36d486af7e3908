//! Polish grammar the server's own sentences need.

/// The Polish form of a noun for `count`: `one` for 1, `few` for 2–4, 22–24, … (not 12–14),
/// `many` for everything else ('1 obrażenie', '3 obrażenia', '5 obrażeń', '12 obrażeń').
pub fn plural<'a>(count: i64, one: &'a str, few: &'a str, many: &'a str) -> &'a str {
    let n = count.unsigned_abs();
    let (last, last_two) = (n % 10, n % 100);
    match n {
        1 => one,
        _ if (2..=4).contains(&last) && !(12..=14).contains(&last_two) => few,
        _ => many,
    }
}

/// The preposition "z" ("with") before `phrase`, a noun in the instrumental: "ze" where the
/// first word opens with s, z, ś, ź, ż or sz followed by another consonant, or with "w" or "f"
/// followed by one of those ("ze Szczurem", "ze Strzygą", "ze zdziczałym psem", "ze wszystkimi",
/// "ze wsią"), "z" otherwise ("z Topielcem", "z szablą", "z Czarnym smokiem", "z rzeką").
pub fn with(phrase: &str) -> String {
    let word: Vec<char> =
        phrase.trim_start().chars().take(5).flat_map(char::to_lowercase).collect();
    let preposition = if takes_ze(&word) { "ze" } else { "z" };
    format!("{preposition} {}", phrase.trim())
}

fn is_vowel(c: char) -> bool {
    "aąeęioóuy".contains(c)
}

/// The sibilant a word opens with, as the number of letters it takes ("sz" takes two).
fn sibilant(word: &[char]) -> Option<usize> {
    match word {
        ['s', 'z', ..] => Some(2),
        ['s' | 'z' | 'ś' | 'ź' | 'ż', ..] => Some(1),
        _ => None,
    }
}

fn takes_ze(word: &[char]) -> bool {
    match word {
        ['w' | 'f', rest @ ..] if sibilant(rest).is_some() => true,
        _ => sibilant(word)
            .is_some_and(|n| word.get(n).is_some_and(|&c| c.is_alphabetic() && !is_vowel(c))),
    }
}

#[cfg(test)]
mod tests {
    use super::{plural, with};

    #[test]
    fn ze_comes_before_a_sibilant_and_a_consonant() {
        for (phrase, expected) in [
            ("Szczurem kanałowym", "ze Szczurem kanałowym"),
            ("Zdziczałym psem", "ze Zdziczałym psem"),
            ("Strzygą", "ze Strzygą"),
            ("żmiją", "ze żmiją"),
            ("wszystkimi", "ze wszystkimi"),
            ("Topielcem", "z Topielcem"),
            ("Ghulem cmentarnym", "z Ghulem cmentarnym"),
            ("Czarnym smokiem z Otchłani", "z Czarnym smokiem z Otchłani"),
            ("szablą", "z szablą"),
            ("Sową", "z Sową"),
            ("wsią", "ze wsią"),
            ("wozem", "z wozem"),
            ("rzeką", "z rzeką"),
            ("Wilkołakiem", "z Wilkołakiem"),
            ("  Upiorem z mokradeł ", "z Upiorem z mokradeł"),
        ] {
            assert_eq!(with(phrase), expected, "{phrase}");
        }
    }

    #[test]
    fn the_three_forms_follow_the_last_digits() {
        let form = |n| plural(n, "obrażenie", "obrażenia", "obrażeń");
        for (n, expected) in [
            (0, "obrażeń"),
            (1, "obrażenie"),
            (2, "obrażenia"),
            (4, "obrażenia"),
            (5, "obrażeń"),
            (11, "obrażeń"),
            (12, "obrażeń"),
            (14, "obrażeń"),
            (21, "obrażeń"),
            (22, "obrażenia"),
            (104, "obrażenia"),
            (112, "obrażeń"),
            (-3, "obrażenia"),
        ] {
            assert_eq!(form(n), expected, "{n}");
        }
    }
}
