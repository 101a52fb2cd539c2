//! Which git configuration is neutralised, decided from what git reports: a pure function from
//! the configuration listing (`git config --list --show-scope --show-origin -z`) and ouzel's environment to
//! the configuration (as `GIT_CONFIG_*` variables) and environment variables every git run gets.
//!
//! Git runs programs named in its configuration: `core.fsmonitor` on `status`, hooks on
//! `commit`/`switch`/`pull`, filter drivers on `add`/`status`/`switch`, diff and merge drivers,
//! `core.sshCommand`, credential helpers, `gpg.program`, `remote.*.uploadpack`, and more. The
//! repository's own configuration (`.git/config`, `config.worktree` and the files they include)
//! is written by whoever made the repository, and by anything that could write the workspace,
//! so it is not trusted to name a program. The user's (global, system) configuration and
//! `-c`/`GIT_CONFIG_*` options from ouzel's environment are.
//!
//! Two kinds of measure, both as configuration from the environment (`GIT_CONFIG_COUNT`,
//! `GIT_CONFIG_KEY_n`, `GIT_CONFIG_VALUE_n`: command scope, which git applies after the files
//! and passes on to the git processes it starts, submodules included; unlike `-c key=value`,
//! a key keeps an `=` in its subsection) or environment variables (which win over
//! configuration for the variables that have one):
//! - always: no fsmonitor, hooks at `/dev/null` (unless the user opted in), no pager, no editor,
//!   no `ext::` transport, no submodule recursion, no detached background gc, no signature
//!   checks in logs;
//! - when the repository sets a key that names a program: the key pinned to the user's own value,
//!   else to a value that runs nothing (an empty filter, `false` as a merge driver, the
//!   standard `git-upload-pack`, ...). Credential helpers from the repository are dropped by an
//!   empty `credential.helper` (which resets the list) followed by the user's own helpers.
//!
//! Options of the commands themselves (`--no-ext-diff`, `--no-textconv`, `--no-pager`) are
//! added by the tools and by [`super::run`].

use std::ffi::OsString;

/// Where a configuration value came from (`--show-scope`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Scope {
    /// `/etc/gitconfig`.
    System,
    /// `~/.gitconfig`, `$XDG_CONFIG_HOME/git/config`.
    Global,
    /// `-c` and `GIT_CONFIG_*` from ouzel's environment.
    Command,
    /// The repository's `.git/config` and what it includes.
    Local,
    /// `config.worktree`.
    Worktree,
    /// Anything else git may report (`unknown`, a future scope): not trusted.
    Other,
}

impl Scope {
    fn parse(s: &str) -> Self {
        match s {
            "system" => Self::System,
            "global" => Self::Global,
            "command" => Self::Command,
            "local" => Self::Local,
            "worktree" => Self::Worktree,
            _ => Self::Other,
        }
    }

    /// Whether a value from here may name a program to run.
    fn trusted(self) -> bool {
        matches!(self, Self::System | Self::Global | Self::Command)
    }
}

/// One configuration value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Entry {
    pub(super) scope: Scope,
    /// Where git read it (`--show-origin`): `file:PATH` (relative paths are relative to the
    /// directory git ran in), `command line:`, `blob:...`, `standard input:`.
    pub(super) origin: String,
    /// As git prints it: section and name in lower case, a subsection as written.
    pub(super) key: String,
    /// `None` for a bare `key` with no `=` (a boolean true).
    pub(super) value: Option<String>,
}

/// Parses `git config --list --show-scope --show-origin -z`: `scope NUL origin NUL key LF
/// value NUL`, or `scope NUL origin NUL key NUL` for a key without a value.
pub(super) fn parse_listing(out: &str) -> Vec<Entry> {
    let mut fields = out.split('\0');
    let mut entries = Vec::new();
    while let (Some(scope), Some(origin), Some(kv)) = (fields.next(), fields.next(), fields.next()) {
        let (key, value) = match kv.split_once('\n') {
            Some((k, v)) => (k, Some(v.to_owned())),
            None => (kv, None),
        };
        entries.push(Entry {
            scope: Scope::parse(scope),
            origin: origin.to_owned(),
            key: key.to_owned(),
            value,
        });
    }
    entries
}

