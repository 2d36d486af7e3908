use chrono::{DateTime, Utc};

use super::NewsError;
use crate::shared::{UserId, html_length, shows_something, shows_text, visible_only};

/// Longest title, news body (sanitized HTML) and comment (plain text), in characters.
pub const MAX_NEWS_TITLE_CHARS: usize = 200;
pub const MAX_NEWS_CONTENT_CHARS: usize = 50_000;
pub const MAX_COMMENT_CHARS: usize = 2_000;
/// News per page of the feed (page 1 the newest), and comments one read gives (the newest).
pub const NEWS_PER_PAGE: u32 = 20;
pub const MAX_COMMENTS_SHOWN: u32 = 200;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NewsId(pub i64);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CommentId(pub i64);

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct News {
    pub id: NewsId,
    pub title: String,
    /// Sanitized HTML.
    pub content: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: Option<DateTime<Utc>>,
    pub comment_count: u64,
    /// When it left the feed (the back office lists archived news too).
    pub archived_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comment {
    pub id: CommentId,
    pub news: NewsId,
    pub author: UserId,
    /// The author's main-character name (none once it is gone).
    pub author_name: Option<String>,
    /// Plain text.
    pub content: String,
    pub created_at: DateTime<Utc>,
}

/// A news item as an admin writes it: title and sanitized body, both required.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewsForm {
    pub title: String,
    pub content: String,
}

impl NewsForm {
    /// Takes the body already sanitized.
    ///
    /// # Errors
    /// [`NewsError::Required`], [`NewsError::TooLong`].
    pub fn parse(title: &str, clean_content: String) -> Result<Self, NewsError> {
        // As people see it: characters that show nothing or reorder the text left out.
        let title = visible_only(title);
        if title.is_empty() || !shows_something(&clean_content) {
            return Err(NewsError::Required);
        }
        if title.chars().count() > MAX_NEWS_TITLE_CHARS
            || html_length(&clean_content) > MAX_NEWS_CONTENT_CHARS
        {
            return Err(NewsError::TooLong);
        }
        Ok(NewsForm { title, content: clean_content })
    }
}

/// A comment as a player writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewComment {
    pub news: NewsId,
    pub author: UserId,
    pub content: String,
    pub at: DateTime<Utc>,
}

impl NewComment {
    /// # Errors
    /// [`NewsError::EmptyComment`], [`NewsError::CommentTooLong`].
    pub fn parse(
        news: NewsId,
        author: UserId,
        content: &str,
        at: DateTime<Utc>,
    ) -> Result<Self, NewsError> {
        let content = content.trim();
        if !shows_text(content) {
            return Err(NewsError::EmptyComment);
        }
        if content.chars().count() > MAX_COMMENT_CHARS {
            return Err(NewsError::CommentTooLong);
        }
        Ok(NewComment { news, author, content: content.to_owned(), at })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn news_needs_a_title_and_a_body_that_shows_something() {
        assert!(matches!(NewsForm::parse(" ", "<p>x</p>".into()), Err(NewsError::Required)));
        assert!(matches!(NewsForm::parse("Wieść", "<p> </p>".into()), Err(NewsError::Required)));
        let long = format!("<p>{}</p>", "x".repeat(MAX_NEWS_CONTENT_CHARS));
        assert!(matches!(NewsForm::parse("Wieść", long), Err(NewsError::TooLong)));
        assert_eq!(NewsForm::parse(" Wieść ", "<p>x</p>".into()).unwrap().title, "Wieść");
        // A title is what shows: nothing but invisible characters is none, and a reversing
        // override is left out.
        assert!(matches!(
            NewsForm::parse("\u{202e}\u{200b}", "<p>x</p>".into()),
            Err(NewsError::Required)
        ));
        assert_eq!(
            NewsForm::parse("\u{202e}Wieść\u{200b} z  bram", "<p>x</p>".into()).unwrap().title,
            "Wieść z bram"
        );
    }

    #[test]
    fn a_comment_is_trimmed_required_and_capped() {
        let at = DateTime::<Utc>::UNIX_EPOCH;
        let (news, me) = (NewsId(1), UserId(2));
        for empty in [" \n ", "\u{200b}", " \u{2060}\u{200d} "] {
            assert!(matches!(NewComment::parse(news, me, empty, at), Err(NewsError::EmptyComment)));
        }
        let long = "x".repeat(MAX_COMMENT_CHARS + 1);
        assert!(matches!(NewComment::parse(news, me, &long, at), Err(NewsError::CommentTooLong)));
        assert_eq!(NewComment::parse(news, me, " Pięknie! ", at).unwrap().content, "Pięknie!");
    }
}
