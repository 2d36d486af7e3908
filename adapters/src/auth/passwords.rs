use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{
    Output, ParamsString, PasswordHash, PasswordHasher as _, PasswordVerifier, Salt, SaltString,
};
use argon2::{Algorithm, Argon2, Block, Params, Version};
use mrok_core::accounts::{Password, PasswordHasher};
use mrok_core::shared::InfraError;
use tokio::sync::{Semaphore, oneshot};

use super::idle_core::IdleCore;

/// A hash or a verification, run on one of the hashing threads with that thread's memory.
type Job = Box<dyn FnOnce(&Argon2<'static>, &mut [Block]) + Send>;

/// A spare hashing thread's question before each job: is a core of the box free?
type CoreProbe = Box<dyn FnMut() -> bool>;

/// argon2id with the OWASP parameters (19 MiB, 2 passes, 1 lane), run on threads of its own,
/// one hash per thread at a time: a flood of logins cannot starve the async workers, and each
/// thread hashes in the same 19 MiB it allocated once, instead of every hash allocating its own
/// and the allocator keeping them (issue 15: 1,000 logins left 500 MiB behind). The steady
/// threads (one per core but one, `mrok-argon2-N`) always hash; the spare one
/// (`mrok-argon2-spare`) only while the box has a core nobody else uses, so logins alone get
/// every core and logins beside the other calls leave them one.
pub struct Argon2Hasher {
    queue: Arc<Queue>,
    permits: Arc<Semaphore>,
    decoy_hash: String,
}

/// The jobs waiting for a hashing thread.
#[derive(Default)]
struct Queue {
    waiting: Mutex<Waiting>,
    changed: Condvar,
}

#[derive(Default)]
struct Waiting {
    jobs: VecDeque<Job>,
    /// The hasher is gone: the threads end.
    closed: bool,
}

/// What a hashing thread does next.
enum Next {
    Hash(Job),
    /// Nothing to hash for a while: give the memory back.
    Rest,
    End,
}

/// How a hashing thread takes jobs.
enum Role {
    Steady,
    Spare { free_core: CoreProbe, last_hash: Instant },
}

impl Queue {
    fn lock(&self) -> Option<MutexGuard<'_, Waiting>> {
        self.waiting.lock().ok()
    }

    fn push(&self, job: Job) -> Result<(), InfraError> {
        let mut waiting =
            self.lock().ok_or_else(|| InfraError::new("the hashing queue is poisoned"))?;
        waiting.jobs.push_back(job);
        // Every thread: the one woken must not be a spare that declines it.
        self.changed.notify_all();
        Ok(())
    }

    fn close(&self) {
        if let Some(mut waiting) = self.lock() {
            waiting.closed = true;
        }
        self.changed.notify_all();
    }

    /// The next job for a thread of `role`, once there is one (and, for a spare, once a core is
    /// free for it).
    fn next(&self, role: &mut Role) -> Next {
        let Some(mut waiting) = self.lock() else { return Next::End };
        loop {
            if waiting.closed {
                return Next::End;
            }
            if waiting.jobs.is_empty() {
                waiting = match self.changed.wait_timeout(waiting, GIVE_BACK_AFTER) {
                    Ok((waiting, timeout)) if timeout.timed_out() && waiting.jobs.is_empty() => {
                        return Next::Rest;
                    }
                    Ok((waiting, _)) => waiting,
                    Err(_) => return Next::End,
                };
                continue;
            }
            match role {
                Role::Steady => {}
                Role::Spare { free_core, last_hash } => {
                    // Asked without the lock: the answer takes a tenth of a second.
                    drop(waiting);
                    let free = free_core();
                    if !free && last_hash.elapsed() >= GIVE_BACK_AFTER {
                        return Next::Rest;
                    }
                    waiting = match self.lock() {
                        Some(waiting) => waiting,
                        None => return Next::End,
                    };
                    if !free {
                        continue;
                    }
                    *last_hash = Instant::now();
                }
            }
            if let Some(job) = waiting.jobs.pop_front() {
                return Next::Hash(job);
            }
        }
    }
}

/// The steady and the spare hashing threads on a box of `cores`: one core is always left to
/// the other calls (and the database beside them), whatever the priorities — a thread's
/// priority ranks it only among the server's own threads, not against PostgreSQL's processes:
/// on the 2-core box a login flood on two hashing threads lengthened the polls' p99 from 3.5 to
/// 142 ms on PostgreSQL; on one, to 6.7 ms (bench/results.md). That last core hashes too, on
/// the spare thread, while nobody else uses it.
fn hashing_thread_count(cores: usize) -> (usize, usize) {
    (cores.saturating_sub(1).max(1), usize::from(cores > 1))
}

