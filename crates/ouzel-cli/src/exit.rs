//! Exit codes, decided here and nowhere else.

use ouzel::FinishReason;

/// The task finished (or a limit ended it gracefully).
pub(crate) const OK: u8 = 0;
/// The run failed: provider or I/O.
pub(crate) const FAILED: u8 = 1;
/// Bad usage or configuration.
pub(crate) const USAGE: u8 = 2;
/// Interrupted by the user.
pub(crate) const INTERRUPTED: u8 = 130;
/// Ended by SIGHUP (the terminal went away): 128 + 1, as a shell reports it.
pub(crate) const HANGUP: u8 = 129;
/// Ended by SIGTERM: 128 + 15, as a shell reports it.
pub(crate) const TERMINATED: u8 = 143;

/// The exit code for how a run ended.
pub(crate) fn for_finish(reason: FinishReason) -> u8 {
    match reason {
        FinishReason::Error => FAILED,
        FinishReason::Cancelled => INTERRUPTED,
        _ => OK,
    }
}
