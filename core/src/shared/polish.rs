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

#[cfg(test)]
mod tests {
    use super::plural;

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
