//! The shell, restricted to a list of commands (the `shell_readonly` and `shell_file_ops`
//! toolsets). The restriction is what the tool can do, like a smaller tool: every simple
//! command of the line (pipes, `&&`, substitutions included, as the core shell parser finds
//! them) must be on the list, with none of its writing options and no output redirected to a
//! file. Whether a call may run is still the permission gate's decision, from the restricted
//! tool's own risk: read-only commands are low risk, file operations medium.

use ouzel_core::{
    Effects, Risk, SimpleCommand, Subject, Tool, ToolContext, ToolDefinition, ToolError, ToolOutput, async_trait,
    parse_command_line,
};
use serde_json::Value;
use std::path::PathBuf;
use std::sync::Arc;

/// One allowed command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AllowedCommand {
    /// The leading words (`["git", "log"]`).
    pub prefix: Vec<String>,
    /// Options that make it write or run other programs (`-exec`, `-o`); an argument equal to
    /// one, or starting with one followed by `=`, is refused.
    pub forbidden: Vec<String>,
    /// At most this many non-option arguments (`uniq IN OUT` writes OUT).
    pub max_operands: Option<usize>,
    /// The command changes files.
    pub writes: bool,
}

impl AllowedCommand {
    fn new(prefix: &str, forbidden: &[&str], writes: bool) -> Self {
        Self {
            prefix: prefix.split_whitespace().map(str::to_owned).collect(),
            forbidden: forbidden.iter().map(|s| (*s).to_owned()).collect(),
            max_operands: None,
            writes,
        }
    }

    fn matches(&self, argv: &[String]) -> bool {
        argv.len() >= self.prefix.len() && self.prefix.iter().zip(argv).all(|(p, a)| p == a)
    }

    /// Why these arguments are refused, if they are.
    fn refuses(&self, argv: &[String]) -> Option<String> {
        let args = &argv[self.prefix.len()..];
        for a in args {
            if let Some(f) = self
                .forbidden
                .iter()
                .find(|f| a == *f || a.strip_prefix(f.as_str()).is_some_and(|r| r.starts_with('=')))
            {
                return Some(format!("`{}` with `{f}` is not allowed here", self.prefix.join(" ")));
            }
        }
        if let Some(max) = self.max_operands
            && args.iter().filter(|a| !a.starts_with('-')).count() > max
        {
            return Some(format!(
                "`{}` takes at most {max} file argument(s) here",
                self.prefix.join(" ")
            ));
        }
        None
    }
}

/// The commands a restricted shell runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShellPolicy {
    /// The allowed commands.
    pub commands: Vec<AllowedCommand>,
}

impl ShellPolicy {
    /// Commands that only read: listing, reading, searching, comparing, and read-only git.
    pub fn read_only() -> Self {
        let plain = [
            "ls", "cat", "head", "tail", "wc", "grep", "pwd", "echo", "cut", "tr", "file", "stat", "du", "df", "diff",
            "cmp", "basename", "dirname", "realpath", "which", "true", "false", "nl", "column", "jq",
        ];
        let mut commands: Vec<AllowedCommand> = plain.iter().map(|c| AllowedCommand::new(c, &[], false)).collect();
        commands.extend([
            AllowedCommand::new(
                "find",
                &[
                    "-exec", "-execdir", "-ok", "-okdir", "-delete", "-fprint", "-fprint0", "-fprintf", "-fls",
                ],
                false,
            ),
            AllowedCommand::new("rg", &["--pre"], false),
            AllowedCommand::new("sort", &["-o", "--output"], false),
            AllowedCommand::new("tree", &["-o"], false),
            AllowedCommand::new("date", &["-s", "--set"], false),
            AllowedCommand {
                max_operands: Some(1),
                ..AllowedCommand::new("uniq", &[], false)
            },
        ]);
        for sub in [
            "status",
            "log",
            "diff",
            "show",
            "blame",
            "ls-files",
            "rev-parse",
            "grep",
            "shortlog",
        ] {
            commands.push(AllowedCommand::new(
                &format!("git {sub}"),
                &["--output", "--ext-diff", "-o"],
                false,
            ));
        }
        Self { commands }
    }

    /// File operations: `ls` to look, `mv`, `cp`, `mkdir` and `touch` to change (no `rm`).
    pub fn file_ops() -> Self {
        let mut commands = vec![AllowedCommand::new("ls", &[], false)];
        commands.extend(["mv", "cp", "mkdir", "touch"].map(|c| AllowedCommand::new(c, &[], true)));
        Self { commands }
    }

    /// Adds the other policy's commands (an agent listing both restricted shells gets one
    /// shell allowing either's commands).
    pub fn merge(&mut self, other: &ShellPolicy) {
        for c in &other.commands {
            if !self.commands.contains(c) {
                self.commands.push(c.clone());
            }
        }
    }

    /// Whether any allowed command changes files.
    pub fn writes(&self) -> bool {
        self.commands.iter().any(|c| c.writes)
    }

    /// The allowed commands, for descriptions.
    pub fn command_list(&self) -> String {
        let mut names: Vec<String> = self.commands.iter().map(|c| c.prefix.join(" ")).collect();
        names.dedup();
        names.join(", ")
    }