/// Splits `section.sub.section.name` into section, subsection and name (section and name
/// compared without case, as git does).
fn parts(key: &str) -> Option<(String, Option<&str>, String)> {
    let (section, rest) = key.split_once('.')?;
    let (sub, name) = match rest.rsplit_once('.') {
        Some((sub, name)) => (Some(sub), name),
        None => (None, rest),
    };
    Some((section.to_ascii_lowercase(), sub, name.to_ascii_lowercase()))
}

/// Which keys a rule covers: a section, a subsection (none, any, or one), and a name.
#[derive(Debug, Clone, Copy)]
struct Pattern {
    section: &'static str,
    sub: Sub,
    name: &'static str,
}

#[derive(Debug, Clone, Copy)]
enum Sub {
    None,
    Any,
    Exact(&'static str),
}

impl Pattern {
    const fn plain(section: &'static str, name: &'static str) -> Self {
        Self {
            section,
            sub: Sub::None,
            name,
        }
    }

    const fn sub(section: &'static str, name: &'static str) -> Self {
        Self {
            section,
            sub: Sub::Any,
            name,
        }
    }

    const fn exact(section: &'static str, sub: &'static str, name: &'static str) -> Self {
        Self {
            section,
            sub: Sub::Exact(sub),
            name,
        }
    }

