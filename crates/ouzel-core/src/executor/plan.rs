//! Pure decisions about an answer's calls: which run alone and which together (one function
//! for both batching and early start), how they group into batches, and when two calls'
//! paths overlap. No I/O; tested on values.

use crate::tool::{Tool, ToolDefinition};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// How a call is scheduled: the one answer to "does this call run alone", used both to start
/// calls while the answer streams and to group them into batches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Schedule {
    /// A read-only tool: shares a batch with its read-only neighbours, and may start before the
    /// rest of the answer has arrived.
    Together,
    /// A tool that writes, or whose effects are unknown: runs in a batch of its own, after
    /// everything before it and before everything after it.
    Alone,
    /// Fails before running (no such tool, arguments that are not JSON): touches nothing, so it
    /// shares a batch, but nothing is gained by starting it early.
    Fails,
}

impl Schedule {
    /// The schedule of a call of `tool` (`None`: no such tool) whose arguments could (or could
    /// not) be read.
    pub(crate) fn of(tool: Option<&ToolDefinition>, readable: bool) -> Self {
        match tool {
            Some(def) if readable => {
                if def.effects.runs_alone() {
                    Self::Alone
                } else {
                    Self::Together
                }
            }
            _ => Self::Fails,
        }
    }
}

/// One call, planned: its tool, its schedule, and the normalised paths it touches.
pub(crate) struct Plan {
    pub(crate) tool: Option<Arc<dyn Tool>>,
    pub(crate) schedule: Schedule,
    pub(crate) paths: Vec<PathBuf>,
}

/// Groups call indices into batches: consecutive calls that do not run alone share a batch; a
/// call that runs alone gets its own, so a write never overlaps a call touching the same paths.
pub(crate) fn batches(plans: &[Plan]) -> Vec<Vec<usize>> {
    let mut out: Vec<Vec<usize>> = Vec::new();
    let mut current: Vec<usize> = Vec::new();
    for (i, p) in plans.iter().enumerate() {
        if p.schedule == Schedule::Alone {
            if !current.is_empty() {
                out.push(std::mem::take(&mut current));
            }
            out.push(vec![i]);
        } else {
            current.push(i);
        }
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// Whether two sets of normalised paths overlap, component by component: `src` and `src/a`
/// conflict, `src/a` and `src/ab` do not.
pub fn paths_conflict(a: &[PathBuf], b: &[PathBuf]) -> bool {
    a.iter().any(|x| b.iter().any(|y| overlaps(x, y)))
}

fn overlaps(a: &Path, b: &Path) -> bool {
    a.starts_with(b) || b.starts_with(a)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tool::Effects;
    use serde_json::json;

    fn p(s: &str) -> PathBuf {
        PathBuf::from(s)
    }

    #[test]
    fn conflicts_are_decided_per_component() {
        assert!(!paths_conflict(&[p("/w/src/a")], &[p("/w/src/ab")]));
        assert!(paths_conflict(&[p("/w/src")], &[p("/w/src/a")]));
        assert!(paths_conflict(&[p("/w/src/a")], &[p("/w/src/a")]));
        assert!(!paths_conflict(&[], &[p("/w")]));
    }

    #[test]
    fn only_known_read_only_calls_with_readable_arguments_run_together() {
        let def = |effects| ToolDefinition::new("t", "", json!({})).with_effects(effects);
        assert_eq!(Schedule::of(Some(&def(Effects::read_only())), true), Schedule::Together);
        assert_eq!(
            Schedule::of(Some(&def(Effects::read_only_uncached())), true),
            Schedule::Together
        );
        assert_eq!(Schedule::of(Some(&def(Effects::Writes)), true), Schedule::Alone);
        assert_eq!(Schedule::of(Some(&def(Effects::Unknown)), true), Schedule::Alone);
        assert_eq!(Schedule::of(Some(&def(Effects::Writes)), false), Schedule::Fails);
        assert_eq!(Schedule::of(None, true), Schedule::Fails);
    }

    #[test]
    fn writes_run_alone_and_reads_group() {
        let plan = |schedule| Plan {
            tool: None,
            schedule,
            paths: vec![],
        };
        use Schedule::*;
        let plans = vec![
            plan(Together),
            plan(Fails),
            plan(Alone),
            plan(Together),
            plan(Alone),
            plan(Alone),
        ];
        assert_eq!(batches(&plans), vec![vec![0, 1], vec![2], vec![3], vec![4], vec![5]]);
    }
}
