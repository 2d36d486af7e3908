use chrono::{DateTime, Utc};

/// The current time, as a port so that expiry rules can be tested.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait Clock: Send + Sync {
    fn now(&self) -> DateTime<Utc>;
}
