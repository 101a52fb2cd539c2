//! Permission rules users write in config: a decision per tool, and rules that match a call's
//! arguments — shell commands by parsed command prefix, file tools by path glob, web tools by
//! domain. Which argument is matched comes from the tool's definition (`subject`), never from
//! the tool's name.

use crate::decided::DecidedBy;
use crate::event::Decision;
use crate::permission::{CallInfo, PermissionPolicy, Verdict};
use crate::shell_parse::parse_command_line;
use crate::tool::{Subject, normalize_path};
use std::path::{Path, PathBuf};

/// One `[[permissions.rules]]` entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rule {
    /// The tool it applies to.
    pub tool: String,
    /// A command prefix (`git status`), a path glob (`src/**`) or a domain (`docs.rs`).
    pub pattern: String,
    /// What to do with matching calls.
    pub decision: Decision,
}

/// A tool-level entry (`[permissions] shell = "ask"`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ToolRule {
    /// The tool.
    pub tool: String,
    /// The decision for every call of it (rules with patterns may refine it).
    pub decision: Decision,
}

/// Rules from config, as a policy for the gate. Precedence: deny over ask over allow; within a
/// level, the most specific rule (longest pattern) names the verdict.
#[derive(Debug, Clone)]
pub struct RuleSet {
    tools: Vec<ToolRule>,
    rules: Vec<Rule>,
    workspace: PathBuf,
}

impl RuleSet {
    /// Rules for a workspace (path globs are relative to it).
    pub fn new(tools: Vec<ToolRule>, rules: Vec<Rule>, workspace: impl Into<PathBuf>) -> Self {
        Self {
            tools,
            rules,
            workspace: workspace.into(),
        }
    }

    /// Whether there are no rules at all.
    pub fn is_empty(&self) -> bool {
        self.tools.is_empty() && self.rules.is_empty()
    }

    fn verdict_for_rules(&self, call: &CallInfo<'_>) -> Option<Verdict> {
        let rules: Vec<&Rule> = self.rules.iter().filter(|r| r.tool == call.tool.name).collect();
        if rules.is_empty() {
            return None;
        }
        let subject = call.tool.subject.as_ref()?;
        match subject {
            Subject::Command { arg } => {
                let line = call.input.get(arg)?.as_str()?;
                self.command_verdict(&rules, line)
            }
            Subject::Path { args } => {
                let paths: Vec<&str> = args.iter().filter_map(|a| call.input.get(a)?.as_str()).collect();
                if paths.is_empty() {
                    return None;
                }
                let per_path: Vec<Option<&Rule>> = paths
                    .iter()
                    .map(|p| best(&rules, |r| self.path_matches(&r.pattern, p)))
                    .collect();
                combine(&per_path)
            }
            Subject::Url { arg } => {
                let url = call.input.get(arg)?.as_str()?;
                let host = host_of(url)?;
                best(&rules, |r| domain_matches(&r.pattern, &host)).map(verdict)
            }
        }
    }

    /// A compound command is allowed only if every simple command is allowed; any part that
    /// is denied denies the whole line; otherwise the strongest ask wins.
    fn command_verdict(&self, rules: &[&Rule], line: &str) -> Option<Verdict> {
        let Ok(parsed) = parse_command_line(line) else {
            return Some(Verdict::ask(DecidedBy::UnparseableCommand {
                tool: rules[0].tool.clone(),
            }));
        };
        let per_cmd: Vec<Option<&Rule>> = parsed
            .commands
            .iter()
            .map(|c| best(rules, |r| prefix_matches(&r.pattern, &c.argv)))
            .collect();
        combine(&per_cmd)
    }

    fn path_matches(&self, pattern: &str, path: &str) -> bool {
        let abs = normalize_path(&self.workspace, Path::new(path));
        let rel = abs.strip_prefix(&self.workspace).unwrap_or(&abs);
        glob_match(pattern, &rel.to_string_lossy()) || glob_match(pattern, &abs.to_string_lossy())
    }
}