/// Starts `steady` hashing threads and `spare` ones (each asking the probe `free_core` makes
/// on it) taking jobs from one queue; they end when the hasher does.
fn hashing_threads(
    argon2: &Argon2<'static>,
    (steady, spare): (usize, usize),
    free_core: fn() -> CoreProbe,
) -> Result<Arc<Queue>, InfraError> {
    let queue = Arc::new(Queue::default());
    let names = (0..steady).map(|n| (format!("mrok-argon2-{n}"), false));
    for (name, spare) in names.chain((0..spare).map(|_| ("mrok-argon2-spare".to_owned(), true))) {
        let (argon2, queue) = (argon2.clone(), Arc::clone(&queue));
        std::thread::Builder::new()
            .name(name)
            .spawn(move || {
                let role = if spare {
                    Role::Spare { free_core: free_core(), last_hash: Instant::now() }
                } else {
                    Role::Steady
                };
                work_through(&argon2, &queue, role);
            })
            .map_err(InfraError::new)?;
    }
    Ok(queue)
}

/// The probe of the box's cores the spare thread asks (`/proc/stat` on Linux; elsewhere it
/// never answers yes).
fn idle_core() -> CoreProbe {
    let mut idle = IdleCore::new();
    Box::new(move || idle.free())
}

/// A hashing thread idle this long gives its memory back.
const GIVE_BACK_AFTER: Duration = Duration::from_secs(10);

/// The lowest priority there is: a flood of logins takes what the other calls leave of the
/// cores instead of slowing them down (issue 15); alone, a login still gets a whole core.
/// Linux's `SCHED_IDLE` gives way the moment another thread of the server wakes (at nice 19 a
/// woken request could still wait a few milliseconds behind a hash); elsewhere, the highest
/// nice value.
fn lowest_priority() {
    use thread_priority::{NormalThreadSchedulePolicy, ThreadPriority, ThreadSchedulePolicy};
    let idle = thread_priority::set_thread_priority_and_policy(
        thread_priority::thread_native_id(),
        ThreadPriority::Min,
        ThreadSchedulePolicy::Normal(NormalThreadSchedulePolicy::Idle),
    );
    if idle.is_err()
        && let Err(error) = thread_priority::set_current_thread_priority(ThreadPriority::Min)
    {
        tracing::warn!(?error, "the hashing thread keeps the normal priority");
    }
}

fn work_through(argon2: &Argon2<'static>, queue: &Queue, mut role: Role) {
    lowest_priority();
    // Allocated at the first job of a burst and freed after it, so that an idle server does
    // not hold it.
    let mut memory: Vec<Block> = Vec::new();
    loop {
        match queue.next(&mut role) {
            Next::Hash(job) => {
                if memory.is_empty() {
                    memory = vec![Block::default(); argon2.params().block_count()];
                }
                job(argon2, &mut memory);
            }
            Next::Rest => memory = Vec::new(),
            Next::End => return,
        }
    }
}

impl Drop for Argon2Hasher {
    fn drop(&mut self) {
        self.queue.close();
    }
}

impl Argon2Hasher {
    /// # Errors
    /// Only if the fixed parameters were refused, which they are not.
    pub fn new() -> Result<Self, InfraError> {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Self::with_threads(hashing_thread_count(cores), idle_core)
    }

    fn with_threads(
        threads: (usize, usize),
        free_core: fn() -> CoreProbe,
    ) -> Result<Self, InfraError> {
        let params = Params::new(19 * 1024, 2, 1, None).map_err(InfraError::new)?;
        let argon2 = Argon2::new(Algorithm::Argon2id, Version::V0x13, params);
        let salt = SaltString::generate(&mut OsRng);
        let decoy_hash = argon2
            .hash_password(b"decoy password nobody has", &salt)
            .map_err(InfraError::new)?
            .to_string();
        Ok(Argon2Hasher {
            queue: hashing_threads(&argon2, threads, free_core)?,
            permits: Arc::new(Semaphore::new(threads.0 + threads.1)),
            decoy_hash,
        })
    }

    /// Runs `work` on a hashing thread once one is free (the permits keep the queue as short
    /// as the threads are many).
    async fn run_blocking<T: Send + 'static>(
        &self,
        work: impl FnOnce(&Argon2<'static>, &mut [Block]) -> T + Send + 'static,
    ) -> Result<T, InfraError> {
        let _permit = self.permits.acquire().await.map_err(InfraError::new)?;
        let (done, result) = oneshot::channel();
        self.queue.push(Box::new(move |argon2, memory| {
            let _ = done.send(work(argon2, memory));
        }))?;
        result.await.map_err(|_| InfraError::new("a hashing thread stopped"))
    }
}

