use mrok_adapters::sql::{MailWakeup, SqlMailQueue};
use mrok_core::mail::MailQueue;

use crate::support::{databases, later, mail, now};

#[tokio::test]
async fn a_claimed_mail_is_leased_to_one_worker() {
    for t in databases().await {
        let queue = SqlMailQueue::new(t.db.clone(), MailWakeup::default());
        queue.enqueue(mail("a@mrok.pl", "Pierwsza"), now()).await.unwrap();
        queue.enqueue(mail("b@mrok.pl", "Przyszła"), later(10)).await.unwrap();

        let first = queue.claim_due(now(), 10).await.unwrap();
        assert_eq!(first.len(), 1, "{}", t.db.backend_name());
        assert_eq!((first[0].mail.to.as_str(), first[0].attempts), ("a@mrok.pl", 0));
        assert!(queue.claim_due(now(), 10).await.unwrap().is_empty(), "leased");
        // A worker that died keeps the mail only for the lease.
        let after_lease = queue.claim_due(later(6), 10).await.unwrap();
        assert_eq!(after_lease.len(), 1);
        assert_eq!(after_lease[0].attempts, 1);
    }
}

#[tokio::test]
async fn a_failed_mail_waits_for_its_retry_and_a_sent_one_is_done() {
    for t in databases().await {
        let queue = SqlMailQueue::new(t.db.clone(), MailWakeup::default());
        queue.enqueue(mail("a@mrok.pl", "Temat"), now()).await.unwrap();
        let claimed = queue.claim_due(now(), 10).await.unwrap();
        queue.mark_failed(claimed[0].id, "odmowa", Some(later(5))).await.unwrap();

        assert!(queue.claim_due(later(4), 10).await.unwrap().is_empty());
        let retried = queue.claim_due(later(5), 10).await.unwrap();
        assert_eq!(retried.len(), 1, "{}", t.db.backend_name());
        assert_eq!(retried[0].mail.subject, "Temat");

        queue.mark_sent(retried[0].id, later(5)).await.unwrap();
        assert!(queue.claim_due(later(100), 10).await.unwrap().is_empty());
    }
}

#[tokio::test]
async fn a_given_up_mail_is_never_claimed_again() {
    for t in databases().await {
        let queue = SqlMailQueue::new(t.db.clone(), MailWakeup::default());
        queue.enqueue(mail("a@mrok.pl", "Temat"), now()).await.unwrap();
        let claimed = queue.claim_due(now(), 10).await.unwrap();
        queue.mark_failed(claimed[0].id, "na zawsze", None).await.unwrap();
        assert!(queue.claim_due(later(10_000), 10).await.unwrap().is_empty());
    }
}