impl PermissionPolicy for RuleSet {
    fn decide(&self, call: &CallInfo<'_>) -> Option<Verdict> {
        let from_rules = self.verdict_for_rules(call);
        let from_tool = self.tools.iter().find(|t| t.tool == call.tool.name).map(|t| Verdict {
            decision: t.decision,
            by: DecidedBy::ToolSetting { tool: t.tool.clone() },
            reason: (t.decision == Decision::Deny)
                .then(|| format!("`{}` is denied by [permissions] in config", t.tool)),
        });
        match (from_rules, from_tool) {
            // A deny anywhere holds; otherwise a matching pattern rule is more specific than
            // the tool-wide entry.
            (Some(r), Some(t)) if t.decision == Decision::Deny && r.decision != Decision::Deny => Some(t),
            (Some(r), _) => Some(r),
            (None, t) => t,
        }
    }
}

fn verdict(r: &Rule) -> Verdict {
    let by = DecidedBy::Rule {
        tool: r.tool.clone(),
        pattern: r.pattern.clone(),
    };
    match r.decision {
        Decision::Allow => Verdict::allow(by),
        Decision::Ask => Verdict::ask(by),
        Decision::Deny => {
            let reason = format!("`{}` matching `{}` is denied by a rule in config", r.tool, r.pattern);
            Verdict::deny(by, reason)
        }
    }
}

fn rank(d: Decision) -> u8 {
    match d {
        Decision::Allow => 0,
        Decision::Ask => 1,
        Decision::Deny => 2,
    }
}

/// The strongest matching rule (deny > ask > allow), the longest pattern within a level.
fn best<'a>(rules: &[&'a Rule], matches: impl Fn(&Rule) -> bool) -> Option<&'a Rule> {
    rules
        .iter()
        .copied()
        .filter(|r| matches(r))
        .max_by_key(|r| (rank(r.decision), r.pattern.len()))
}

/// Combines per-part matches: any deny denies; all parts allowed allows; an unmatched part
/// leaves the decision to the tool's risk (None) unless some part asked.
fn combine(parts: &[Option<&Rule>]) -> Option<Verdict> {
    if let Some(d) = parts.iter().flatten().find(|r| r.decision == Decision::Deny) {
        return Some(verdict(d));
    }
    if let Some(a) = parts.iter().flatten().find(|r| r.decision == Decision::Ask) {
        return Some(verdict(a));
    }
    if !parts.is_empty() && parts.iter().all(Option::is_some) {
        return parts
            .iter()
            .flatten()
            .max_by_key(|r| r.pattern.len())
            .map(|r| verdict(r));
    }
    None
}

/// `git status` matches `git status -s` but not `git statusx` or `git push`; a trailing `*`
/// token is a wildcard for the rest.
fn prefix_matches(pattern: &str, argv: &[String]) -> bool {
    let tokens: Vec<&str> = pattern.split_whitespace().filter(|t| *t != "*").collect();
    !tokens.is_empty() && argv.len() >= tokens.len() && tokens.iter().zip(argv).all(|(t, a)| t == a)
}

fn host_of(url: &str) -> Option<String> {
    let rest = url.split_once("://").map_or(url, |(_, r)| r);
    let authority = rest.split(['/', '?', '#']).next()?;
    let host = authority.rsplit_once('@').map_or(authority, |(_, h)| h);
    let host = if host.starts_with('[') {
        host.split(']').next()?.trim_start_matches('[')
    } else {
        host.split(':').next()?
    };
    (!host.is_empty()).then(|| host.to_ascii_lowercase())
}

fn domain_matches(pattern: &str, host: &str) -> bool {
    let p = pattern.trim_start_matches("*.").to_ascii_lowercase();
    host == p || host.ends_with(&format!(".{p}"))
}

/// Glob matching on `/`-separated paths: `*` and `?` within a component, `**` across any
/// number of components. Empty components (`a//b`, a leading or trailing `/`) are ignored.
/// Allocates nothing: the gate matches every path a call names against every protected
/// pattern (issue 21).
pub fn glob_match(pattern: &str, path: &str) -> bool {
    match_components(pattern, path)
}