/// The PHC string of `password` with `salt`, computed in `memory` (what `hash_password` gives,
/// without allocating 19 MiB).
fn hash_in<'a>(
    argon2: &Argon2<'static>,
    memory: &mut [Block],
    password: &[u8],
    salt: Salt<'a>,
) -> Result<PasswordHash<'a>, argon2::password_hash::Error> {
    let mut salt_bytes = [0u8; 64];
    let raw_salt = salt.decode_b64(&mut salt_bytes)?;
    let length = argon2.params().output_len().unwrap_or(Params::DEFAULT_OUTPUT_LEN);
    let output = Output::init_with(length, |out| {
        Ok(argon2.hash_password_into_with_memory(password, raw_salt, out, &mut *memory)?)
    })?;
    Ok(PasswordHash {
        algorithm: Algorithm::Argon2id.ident(),
        version: Some(Version::V0x13.into()),
        params: ParamsString::try_from(argon2.params())?,
        salt: Some(salt),
        hash: Some(output),
    })
}

/// Whether `password` matches `stored`: hashed in `memory` when `stored` has this hasher's
/// parameters (every hash this server wrote), else the library's own way.
fn verify_in(
    argon2: &Argon2<'static>,
    memory: &mut [Block],
    password: &[u8],
    stored: &PasswordHash<'_>,
) -> bool {
    let mine = argon2.params();
    let ours = stored.algorithm == Algorithm::Argon2id.ident()
        && stored.version == Some(Version::V0x13.into())
        && stored.hash.is_some_and(|h| h.len() == Params::DEFAULT_OUTPUT_LEN)
        && Params::try_from(stored).is_ok_and(|p| {
            (p.m_cost(), p.t_cost(), p.p_cost()) == (mine.m_cost(), mine.t_cost(), mine.p_cost())
        });
    match (ours, stored.salt, &stored.hash) {
        (true, Some(salt), Some(expected)) => hash_in(argon2, memory, password, salt)
            .is_ok_and(|computed| computed.hash.as_ref() == Some(expected)),
        _ => argon2.verify_password(password, stored).is_ok(),
    }
}

#[async_trait::async_trait]
impl PasswordHasher for Argon2Hasher {
    #[tracing::instrument(name = "Argon2Hasher::hash", level = "debug", skip_all)]
    async fn hash(&self, password: &Password) -> Result<String, InfraError> {
        let password = password.expose().to_owned();
        self.run_blocking(move |argon2, memory| {
            let salt = SaltString::generate(&mut OsRng);
            hash_in(argon2, memory, password.as_bytes(), salt.as_salt()).map(|h| h.to_string())
        })
        .await?
        .map_err(InfraError::new)
    }

