//! The SMTP transport against a real SMTP server (mailin-embedded) on a local port.

use std::net::TcpListener;
use std::sync::Arc;

use mrok_adapters::mail::test_smtp::{self, Inbox};
use mrok_adapters::mail::{LettreRecipients, SmtpTransport};
use mrok_adapters::sql::{MailWakeup, SqlMailQueue};
use mrok_adapters::system::SystemClock;
use mrok_core::mail::{DeliveryReport, MailDispatcher, MailPorts, MailQueue, MailTransport};
use secrecy::SecretString;

use crate::support::{mail, sqlite};

/// Starts an SMTP server on a free local port; returns its URL and inbox.
fn start_smtp_server() -> (String, Inbox) {
    test_smtp::start(TcpListener::bind("127.0.0.1:0").unwrap()).unwrap()
}

#[tokio::test]
async fn the_smtp_transport_delivers_a_multipart_polish_mail() {
    let (url, received) = start_smtp_server();
    let transport =
        SmtpTransport::new(&SecretString::from(url), "Mrok <no-reply@mrok.test>").unwrap();

    transport.send(&mail("gracz@mrok.test", "Mrok — aktywuj swoje konto")).await.unwrap();

    let received = received.received();
    assert_eq!(received.len(), 1);
    assert_eq!(received[0].recipients, vec!["gracz@mrok.test".to_owned()]);
    let data = &received[0].data;
    assert!(data.contains("From: Mrok <no-reply@mrok.test>"));
    assert!(data.contains("Subject: Mrok =?utf-8?b?4oCU?= aktywuj swoje konto"), "{data}");
    assert!(data.contains("multipart/alternative"));
}

#[tokio::test]
async fn queued_mail_reaches_the_smtp_server_and_a_refused_send_is_kept_for_retry() {
    let t = sqlite().await;
    let queue = Arc::new(SqlMailQueue::new(t.db.clone(), MailWakeup::default()));
    let clock = Arc::new(SystemClock);

    // Nobody listens on this port: the attempt fails and the mail stays queued.
    let closed_port = TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let dead = SmtpTransport::new(
        &SecretString::from(format!("smtp://127.0.0.1:{closed_port}")),
        "no-reply@mrok.test",
    )
    .unwrap();
    let a_moment_ago = chrono::Utc::now() - chrono::Duration::seconds(1);
    queue.enqueue(mail("gracz@mrok.test", "Reset"), a_moment_ago).await.unwrap();
    let failing = MailDispatcher::new(MailPorts {
        queue: queue.clone(),
        transport: Arc::new(dead),
        recipients: Arc::new(LettreRecipients),
        clock: clock.clone(),
    });
    assert_eq!(failing.deliver_due().await.unwrap(), DeliveryReport { sent: 0, failed: 1 });

    let in_two_minutes = chrono::Utc::now() + chrono::Duration::minutes(2);
    let waiting = queue.claim_due(in_two_minutes, 10).await.unwrap();
    assert_eq!(waiting.len(), 1, "the refused mail is retried after its back-off");
    assert_eq!(waiting[0].attempts, 1);
    let due_now = chrono::Utc::now() - chrono::Duration::seconds(1);
    queue.mark_failed(waiting[0].id, "test", Some(due_now)).await.unwrap();

    let (url, received) = start_smtp_server();
    let live = SmtpTransport::new(&SecretString::from(url), "no-reply@mrok.test").unwrap();
    let working = MailDispatcher::new(MailPorts {
        queue: queue.clone(),
        transport: Arc::new(live),
        recipients: Arc::new(LettreRecipients),
        clock,
    });
    assert_eq!(working.deliver_due().await.unwrap(), DeliveryReport { sent: 1, failed: 0 });
    assert_eq!(received.received().len(), 1);
    assert!(queue.claim_due(in_two_minutes, 10).await.unwrap().is_empty());
}
