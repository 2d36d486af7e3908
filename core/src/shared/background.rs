use std::future::Future;
use std::pin::Pin;

/// Work handed to [`Background`]: it ends well, or with an error to be logged.
pub type BackgroundWork =
    Pin<Box<dyn Future<Output = Result<(), Box<dyn std::error::Error + Send + Sync>>> + Send>>;

/// Runs work apart from the answer, which does not wait for it: a use case whose answer must not
/// tell, by its content or by its timing, what the work finds hands it here.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait Background: Send + Sync {
    /// Starts `work`; its failure is logged as `what` (nobody is waiting to be told).
    fn run(&self, what: &'static str, work: BackgroundWork);
}