    #[tracing::instrument(name = "Argon2Hasher::verify", level = "debug", skip_all)]
    async fn verify(&self, password: &Password, hash: Option<String>) -> Result<bool, InfraError> {
        let known = hash.is_some();
        let hash = hash.unwrap_or_else(|| self.decoy_hash.clone());
        let password = password.expose().to_owned();
        let matches = self
            .run_blocking(move |argon2, memory| {
                let parsed = PasswordHash::new(&hash).map_err(InfraError::new)?;
                Ok::<_, InfraError>(verify_in(argon2, memory, password.as_bytes(), &parsed))
            })
            .await??;
        Ok(known && matches)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_hash_is_argon2id_and_verifies_only_its_password() {
        let hasher = Argon2Hasher::new().unwrap();
        let hash = hasher.hash(&Password::new("Haslo123")).await.unwrap();
        assert!(hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        assert!(hasher.verify(&Password::new("Haslo123"), Some(hash.clone())).await.unwrap());
        assert!(!hasher.verify(&Password::new("haslo123"), Some(hash)).await.unwrap());
    }

    /// The calling thread's scheduling policy (Linux: the 41st field of its stat; 5 is
    /// `SCHED_IDLE`, 0 the normal one).
    fn scheduling_policy() -> i64 {
        let stat = std::fs::read_to_string("/proc/thread-self/stat").unwrap();
        let after_name = &stat[stat.rfind(')').unwrap() + 2..];
        after_name.split(' ').nth(38).unwrap().parse().unwrap()
    }

    #[test]
    fn one_core_is_always_left_to_the_other_calls_and_hashes_only_while_they_leave_it_free() {
        let threads = [1, 2, 4, 16].map(hashing_thread_count);
        assert_eq!(threads, [(1, 0), (1, 1), (3, 1), (15, 1)]);
    }

    /// The names of the threads `jobs` hashes ran on, all at once, each taking 30 ms.
    async fn threads_used(
        hasher: Arc<Argon2Hasher>,
        jobs: usize,
    ) -> std::collections::BTreeSet<String> {
        let mut tasks = Vec::new();
        for _ in 0..jobs {
            let hasher = Arc::clone(&hasher);
            tasks.push(tokio::spawn(async move {
                hasher
                    .run_blocking(|_, _| {
                        std::thread::sleep(Duration::from_millis(30));
                        std::thread::current().name().unwrap_or_default().to_owned()
                    })
                    .await
                    .unwrap()
            }));
        }
        let mut threads = std::collections::BTreeSet::new();
        for task in tasks {
            threads.insert(task.await.unwrap());
        }
        threads
    }

    #[tokio::test]
    async fn the_spare_thread_hashes_only_while_a_core_is_free() {
        fn busy() -> CoreProbe {
            Box::new(|| {
                std::thread::sleep(Duration::from_millis(5));
                false
            })
        }
        fn free() -> CoreProbe {
            Box::new(|| true)
        }
        let busy_box = Arc::new(Argon2Hasher::with_threads((1, 1), busy).unwrap());
        assert_eq!(threads_used(busy_box, 8).await, ["mrok-argon2-0".to_owned()].into());
        let free_box = Arc::new(Argon2Hasher::with_threads((1, 1), free).unwrap());
        let both = ["mrok-argon2-0".to_owned(), "mrok-argon2-spare".to_owned()].into();
        assert_eq!(threads_used(free_box, 8).await, both);
    }

    #[tokio::test]
    async fn hashes_run_on_the_few_hashing_threads_only() {
        let hasher = Arc::new(Argon2Hasher::new().unwrap());
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        let mut tasks = Vec::new();
        for _ in 0..4 * cores {
            let hasher = Arc::clone(&hasher);
            tasks.push(tokio::spawn(async move {
                hasher
                    .run_blocking(|argon2, _| {
                        let salt = SaltString::generate(&mut OsRng);
                        argon2.hash_password(b"Haslo123", &salt).map(|_| ()).unwrap();
                        std::thread::current().name().unwrap_or_default().to_owned()
                    })
                    .await
                    .unwrap()
            }));
        }
        let mut threads = std::collections::BTreeSet::new();
        for task in tasks {
            threads.insert(task.await.unwrap());
        }
        assert!(threads.iter().all(|name| name.starts_with("mrok-argon2-")), "{threads:?}");
        let (steady, spare) = hashing_thread_count(cores);
        assert!(threads.len() <= steady + spare, "{threads:?}");
        // …at the idle priority, while the threads serving the other calls keep the normal one.
        let hashing = hasher.run_blocking(|_, _| scheduling_policy()).await.unwrap();
        assert_eq!((hashing, scheduling_policy()), (5, 0));
    }

    #[tokio::test]
    async fn hashes_in_reused_memory_are_the_library_s_own_both_ways_and_old_parameters_still_verify()
     {
        let hasher = Argon2Hasher::new().unwrap();
        let params = Params::new(19 * 1024, 2, 1, None).unwrap();
        let library = Argon2::new(Algorithm::Argon2id, Version::V0x13, params);
        let salt = SaltString::generate(&mut OsRng);
        let theirs = library.hash_password(b"Haslo123", &salt).unwrap().to_string();
        assert!(hasher.verify(&Password::new("Haslo123"), Some(theirs.clone())).await.unwrap());
        assert!(!hasher.verify(&Password::new("Haslo124"), Some(theirs)).await.unwrap());
        let ours = hasher.hash(&Password::new("Haslo123")).await.unwrap();
        let parsed = PasswordHash::new(&ours).unwrap();
        assert!(library.verify_password(b"Haslo123", &parsed).is_ok());
        let lighter = Argon2::new(
            Algorithm::Argon2id,
            Version::V0x13,
            Params::new(4096, 1, 1, None).unwrap(),
        );
        let old = lighter.hash_password(b"Haslo123", &salt).unwrap().to_string();
        assert!(hasher.verify(&Password::new("Haslo123"), Some(old.clone())).await.unwrap());
        assert!(!hasher.verify(&Password::new("Haslo12"), Some(old)).await.unwrap());
    }

    #[tokio::test]
    async fn the_decoy_never_matches() {
        let hasher = Argon2Hasher::new().unwrap();
        assert!(!hasher.verify(&Password::new("decoy password nobody has"), None).await.unwrap());
    }
}
