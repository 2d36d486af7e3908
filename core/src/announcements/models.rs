use chrono::{DateTime, Utc};

use super::AnnouncementError;
use crate::shared::{UserId, shows_text, visible_only};

/// Longest title and content, in characters (content is plain text; line breaks are kept).
pub const MAX_ANNOUNCEMENT_TITLE_CHARS: usize = 200;
pub const MAX_ANNOUNCEMENT_CONTENT_CHARS: usize = 5_000;
/// Most unread announcements one read hands a player (the oldest first; the rest follow as
/// these are closed).
pub const MAX_UNREAD_SHOWN: u32 = 50;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GlobalMessageId(pub i64);

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GlobalMessage {
    pub id: GlobalMessageId,
    pub title: String,
    /// Plain text.
    pub content: String,
    pub created_at: DateTime<Utc>,
}

/// An announcement with how far it got: accounts it was sent to and how many closed it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GlobalMessageStats {
    pub message: GlobalMessage,
    pub author_email: Option<String>,
    pub recipients: u64,
    pub reads: u64,
}

/// Someone who closed an announcement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GlobalMessageReader {
    pub user: UserId,
    pub email: String,
    pub character_name: Option<String>,
    pub read_at: DateTime<Utc>,
}

/// An announcement as an admin writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewGlobalMessage {
    pub title: String,
    pub content: String,
    pub author: UserId,
    pub at: DateTime<Utc>,
}

impl NewGlobalMessage {
    /// The title as people see it (characters that show nothing or reorder the text left
    /// out); the content trimmed, its line breaks kept, and refused when it shows nothing.
    ///
    /// # Errors
    /// [`AnnouncementError::Required`], [`AnnouncementError::TooLong`].
    pub fn parse(
        title: &str,
        content: &str,
        author: UserId,
        at: DateTime<Utc>,
    ) -> Result<Self, AnnouncementError> {
        let (title, content) = (visible_only(title), content.trim());
        if title.is_empty() || !shows_text(content) {
            return Err(AnnouncementError::Required);
        }
        if title.chars().count() > MAX_ANNOUNCEMENT_TITLE_CHARS
            || content.chars().count() > MAX_ANNOUNCEMENT_CONTENT_CHARS
        {
            return Err(AnnouncementError::TooLong);
        }
        Ok(NewGlobalMessage { title, content: content.to_owned(), author, at })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn title_and_content_are_required_trimmed_and_capped_and_line_breaks_stay() {
        let at = DateTime::<Utc>::UNIX_EPOCH;
        let me = UserId(1);
        assert!(matches!(
            NewGlobalMessage::parse(" ", "x", me, at),
            Err(AnnouncementError::Required)
        ));
        assert!(matches!(
            NewGlobalMessage::parse("x", "\n ", me, at),
            Err(AnnouncementError::Required)
        ));
        for (title, content) in [("\u{202e}\u{200b}", "x"), ("x", "\u{200b}\n\u{2060}")] {
            assert!(matches!(
                NewGlobalMessage::parse(title, content, me, at),
                Err(AnnouncementError::Required)
            ));
        }
        assert_eq!(NewGlobalMessage::parse("\u{202e}Mróz", "x", me, at).unwrap().title, "Mróz");
        let long = "x".repeat(MAX_ANNOUNCEMENT_CONTENT_CHARS + 1);
        assert!(matches!(
            NewGlobalMessage::parse("x", &long, me, at),
            Err(AnnouncementError::TooLong)
        ));
        let ok =
            NewGlobalMessage::parse(" Mróz ", " Zamykamy bramy.\nUważajcie. ", me, at).unwrap();
        assert_eq!(
            (ok.title.as_str(), ok.content.as_str()),
            ("Mróz", "Zamykamy bramy.\nUważajcie.")
        );
    }
}