    fn matches(&self, key: &str) -> bool {
        parts(key).is_some_and(|(section, sub, name)| {
            section == self.section
                && name == self.name
                && match (self.sub, sub) {
                    (Sub::None, None) | (Sub::Any, Some(_)) => true,
                    (Sub::Exact(want), Some(got)) => want.eq_ignore_ascii_case(got),
                    _ => false,
                }
        })
    }
}

/// What to do when the repository sets a key that names a program.
#[derive(Debug, Clone, Copy)]
enum Action {
    /// Pin the key to the user's own last value, else to this value (which runs nothing).
    Pin(&'static str),
    /// Drop every credential helper and add back the user's own.
    ResetCredentialHelpers,
    /// Set another key instead (`core.gitProxy` is first-match-wins, so a later `-c` cannot
    /// override it: refuse the `git://` transport it applies to).
    Also(&'static str, &'static str),
    /// The first `remote.NAME.uploadpack` wins, so `-c` cannot override it: `git pull` gets
    /// `--upload-pack` with the user's value or the standard program.
    UploadPack,
    /// The same for `remote.NAME.receivepack` and `git push --receive-pack`.
    ReceivePack,
}

/// Keys whose value git runs as a program (git 2.47), and how each is neutralised when the
/// repository sets it. Keys that always get a fixed value are in [`ALWAYS`]; `core.editor`,
/// `sequence.editor` and `core.sshCommand` are overridden through the environment.
const RULES: &[(Pattern, Action)] = &[
    (Pattern::plain("core", "askpass"), Action::Pin("")),
    (Pattern::plain("core", "alternaterefscommand"), Action::Pin("")),
    (
        Pattern::plain("core", "gitproxy"),
        Action::Also("protocol.git.allow", "never"),
    ),
    // An empty external diff or driver command makes git fail instead of running anything.
    (Pattern::plain("diff", "external"), Action::Pin("")),
    (Pattern::sub("diff", "command"), Action::Pin("")),
    (Pattern::sub("diff", "textconv"), Action::Pin("")),
    // An empty filter command is no filter: the content passes through unchanged.
    (Pattern::sub("filter", "clean"), Action::Pin("")),
    (Pattern::sub("filter", "smudge"), Action::Pin("")),
    (Pattern::sub("filter", "process"), Action::Pin("")),
    (Pattern::sub("filter", "required"), Action::Pin("false")),
    // A merge driver that fails leaves the file as a conflict to resolve.
    (Pattern::sub("merge", "driver"), Action::Pin("false")),
    // Run on this machine for a remote that is a local path.
    (Pattern::sub("remote", "uploadpack"), Action::UploadPack),
    (Pattern::sub("remote", "receivepack"), Action::ReceivePack),
    (Pattern::plain("gpg", "program"), Action::Pin("gpg")),
    (Pattern::exact("gpg", "x509", "program"), Action::Pin("gpgsm")),
    (Pattern::exact("gpg", "ssh", "program"), Action::Pin("ssh-keygen")),
    (Pattern::sub("gpg", "program"), Action::Pin("gpg")),
    (Pattern::exact("gpg", "ssh", "defaultkeycommand"), Action::Pin("false")),
    (Pattern::plain("credential", "helper"), Action::ResetCredentialHelpers),
    (Pattern::sub("credential", "helper"), Action::ResetCredentialHelpers),
];

/// Configuration every run gets, whatever the files say.
const ALWAYS: &[(&str, &str)] = &[
    ("core.fsmonitor", "false"),
    ("core.pager", "cat"),
    // `ext::` URLs run a command; a repository's remote URL is not the user's choice.
    ("protocol.ext.allow", "never"),
    ("submodule.recurse", "false"),
    // Git looks inside a submodule's working tree by starting git there, which reads the
    // submodule's own configuration: never listed, so never neutralised. Status and diff look
    // only at the commit a submodule is at (`ignore` per submodule is pinned too: see
    // [`keep_out_of_submodules`]), and nothing recurses into one.
    ("diff.ignoreSubmodules", "dirty"),
    ("diff.submodule", "short"),
    ("status.submoduleSummary", "false"),
    ("fetch.recurseSubmodules", "false"),
    ("push.recurseSubmodules", "no"),
    // Automatic gc stays inside the run (its time limit, its process group).
    ("gc.autoDetach", "false"),
    ("maintenance.autoDetach", "false"),
    ("log.showSignature", "false"),
    // Output the tools parse.
    ("color.ui", "never"),
    ("core.quotepath", "off"),
    ("advice.statusHints", "false"),
];

/// Hooks are looked up in this directory unless the user opted in. `/dev/null` is not a
/// directory, so no hook is ever found there, and nothing (not even a sandboxed shell that may
/// write the temp dir) can put one there.
pub(super) const NO_HOOKS: &str = "/dev/null";

/// Environment variables of ouzel's that decide how ssh runs.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(super) struct SshEnv {
    /// `GIT_SSH_COMMAND`.
    pub(super) command: Option<OsString>,
    /// `GIT_SSH`.
    pub(super) program: Option<OsString>,
}

impl SshEnv {
    /// ouzel's own environment.
    pub(super) fn from_env() -> Self {
        Self {
            command: std::env::var_os("GIT_SSH_COMMAND").filter(|v| !v.is_empty()),
            program: std::env::var_os("GIT_SSH").filter(|v| !v.is_empty()),
        }
    }
}

/// What a git run gets on top of its arguments.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(super) struct Guard {
    /// `key = value` pairs, in order (set through `GIT_CONFIG_*`).
    pub(super) config: Vec<(String, String)>,
    /// Environment variables to set.
    pub(super) env: Vec<(&'static str, OsString)>,
    /// `--upload-pack=...` for `git pull`, when the repository names an upload-pack program.
    pub(super) upload_pack: Option<String>,
    /// `--receive-pack=...` for `git push`, likewise.
    pub(super) receive_pack: Option<String>,
    /// The repository names its own work tree (`core.worktree`): where it is must be checked
    /// against the workspace before git reads or writes there.
    pub(super) own_worktree: bool,
}

/// The measures that need no knowledge of the configuration (used to list it safely).
pub(super) fn baseline(hooks: bool) -> Guard {
    let mut config: Vec<(String, String)> = ALWAYS.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect();
    if !hooks {
        config.push(("core.hooksPath".into(), NO_HOOKS.into()));
    }
    Guard {
        config,
        ..Guard::default()
    }
}

/// Everything a run gets, given the configuration git reports for the repository.
pub(super) fn decide(entries: &[Entry], ssh: &SshEnv, hooks: bool) -> Guard {
    let mut guard = baseline(hooks);
    let untrusted = |e: &&Entry| !e.scope.trusted();
    let mut reset_helpers = false;
    for entry in entries.iter().filter(untrusted) {
        if entry.key.eq_ignore_ascii_case("core.worktree") {
            guard.own_worktree = true;
            continue;
        }
        let Some((_, action)) = RULES.iter().find(|(p, _)| p.matches(&entry.key)) else {
            continue;
        };
        let own = || {
            entries
                .iter()
                .filter(|e| e.scope.trusted() && same_key(&e.key, &entry.key))
                .filter_map(|e| e.value.clone())
                .next_back()
        };
        match *action {
            Action::Pin(fallback) => {
                push_once(
                    &mut guard.config,
                    &entry.key,
                    own().unwrap_or_else(|| fallback.to_owned()),
                );
            }
            Action::Also(key, value) => push_once(&mut guard.config, key, value.to_owned()),
            Action::ResetCredentialHelpers => reset_helpers = true,
            Action::UploadPack => {
                guard.upload_pack = Some(own().unwrap_or_else(|| "git-upload-pack".to_owned()));
            }
            Action::ReceivePack => {
                guard.receive_pack = Some(own().unwrap_or_else(|| "git-receive-pack".to_owned()));
            }
        }
    }
    if reset_helpers {
        guard.config.push(("credential.helper".into(), String::new()));
        let helpers = RULES
            .iter()
            .filter(|(_, a)| matches!(a, Action::ResetCredentialHelpers))
            .map(|(p, _)| p)
            .collect::<Vec<_>>();
        for e in entries.iter().filter(|e| e.scope.trusted()) {
            if let Some(v) = &e.value
                && !v.is_empty()
                && helpers.iter().any(|p| p.matches(&e.key))
            {
                guard.config.push((e.key.clone(), v.clone()));
            }
        }
    }
    // `submodule.NAME.ignore` wins over `diff.ignoreSubmodules`, wherever it is set.
    let named: Vec<&str> = entries.iter().filter_map(|e| submodule_name(&e.key)).collect();
    keep_out_of_submodules(&mut guard, named);
    ssh_command(entries, ssh, &mut guard);
    // Commands no tool needs an editor for; the environment wins over `core.editor`.
    guard.env.push(("GIT_EDITOR", "true".into()));
    guard.env.push(("GIT_SEQUENCE_EDITOR", "true".into()));
    // Reads (`git status` in a read-only shell) do not rewrite the index.
    guard.env.push(("GIT_OPTIONAL_LOCKS", "0".into()));
    guard
}

/// The submodule a `submodule.NAME.KEY` key is about.
pub(super) fn submodule_name(key: &str) -> Option<&str> {
    match parts(key)? {
        (section, Some(name), _) if section == "submodule" => Some(name),
        _ => None,
    }
}

/// Pins `submodule.NAME.ignore` to `dirty` for each of `names` (from the configuration or
/// `.gitmodules`, which give it per submodule, winning over `diff.ignoreSubmodules`): git then
/// compares the commit a submodule is at without starting git in its working tree.
pub(super) fn keep_out_of_submodules<'n>(guard: &mut Guard, names: impl IntoIterator<Item = &'n str>) {
    for name in names {
        push_once(
            &mut guard.config,
            &format!("submodule.{name}.ignore"),
            "dirty".to_owned(),
        );
    }
}

