//! Wire shapes of private messaging (spec 2 §3 "Conversation", "Private message", §7), with the
//! spec's snake_case field names.

use chrono::{DateTime, Utc};
use mrok_core::conversations::{Conversation, PrivateMessage, Started};
use poem_openapi::Object;

/// A conversation as the caller sees it.
#[derive(Debug, Object)]
#[oai(rename = "Conversation")]
pub struct ConversationBody {
    pub id: i64,
    /// The subject.
    pub name: String,
    pub created_at: DateTime<Utc>,
    /// When the last message was written.
    pub last_activity: DateTime<Utc>,
    /// Up to when the caller has read it; unread when missing or before `last_activity`.
    #[oai(nullable)]
    pub seen_at: Option<DateTime<Utc>>,
    /// Always true: only members are ever shown a conversation.
    pub is_participant: bool,
    pub other_user_id: i64,
    /// The other player's main-character name.
    #[oai(nullable)]
    pub other_user_name: Option<String>,
    /// The other player deleted the conversation: it can be read, not answered.
    pub other_user_left: bool,
}

impl From<Conversation> for ConversationBody {
    fn from(c: Conversation) -> Self {
        ConversationBody {
            id: c.id.0,
            name: c.subject,
            created_at: c.created_at,
            last_activity: c.last_activity,
            seen_at: c.seen_at,
            is_participant: true,
            other_user_id: c.other_user.0,
            other_user_name: c.other_name,
            other_user_left: c.other_left,
        }
    }
}

/// A message of a conversation.
#[derive(Debug, Object)]
#[oai(rename = "ConversationMessage")]
pub struct ConversationMessageBody {
    pub id: i64,
    pub conversation_id: i64,
    pub sender_id: i64,
    /// The sender's main-character name.
    #[oai(nullable)]
    pub sender_name: Option<String>,
    /// Sanitized HTML.
    pub content: String,
    pub created_at: DateTime<Utc>,
}

impl From<PrivateMessage> for ConversationMessageBody {
    fn from(m: PrivateMessage) -> Self {
        ConversationMessageBody {
            id: m.id.0,
            conversation_id: m.conversation.0,
            sender_id: m.sender.0,
            sender_name: m.sender_name,
            content: m.body,
            created_at: m.created_at,
        }
    }
}

/// A first message to another player.
#[derive(Debug, Object)]
#[oai(rename = "NewConversation")]
pub struct NewConversationBody {
    pub receiver_id: i64,
    #[oai(default)]
    pub subject: String,
    /// Rich HTML.
    #[oai(default)]
    pub content: String,
}

/// Where the first message went.
#[derive(Debug, Object)]
#[oai(rename = "ConversationStarted", rename_all = "camelCase")]
pub struct ConversationStartedBody {
    pub conversation_id: i64,
    /// The two already had an open conversation with this subject: the message joined it.
    pub existing: bool,
    /// 'Wiadomość wysłana!'
    pub message: String,
}

impl From<Started> for ConversationStartedBody {
    fn from(started: Started) -> Self {
        ConversationStartedBody {
            conversation_id: started.id.0,
            existing: started.existing,
            message: "Wiadomość wysłana!".to_owned(),
        }
    }
}

/// A reply.
#[derive(Debug, Object)]
#[oai(rename = "ConversationReply")]
pub struct ReplyBody {
    pub conversation_id: i64,
    /// Rich HTML.
    #[oai(default)]
    pub content: String,
}
