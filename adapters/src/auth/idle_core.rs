//! Whether the box has a core nobody uses: the spare hashing thread's question before each hash
//! (issue 15). Linux's `/proc/stat` counts every core's idle time, `/proc/thread-self/stat` the
//! asking thread's own; elsewhere there is no answer and the spare thread never hashes.

use std::time::{Duration, Instant};

/// CPU time counted in the kernel's ticks (`USER_HZ`, the unit of both files).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Ticks {
    /// Every core's time, busy or not.
    pub total: u64,
    /// Of it, idle (and waiting for the disk).
    pub idle: u64,
    /// Of it, the asking thread's own.
    pub own: u64,
    /// The cores counted.
    pub cores: u64,
}

/// `/proc/stat`'s `cpu` line (the box's total) and its per-core lines: the total and idle ticks
/// and the number of cores.
pub(super) fn box_ticks(stat: &str) -> Option<Ticks> {
    let total_line = stat.lines().find(|l| l.starts_with("cpu "))?;
    let fields: Vec<u64> = total_line
        .split_whitespace()
        .skip(1)
        .take(8)
        .map(|f| f.parse().ok())
        .collect::<Option<_>>()?;
    let [user, nice, system, idle, iowait, irq, softirq, steal] = fields[..] else {
        return None;
    };
    let cores = stat
        .lines()
        .filter(|l| {
            l.strip_prefix("cpu").is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
        })
        .count() as u64;
    Some(Ticks {
        total: user + nice + system + idle + iowait + irq + softirq + steal,
        idle: idle + iowait,
        own: 0,
        cores,
    })
}

/// A thread's own ticks (user and system) from its `/proc/…/stat` line.
pub(super) fn thread_ticks(stat: &str) -> Option<u64> {
    // The name in parentheses may hold spaces; the fields after it start at the state (3rd).
    let after_name = stat.get(stat.rfind(')')? + 2..)?;
    let mut fields = after_name.split(' ').skip(11);
    let user: u64 = fields.next()?.parse().ok()?;
    let system: u64 = fields.next()?.parse().ok()?;
    Some(user + system)
}

/// Whether between `earlier` and `now` the box had a core's worth of idle time (three quarters
/// of one at least) that it would still have had without the asking thread's own work.
pub(super) fn a_core_was_free(earlier: &Ticks, now: &Ticks) -> bool {
    let total = now.total.saturating_sub(earlier.total);
    let free = now.idle.saturating_sub(earlier.idle) + now.own.saturating_sub(earlier.own);
    // free / total of the box's `cores`, at least 3/4 of a core.
    total > 0 && now.cores > 0 && 4 * free * now.cores >= 3 * total
}

/// The shortest span a question is answered over: the ticks are a hundredth of a second.
const OVER_AT_LEAST: Duration = Duration::from_millis(100);

/// Asks, for the thread that owns it, whether the box has had a free core since the last answer.
pub(super) struct IdleCore {
    last: Option<(Instant, Ticks)>,
}

impl IdleCore {
    pub(super) fn new() -> Self {
        IdleCore { last: Self::read().map(|ticks| (Instant::now(), ticks)) }
    }

    fn read() -> Option<Ticks> {
        let mut ticks = box_ticks(&std::fs::read_to_string("/proc/stat").ok()?)?;
        ticks.own = thread_ticks(&std::fs::read_to_string("/proc/thread-self/stat").ok()?)?;
        Some(ticks)
    }

    /// Whether a core was free since the last answer (waiting first until that is long enough
    /// to tell); `false` where the box cannot say.
    pub(super) fn free(&mut self) -> bool {
        let Some((at, earlier)) = self.last else { return false };
        if let Some(wait) = OVER_AT_LEAST.checked_sub(at.elapsed()) {
            std::thread::sleep(wait);
        }
        let Some(now) = Self::read() else { return false };
        self.last = Some((Instant::now(), now));
        a_core_was_free(&earlier, &now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const STAT: &str = "cpu  20924 0 6053 104522 664 0 163 302 0 0\n\
                        cpu0 10103 0 2560 53262 67 0 46 156 0 0\n\
                        cpu1 10821 0 3493 51259 596 0 117 146 0 0\n\
                        intr 409798 0 0\nctxt 1\n";

    #[test]
    fn the_box_s_ticks_and_cores_are_read_from_proc_stat() {
        let ticks = box_ticks(STAT).unwrap();
        assert_eq!(ticks, Ticks { total: 132_628, idle: 105_186, own: 0, cores: 2 });
        assert_eq!(box_ticks("intr 1 2\n"), None);
    }

    #[test]
    fn a_thread_s_ticks_are_its_user_and_system_time_whatever_its_name() {
        let line = "7602 (mrok argon2) R 7594 7594 4220 0 -1 4194304 100 0 0 0 12 5 0 0 20 0 1 0";
        assert_eq!(thread_ticks(line), Some(17));
        assert_eq!(thread_ticks("garbage"), None);
    }

    fn after(earlier: Ticks, total: u64, idle: u64, own: u64) -> Ticks {
        Ticks {
            total: earlier.total + total,
            idle: earlier.idle + idle,
            own: earlier.own + own,
            cores: earlier.cores,
        }
    }

    #[test]
    fn a_core_is_free_when_three_quarters_of_one_were_idle_not_counting_the_asker() {
        let start = Ticks { total: 1000, idle: 500, own: 30, cores: 2 };
        // 100 ms on 2 cores is 20 ticks.
        assert!(a_core_was_free(&start, &after(start, 20, 10, 0)), "one core idle");
        assert!(a_core_was_free(&start, &after(start, 20, 8, 0)), "0.8 of one idle");
        assert!(!a_core_was_free(&start, &after(start, 20, 6, 0)), "0.6 of one idle");
        // The asker hashed on the free core: without it, the core was free.
        assert!(a_core_was_free(&start, &after(start, 20, 1, 9)));
        // Everybody busy, the asker too.
        assert!(!a_core_was_free(&start, &after(start, 20, 0, 4)));
        assert!(!a_core_was_free(&start, &start), "no time has passed");
    }

    #[test]
    fn on_linux_the_probe_answers_after_a_tenth_of_a_second() {
        let mut probe = IdleCore::new();
        assert!(probe.last.is_some(), "/proc is readable here");
        let asked = Instant::now();
        let _ = probe.free();
        assert!(asked.elapsed() >= Duration::from_millis(90));
    }
}