/// Decides `GIT_SSH_COMMAND` (which wins over `core.sshCommand`): the user's own command
/// stays; otherwise ssh runs in batch mode, so that it fails instead of asking for a password
/// or a host key on a terminal no one watches.
fn ssh_command(entries: &[Entry], ssh: &SshEnv, guard: &mut Guard) {
    if ssh.command.is_some() {
        return;
    }
    let from_repo = entries
        .iter()
        .any(|e| !e.scope.trusted() && e.key.eq_ignore_ascii_case("core.sshcommand"));
    let own = entries
        .iter()
        .filter(|e| e.scope.trusted() && e.key.eq_ignore_ascii_case("core.sshcommand"))
        .filter_map(|e| e.value.clone())
        .next_back();
    match (own, &ssh.program) {
        (Some(own), _) => {
            if from_repo {
                push_once(&mut guard.config, "core.sshCommand", own);
            }
        }
        // `core.sshCommand` wins over `GIT_SSH`: keep the user's program by naming it in the
        // variable that wins over both.
        (None, Some(program)) => {
            if from_repo {
                guard
                    .env
                    .push(("GIT_SSH_COMMAND", shell_quote(&program.to_string_lossy()).into()));
            }
        }
        (None, None) => guard.env.push(("GIT_SSH_COMMAND", "ssh -o BatchMode=yes".into())),
    }
}

