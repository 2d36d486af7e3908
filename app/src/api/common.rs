//! Shapes shared by many operations.

use poem_openapi::payload::Json;
use poem_openapi::types::{ToJSON, Type};
use poem_openapi::{ApiResponse, Object};

/// A short confirmation to show.
#[derive(Debug, Object)]
pub struct MessageBody {
    /// The message, in Polish.
    pub message: String,
}

impl MessageBody {
    pub fn json(message: &str) -> Json<MessageBody> {
        Json(MessageBody { message: message.to_owned() })
    }
}

#[derive(ApiResponse)]
pub enum MessageResponse {
    /// Done.
    #[oai(status = 200)]
    Ok(Json<MessageBody>),
}

impl MessageResponse {
    pub fn ok(message: &str) -> Self {
        MessageResponse::Ok(MessageBody::json(message))
    }
}

/// A record as stored: 200 after a change, 201 when it is new.
#[derive(ApiResponse)]
pub enum Saved<T: ToJSON + Type + Send + Sync> {
    #[oai(status = 200)]
    Ok(Json<T>),
    #[oai(status = 201)]
    Created(Json<T>),
}
