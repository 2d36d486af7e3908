//! Web push: the key a browser subscribes with, and the caller's browsers' subscriptions. Only
//! the caller's own subscriptions are ever changed.

use std::sync::Arc;

use mrok_core::notifications::PushService;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use crate::api::ApiTags;
use crate::api::auth::PlayerAuth;
use crate::api::errors::ApiError;

pub struct PushApi {
    pub push: Arc<PushService>,
}

/// The server's VAPID public key: a browser's `applicationServerKey`.
#[derive(Debug, Object)]
#[oai(rename = "PushKey", rename_all = "camelCase")]
pub struct PushKeyBody {
    /// The uncompressed P-256 point, base64url without padding.
    pub public_key: String,
}

/// A browser's keys for its subscription, as `PushSubscription.toJSON().keys` gives them.
#[derive(Debug, Object)]
#[oai(rename = "PushKeys")]
pub struct PushKeysBody {
    /// The browser's P-256 public key, base64url.
    pub p256dh: String,
    /// The browser's 16-byte auth secret, base64url.
    pub auth: String,
}

/// A browser's push subscription (`PushSubscription.toJSON()`; other fields are ignored).
#[derive(Debug, Object)]
#[oai(rename = "PushSubscription")]
pub struct PushSubscriptionBody {
    /// The push service's URL for this browser: https on a public host.
    pub endpoint: String,
    pub keys: PushKeysBody,
}

/// Which subscription to forget.
#[derive(Debug, Object)]
#[oai(rename = "PushEndpoint")]
pub struct PushEndpointBody {
    pub endpoint: String,
}

#[derive(ApiResponse)]
pub enum PushKeyResponse {
    #[oai(status = 200)]
    Ok(Json<PushKeyBody>),
}

#[derive(ApiResponse)]
pub enum PushChangedResponse {
    /// Done.
    #[oai(status = 204)]
    Done,
}

#[OpenApi(tag = "ApiTags::Notifications")]
impl PushApi {
    /// The key browsers subscribe to this site's pushes with (the same on every server of it).
    #[oai(path = "/push/key", method = "get", operation_id = "pushKey")]
    #[tracing::instrument(name = "pushKey", level = "debug", skip_all)]
    async fn key(&self, _auth: PlayerAuth) -> Result<PushKeyResponse, ApiError> {
        Ok(PushKeyResponse::Ok(Json(PushKeyBody { public_key: self.push.public_key() })))
    }

    /// Keeps this browser's subscription for the caller: their notices whose kind has push on
    /// are sent to it. The same endpoint again is updated (and taken over from another account
    /// that had it); an account keeps 10, a further one replaces its oldest. 30 changes an hour.
    #[oai(path = "/push/subscriptions", method = "post", operation_id = "subscribePush")]
    #[tracing::instrument(name = "subscribePush", level = "debug", skip_all)] // the endpoint is a secret
    async fn subscribe(
        &self,
        auth: PlayerAuth,
        body: Json<PushSubscriptionBody>,
    ) -> Result<PushChangedResponse, ApiError> {
        let PushSubscriptionBody { endpoint, keys } = body.0;
        self.push.subscribe(&auth.0, &endpoint, &keys.p256dh, &keys.auth).await?;
        Ok(PushChangedResponse::Done)
    }

    /// Forgets the caller's subscription with this endpoint (nothing is sent to it any more);
    /// an unknown endpoint is no error.
    #[oai(path = "/push/subscriptions", method = "delete", operation_id = "unsubscribePush")]
    #[tracing::instrument(name = "unsubscribePush", level = "debug", skip_all)]
    async fn unsubscribe(
        &self,
        auth: PlayerAuth,
        body: Json<PushEndpointBody>,
    ) -> Result<PushChangedResponse, ApiError> {
        self.push.unsubscribe(&auth.0, &body.0.endpoint).await?;
        Ok(PushChangedResponse::Done)
    }
}
