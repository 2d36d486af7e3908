//! Facts about this installation that the pages show.

use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use crate::api::ApiTags;

pub struct SiteApi {
    pub admin_email: String,
    pub wiki_url: String,
}

/// Contact and links shown on the pages.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct SiteInfoBody {
    /// The administrator's contact address (`MROK_ADMIN_EMAIL`).
    pub admin_email: String,
    /// The external wiki (`MROK_WIKI_URL`); empty when there is none.
    pub wiki_url: String,
    /// The server's version.
    pub version: String,
}

#[derive(ApiResponse)]
pub enum SiteInfoResponse {
    /// The installation's contact and links.
    #[oai(status = 200)]
    Ok(Json<SiteInfoBody>),
}

#[OpenApi(tag = "ApiTags::Site")]
impl SiteApi {
    /// Contact address and links of this installation. No login needed.
    #[oai(path = "/site", method = "get", operation_id = "siteInfo")]
    #[tracing::instrument(name = "siteInfo", level = "debug", skip_all)]
    async fn site_info(&self) -> SiteInfoResponse {
        SiteInfoResponse::Ok(Json(SiteInfoBody {
            admin_email: self.admin_email.clone(),
            wiki_url: self.wiki_url.clone(),
            version: env!("CARGO_PKG_VERSION").to_owned(),
        }))
    }
}