fn same_key(a: &str, b: &str) -> bool {
    match (parts(a), parts(b)) {
        (Some(a), Some(b)) => a == b,
        _ => false,
    }
}

fn push_once(config: &mut Vec<(String, String)>, key: &str, value: String) {
    if !config.iter().any(|(k, _)| same_key(k, key)) {
        config.push((key.to_owned(), value));
    }
}

/// `s` as one word for `sh`.
fn shell_quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', r"'\''"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(scope: Scope, key: &str, value: &str) -> Entry {
        Entry {
            scope,
            origin: "file:.git/config".into(),
            key: key.into(),
            value: Some(value.into()),
        }
    }

    fn value<'a>(g: &'a Guard, key: &str) -> Option<&'a str> {
        g.config
            .iter()
            .rev()
            .find(|(k, _)| same_key(k, key))
            .map(|(_, v)| v.as_str())
    }

    #[test]
    fn the_listing_is_parsed_with_scopes_and_valueless_keys() {
        let out = "global\0file:/home/a/.gitconfig\0user.name\nA B\0local\0file:.git/config\0filter.X.clean\ntouch \
                   /tmp/m; cat\0local\0file:.git/config\0core.bare\0";
        let e = parse_listing(out);
        assert_eq!(e.len(), 3);
        assert_eq!(e[1], entry(Scope::Local, "filter.X.clean", "touch /tmp/m; cat"));
        assert_eq!(e[2].value, None);
        assert_eq!(parse_listing(""), Vec::new());
    }

    #[test]
    fn fixed_measures_apply_to_every_run() {
        let g = decide(&[], &SshEnv::default(), false);
        assert_eq!(value(&g, "core.fsmonitor"), Some("false"));
        assert_eq!(value(&g, "core.hooksPath"), Some(NO_HOOKS));
        assert_eq!(value(&g, "protocol.ext.allow"), Some("never"));
        assert!(g.env.contains(&("GIT_SSH_COMMAND", "ssh -o BatchMode=yes".into())));
        assert!(g.env.contains(&("GIT_EDITOR", "true".into())));
        assert!(g.env.contains(&("GIT_OPTIONAL_LOCKS", "0".into())));
        let g = decide(&[], &SshEnv::default(), true);
        assert_eq!(value(&g, "core.hooksPath"), None, "hooks are the user's choice");
    }

    #[test]
    fn programs_named_by_the_repository_are_pinned() {
        let entries = [
            entry(Scope::Local, "filter.evil.clean", "touch /tmp/x"),
            entry(Scope::Local, "filter.evil.required", "true"),
            entry(Scope::Worktree, "merge.m.driver", "sh -c x"),
            entry(Scope::Local, "diff.external", "x"),
            entry(Scope::Local, "diff.d.textconv", "x"),
            entry(Scope::Local, "remote.origin.uploadpack", "sh -c x"),
            entry(Scope::Other, "core.askpass", "x"),
            entry(Scope::Local, "gpg.ssh.program", "x"),
            entry(Scope::Local, "core.gitproxy", "x for example.com"),
        ];
        let g = decide(&entries, &SshEnv::default(), false);
        assert_eq!(value(&g, "filter.evil.clean"), Some(""));
        assert_eq!(value(&g, "filter.evil.required"), Some("false"));
        assert_eq!(value(&g, "merge.m.driver"), Some("false"));
        assert_eq!(value(&g, "diff.external"), Some(""));
        assert_eq!(value(&g, "diff.d.textconv"), Some(""));
        assert_eq!(g.upload_pack.as_deref(), Some("git-upload-pack"));
        assert_eq!(g.receive_pack, None);
        assert_eq!(value(&g, "core.askpass"), Some(""));
        assert_eq!(value(&g, "gpg.ssh.program"), Some("ssh-keygen"));
        assert_eq!(value(&g, "protocol.git.allow"), Some("never"));
    }

    #[test]
    fn the_users_own_values_are_kept() {
        let entries = [
            entry(Scope::Global, "filter.lfs.clean", "git-lfs clean -- %f"),
            entry(Scope::Local, "filter.lfs.clean", "evil"),
            entry(Scope::Global, "gpg.program", "gpg2"),
            entry(Scope::Local, "gpg.program", "evil"),
            entry(Scope::Global, "filter.other.smudge", "mine"),
        ];
        let g = decide(&entries, &SshEnv::default(), false);
        assert_eq!(value(&g, "filter.lfs.clean"), Some("git-lfs clean -- %f"));
        assert_eq!(value(&g, "gpg.program"), Some("gpg2"));
        assert_eq!(value(&g, "filter.other.smudge"), None, "only keys the repository sets");
    }

    #[test]
    fn credential_helpers_from_the_repository_are_dropped_and_the_users_kept() {
        let entries = [
            entry(Scope::System, "credential.helper", "cache"),
            entry(Scope::Global, "credential.https://example.com.helper", "store"),
            entry(Scope::Local, "credential.https://example.com.helper", "!evil"),
        ];
        let g = decide(&entries, &SshEnv::default(), false);
        let helpers: Vec<(&str, &str)> = g
            .config
            .iter()
            .filter(|(k, _)| k.ends_with(".helper"))
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        assert_eq!(
            helpers,
            [
                ("credential.helper", ""),
                ("credential.helper", "cache"),
                ("credential.https://example.com.helper", "store")
            ]
        );
        // Without a helper from the repository nothing changes.
        let g = decide(&entries[..2], &SshEnv::default(), false);
        assert!(!g.config.iter().any(|(k, _)| k.starts_with("credential")));
    }

    #[test]
    fn ssh_commands_come_from_the_user() {
        let repo = entry(Scope::Local, "core.sshcommand", "sh -c evil");
        let own = entry(Scope::Global, "core.sshcommand", "ssh -i key");
        let ssh_cmd = |g: &Guard| {
            g.env
                .iter()
                .find(|(k, _)| *k == "GIT_SSH_COMMAND")
                .map(|(_, v)| v.clone())
        };

        let g = decide(std::slice::from_ref(&repo), &SshEnv::default(), false);
        assert_eq!(ssh_cmd(&g), Some("ssh -o BatchMode=yes".into()));

        let g = decide(&[own.clone(), repo.clone()], &SshEnv::default(), false);
        assert_eq!(value(&g, "core.sshCommand"), Some("ssh -i key"));
        assert_eq!(ssh_cmd(&g), None);

        let env = SshEnv {
            command: None,
            program: Some("/usr/bin/my ssh".into()),
        };
        let g = decide(std::slice::from_ref(&repo), &env, false);
        assert_eq!(ssh_cmd(&g), Some("'/usr/bin/my ssh'".into()));
        let g = decide(&[], &env, false);
        assert_eq!(ssh_cmd(&g), None, "GIT_SSH is honoured when nothing overrides it");

        let env = SshEnv {
            command: Some("ssh -v".into()),
            program: None,
        };
        let g = decide(&[repo], &env, false);
        assert_eq!(ssh_cmd(&g), None, "the environment already wins");
    }

    #[test]
    fn a_work_tree_named_by_the_repository_is_flagged() {
        let g = decide(
            &[entry(Scope::Local, "core.worktree", "/home")],
            &SshEnv::default(),
            false,
        );
        assert!(g.own_worktree);
        let g = decide(
            &[entry(Scope::Global, "core.worktree", "/home")],
            &SshEnv::default(),
            false,
        );
        assert!(!g.own_worktree);
    }
}
