use mrok_core::live::{LiveBus, LiveEvent, LiveStream};
use tokio::sync::broadcast;

use super::{BUFFERED_EVENTS, events};

/// One instance: events go straight from the publisher to this process's subscribers.
#[derive(Clone)]
pub struct InProcessBus {
    sender: broadcast::Sender<LiveEvent>,
}

impl Default for InProcessBus {
    fn default() -> Self {
        InProcessBus { sender: broadcast::channel(BUFFERED_EVENTS).0 }
    }
}

#[async_trait::async_trait]
impl LiveBus for InProcessBus {
    async fn publish(&self, event: LiveEvent) {
        // No subscriber yet (no socket hub running) is not an error.
        let _ = self.sender.send(event);
    }

    fn subscribe(&self) -> LiveStream {
        events(self.sender.subscribe())
    }
}

#[cfg(test)]
mod tests {
    use futures_util::StreamExt;
    use mrok_core::shared::UserId;

    use super::*;

    #[tokio::test]
    async fn every_subscriber_hears_what_is_published_after_it_subscribed() {
        let bus = InProcessBus::default();
        bus.publish(LiveEvent::AccessRevoked { user: UserId(1) }).await;
        let (mut first, mut second) = (bus.subscribe(), bus.subscribe());
        bus.publish(LiveEvent::AccessRevoked { user: UserId(2) }).await;
        assert_eq!(first.next().await, Some(LiveEvent::AccessRevoked { user: UserId(2) }));
        assert_eq!(second.next().await, Some(LiveEvent::AccessRevoked { user: UserId(2) }));
    }

    #[tokio::test]
    async fn a_subscriber_that_fell_too_far_behind_hears_that_it_missed_events_then_goes_on() {
        let bus = InProcessBus::default();
        let mut slow = bus.subscribe();
        for user in 0..=BUFFERED_EVENTS as i64 {
            bus.publish(LiveEvent::AccessRevoked { user: UserId(user) }).await;
        }
        assert_eq!(slow.next().await, Some(LiveEvent::Missed));
        // Then the oldest event still held, and the rest in order.
        assert_eq!(slow.next().await, Some(LiveEvent::AccessRevoked { user: UserId(1) }));
    }
}