/// The first non-empty component of `s` and what follows it.
fn next_component(s: &str) -> Option<(&str, &str)> {
    let s = s.trim_start_matches('/');
    if s.is_empty() {
        return None;
    }
    Some(s.split_once('/').unwrap_or((s, "")))
}

fn match_components(p: &str, s: &str) -> bool {
    match next_component(p) {
        None => next_component(s).is_none(),
        Some(("**", rest)) => {
            // Zero components, then one more each time.
            let mut s = s;
            loop {
                if match_components(rest, s) {
                    return true;
                }
                match next_component(s) {
                    Some((_, after)) => s = after,
                    None => return false,
                }
            }
        }
        Some((first, rest)) => {
            next_component(s).is_some_and(|(c, after)| match_one(first, c) && match_components(rest, after))
        }
    }
}

/// One component: `*` any run of characters, `?` one character. Greedy, going back to the
/// last `*` on a mismatch (linear for one `*`, never exponential).
fn match_one(p: &str, s: &str) -> bool {
    let (mut p, mut s) = (p.chars(), s.chars());
    // After the last `*`: the pattern following it, and where in the text it was tried.
    let mut star: Option<(std::str::Chars<'_>, std::str::Chars<'_>)> = None;
    loop {
        let mut next_s = s.clone();
        match (p.clone().next(), next_s.next()) {
            (Some('*'), _) => {
                p.next();
                star = Some((p.clone(), s.clone()));
            }
            (Some('?'), Some(_)) => {
                p.next();
                s = next_s;
            }
            (Some(c), Some(d)) if c == d => {
                p.next();
                s = next_s;
            }
            (None, None) => return true,
            _ => match &mut star {
                // Let the `*` take one more character, and try the rest again from there.
                Some((after_star, tried)) => {
                    if tried.next().is_none() {
                        return false;
                    }
                    p = after_star.clone();
                    s = tried.clone();
                }
                None => return false,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::ToolCallId;
    use crate::tool::ToolDefinition;
    use serde_json::json;

    /// The matcher as first written (recursive, allocating): the reference the allocation-free
    /// one must agree with.
    fn reference_glob_match(pattern: &str, path: &str) -> bool {
        fn components(p: &[&str], s: &[&str]) -> bool {
            match p.split_first() {
                None => s.is_empty(),
                Some((&"**", rest)) => (0..=s.len()).any(|i| components(rest, &s[i..])),
                Some((first, rest)) => !s.is_empty() && one(first, s[0]) && components(rest, &s[1..]),
            }
        }
        fn one(p: &str, s: &str) -> bool {
            fn go(p: &[char], s: &[char]) -> bool {
                match p.split_first() {
                    None => s.is_empty(),
                    Some(('*', rest)) => (0..=s.len()).any(|i| go(rest, &s[i..])),
                    Some(('?', rest)) => !s.is_empty() && go(rest, &s[1..]),
                    Some((c, rest)) => s.first() == Some(c) && go(rest, &s[1..]),
                }
            }
            let (p, s): (Vec<char>, Vec<char>) = (p.chars().collect(), s.chars().collect());
            go(&p, &s)
        }
        let p: Vec<&str> = pattern.split('/').filter(|s| !s.is_empty()).collect();
        let s: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
        components(&p, &s)
    }

    #[test]
    fn glob_matching_agrees_with_the_reference_on_many_random_cases() {
        // A fixed xorshift: the same cases every run.
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = move |n: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n as u64) as usize
        };
        let pattern_pieces = ["a", "b", "é", ".", "*", "?", "**", "/", "/", "ab"];
        let path_pieces = ["a", "b", "é", ".", "/", "/", "ab", "ba"];
        let (mut matched, mut total) = (0, 0);
        for _ in 0..20_000 {
            let pattern: String = (0..next(7))
                .map(|_| pattern_pieces[next(pattern_pieces.len())])
                .collect();
            let path: String = (0..next(8)).map(|_| path_pieces[next(path_pieces.len())]).collect();
            let want = reference_glob_match(&pattern, &path);
            assert_eq!(glob_match(&pattern, &path), want, "pattern {pattern:?}, path {path:?}");
            matched += usize::from(want);
            total += 1;
        }
        // Both outcomes were exercised, many times.
        assert!(matched > 1000 && total - matched > 1000, "{matched} of {total} matched");
    }

    fn shell() -> ToolDefinition {
        ToolDefinition::new("shell", "", json!({})).with_subject(Subject::Command { arg: "command".into() })
    }

    fn rule(tool: &str, pattern: &str, decision: Decision) -> Rule {
        Rule {
            tool: tool.into(),
            pattern: pattern.into(),
            decision,
        }
    }

    fn decide(set: &RuleSet, def: &ToolDefinition, input: serde_json::Value) -> Option<Decision> {
        let id = ToolCallId::new("1");
        set.decide(&CallInfo::new(&id, def, &input)).map(|v| v.decision)
    }

    #[test]
    fn compound_commands_need_every_part_allowed() {
        let set = RuleSet::new(
            vec![],
            vec![
                rule("shell", "git status", Decision::Allow),
                rule("shell", "cargo test", Decision::Allow),
                rule("shell", "rm", Decision::Deny),
            ],
            "/w",
        );
        let d = shell();
        assert_eq!(
            decide(&set, &d, json!({"command": "git status -s"})),
            Some(Decision::Allow)
        );
        assert_eq!(
            decide(&set, &d, json!({"command": "git status && cargo test -q"})),
            Some(Decision::Allow)
        );
        assert_eq!(
            decide(&set, &d, json!({"command": "git status && curl x"})),
            None,
            "an unmatched part falls back to risk"
        );
        assert_eq!(
            decide(&set, &d, json!({"command": "git status; rm -rf /"})),
            Some(Decision::Deny)
        );
        assert_eq!(
            decide(&set, &d, json!({"command": "cargo test $(rm -rf ~)"})),
            Some(Decision::Deny),
            "substitutions are checked"
        );
        assert_eq!(decide(&set, &d, json!({"command": "git statusx"})), None);
    }

    #[test]
    fn path_globs_and_domains_match() {
        let write = ToolDefinition::new("write_file", "", json!({})).with_subject(Subject::Path {
            args: vec!["path".into()],
        });
        let set = RuleSet::new(vec![], vec![rule("write_file", "src/**", Decision::Allow)], "/w");
        assert_eq!(
            decide(&set, &write, json!({"path": "src/a/b.rs"})),
            Some(Decision::Allow)
        );
        assert_eq!(decide(&set, &write, json!({"path": "Cargo.toml"})), None);
        let web = ToolDefinition::new("web_fetch", "", json!({})).with_subject(Subject::Url { arg: "url".into() });
        let set = RuleSet::new(vec![], vec![rule("web_fetch", "docs.rs", Decision::Allow)], "/w");
        assert_eq!(
            decide(&set, &web, json!({"url": "https://docs.rs/x"})),
            Some(Decision::Allow)
        );
        assert_eq!(decide(&set, &web, json!({"url": "https://evil.com/docs.rs"})), None);
    }

    #[test]
    fn a_tool_wide_deny_holds_over_pattern_allows() {
        let set = RuleSet::new(
            vec![ToolRule {
                tool: "shell".into(),
                decision: Decision::Deny,
            }],
            vec![rule("shell", "ls", Decision::Allow)],
            "/w",
        );
        assert_eq!(decide(&set, &shell(), json!({"command": "ls"})), Some(Decision::Deny));
    }

    #[test]
    fn globs() {
        assert!(glob_match("src/**", "src/a/b.rs"));
        assert!(glob_match("**/*.rs", "a/b/c.rs"));
        assert!(glob_match("*.md", "README.md"));
        assert!(!glob_match("src/*", "src/a/b.rs"));
    }
}