    /// `Ok` when every command of the line is allowed; otherwise what is not.
    pub fn check(&self, line: &str) -> Result<(), String> {
        let parsed = parse_command_line(line).map_err(|e| e.to_string())?;
        if parsed.commands.is_empty() {
            return Err("the command is empty".into());
        }
        // Only a pipeline of allowed commands: sequencing, substitution and grouping are how a
        // harmless-looking line smuggles in a second command, so they are refused outright.
        if parsed.has_sequence {
            return Err(
                "only one command or a pipe (`|`) of commands is allowed here; `;`, `&&`, `||` and `&` are not".into(),
            );
        }
        if parsed.has_substitution {
            return Err("command substitution (`$(…)`, backticks, `<(…)`) is not allowed here".into());
        }
        if parsed.has_grouping {
            return Err("subshells and groups (`( … )`, `{ … }`) are not allowed here".into());
        }
        for cmd in &parsed.commands {
            self.check_one(cmd)?;
        }
        Ok(())
    }

    fn check_one(&self, cmd: &SimpleCommand) -> Result<(), String> {
        let program = cmd.argv.first().map_or("", String::as_str);
        if !cmd.assignments.is_empty() {
            return Err(format!(
                "variable assignments (`{}`) are not allowed here",
                cmd.assignments.join(" ")
            ));
        }
        if cmd.writes_file() {
            return Err(format!(
                "`{program}` redirects its output to a file, which is not allowed here"
            ));
        }
        let matching: Vec<&AllowedCommand> = self.commands.iter().filter(|c| c.matches(&cmd.argv)).collect();
        if matching.is_empty() {
            return Err(format!(
                "`{}` is not one of the commands this shell runs: {}",
                cmd.argv.iter().take(2).cloned().collect::<Vec<_>>().join(" "),
                self.command_list()
            ));
        }
        // Allowed when some matching entry accepts the arguments.
        let mut last = None;
        for c in matching {
            match c.refuses(&cmd.argv) {
                None => return Ok(()),
                Some(why) => last = Some(why),
            }
        }
        Err(last.unwrap_or_default())
    }
}

/// A shell tool limited by a [`ShellPolicy`]; it keeps the wrapped shell's name, schema and
/// subject (so permission rules written for the shell still apply).
pub struct RestrictedShell {
    inner: Arc<dyn Tool>,
    policy: ShellPolicy,
    def: ToolDefinition,
    arg: String,
}

impl RestrictedShell {
    /// Restricts `inner`, a shell tool (category shell, command subject).
    pub fn new(inner: Arc<dyn Tool>, policy: ShellPolicy) -> Self {
        let base = inner.definition();
        let arg = match &base.subject {
            Some(Subject::Command { arg }) => arg.clone(),
            _ => "command".to_owned(),
        };
        let description = format!(
            "{} Only these commands are allowed: {}. Pipes and `&&` between them are fine; output redirection to files is not.",
            base.description.trim_end(),
            policy.command_list()
        );
        let mut def = ToolDefinition::new(&base.name, description, base.input_schema.clone())
            .with_category(base.category)
            .with_subject(Subject::Command { arg: arg.clone() });
        def = if policy.writes() {
            def.with_risk(Risk::Medium).with_effects(Effects::Unknown)
        } else {
            // Results depend on files that change: never cached.
            def.with_risk(Risk::Low).with_effects(Effects::read_only_uncached())
        };
        Self {
            inner,
            policy,
            def,
            arg,
        }
    }
}

#[async_trait]
impl Tool for RestrictedShell {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let line = input
            .get(&self.arg)
            .and_then(Value::as_str)
            .ok_or_else(|| ToolError::InvalidArguments {
                message: format!("missing the `{}` argument", self.arg),
            })?;
        self.policy
            .check(line)
            .map_err(|message| ToolError::InvalidArguments { message })?;
        self.inner.call(input, ctx).await
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        self.inner.touched_paths(input)
    }

    async fn preview(&self, input: &Value, ctx: &ToolContext) -> Option<String> {
        self.inner.preview(input, ctx).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn read_only_policy_allows_reading_and_refuses_writing() {
        let p = ShellPolicy::read_only();
        for ok in [
            "ls -la",
            "cat a.txt | grep foo | wc -l",
            "find . -name '*.rs'",
            "sort a.txt | uniq",
            "grep -r x . 2>/dev/null",
        ] {
            assert!(p.check(ok).is_ok(), "{ok}: {:?}", p.check(ok));
        }
        for bad in [
            "rm -rf /",
            "ls; rm x",
            "ls; cat a.txt",
            "git log --oneline -5 && git status",
            "echo $(pwd)",
            "cat `ls`",
            "(ls)",
            "echo hi > out.txt",
            "find . -delete",
            "find . -exec rm {} ;",
            "sort -o out.txt a",
            "sort --output=out.txt a",
            "git push",
            "git diff --output=x",
            "cat $(rm x)",
            "uniq a b",
            "FOO=1 ls",
            "rg --pre=sh x",
        ] {
            assert!(p.check(bad).is_err(), "{bad} should be refused");
        }
        let err = p.check("curl example.com").unwrap_err();
        assert!(
            err.contains("`curl example.com` is not one of") && err.contains("git log"),
            "{err}"
        );
    }

    #[test]
    fn file_ops_moves_but_does_not_delete_and_merging_unites() {
        let p = ShellPolicy::file_ops();
        assert!(p.writes());
        assert!(p.check("mkdir -p out").is_ok());
        assert!(p.check("mv a.txt out/").is_ok());
        assert!(
            p.check("mkdir -p out && mv a.txt out/").is_err(),
            "one command per call"
        );
        assert!(p.check("rm a.txt").is_err());
        let mut both = ShellPolicy::read_only();
        assert!(!both.writes());
        both.merge(&p);
        assert!(both.writes());
        assert!(both.check("cat a | wc -l").is_ok());
        assert!(both.check("mv a b").is_ok());
    }
}
