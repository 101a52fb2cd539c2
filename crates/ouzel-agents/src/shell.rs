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
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// One allowed command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AllowedCommand {
    /// The leading words (`["git", "log"]`).
    pub prefix: Vec<String>,
    /// The options it accepts.
    pub options: Options,
    /// At most this many non-option arguments (`uniq IN OUT` writes OUT).
    pub max_operands: Option<usize>,
    /// Every non-option argument begins with this (`date +FORMAT`: `date MMDDhhmm` sets the
    /// clock).
    pub operands_start_with: Option<char>,
    /// The command changes files.
    pub writes: bool,
}

/// Which options a command accepts, decided on the parsed words. Names are matched exactly:
/// GNU and git programs accept unambiguous abbreviations of long options (`sort --out=f` is
/// `--output=f`), so an option that is not listed is refused, never guessed at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Options {
    /// Any option: the program has none that writes a file or runs another program.
    Any,
    /// Only these.
    Only(OptionList),
    /// Any but these, for a program with very many options and a few known to run programs,
    /// which it only accepts spelled out (`rg`, which takes no abbreviations).
    Except(Vec<String>),
}

/// An allow-list of options.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OptionList {
    /// Short options without a value; they may be grouped (`-la`).
    pub flags: String,
    /// Short options taking a value, attached or as the next word (`-n5`, `-n 5`).
    pub valued: String,
    /// Short options whose value, if any, is attached (`-M50%`, `-uno`).
    pub optional: String,
    /// Long options: `name` takes no value, `name=` needs one (attached or next word), and
    /// `name[=]` may have one attached.
    pub long: Vec<String>,
    /// Single-dash words (`find`'s `-name`), with how many words of value follow each.
    pub words: Vec<(String, usize)>,
}

impl OptionList {
    fn new(flags: &str, valued: &str, optional: &str, long: &[&str]) -> Self {
        Self {
            flags: flags.into(),
            valued: valued.into(),
            optional: optional.into(),
            long: long.iter().map(|s| (*s).to_owned()).collect(),
            words: Vec::new(),
        }
    }

    /// The first argument not on the list, or the operands.
    fn check<'a>(&self, args: &'a [String]) -> Result<Vec<&'a str>, String> {
        let mut operands = Vec::new();
        let mut i = 0;
        let mut ended = false;
        while i < args.len() {
            let a = &args[i];
            i += 1;
            if ended || a == "-" || !a.starts_with('-') {
                operands.push(a.as_str());
                continue;
            }
            if a == "--" {
                // `find` reads its expression after `--` all the same (`find -- . -exec …`):
                // only programs whose options are letters end them there.
                ended = self.words.is_empty();
                continue;
            }
            if let Some((_, arity)) = self.words.iter().find(|(w, _)| w == a) {
                i += arity;
                continue;
            }
            if let Some(long) = a.strip_prefix("--") {
                let mut taken = None;
                let (name, value) = match long.split_once('=') {
                    Some((n, v)) => (n, Some(v)),
                    None => (long, None),
                };
                let ok = self
                    .long
                    .iter()
                    .any(|l| match (l.strip_suffix("[=]"), l.strip_suffix('=')) {
                        (Some(n), _) => n == name,
                        (None, Some(n)) => {
                            if n == name && value.is_none() {
                                i += 1;
                                taken = args.get(i - 1);
                            }
                            n == name
                        }
                        (None, None) => l == name && value.is_none(),
                    });
                if !ok {
                    return Err(a.clone());
                }
                value_is_no_option(a, taken)?;
                continue;
            }
            if self.words.is_empty() {
                for (j, c) in a.char_indices().skip(1) {
                    if self.flags.contains(c) {
                        continue;
                    }
                    if self.optional.contains(c) {
                        break;
                    }
                    if self.valued.contains(c) {
                        if j + c.len_utf8() == a.len() {
                            i += 1;
                            value_is_no_option(a, args.get(i - 1))?;
                        }
                        break;
                    }
                    return Err(a.clone());
                }
                continue;
            }
            return Err(a.clone());
        }
        if i > args.len() {
            return Err(format!(
                "{} (its value is missing)",
                args.last().cloned().unwrap_or_default()
            ));
        }
        Ok(operands)
    }
}

/// Refuses a value taken from the word after option `option` that itself looks like an option:
/// a program that reads `option` without a value there (an optional value is attached only,
/// `git log --unified --output=FILE`) would take that word as an option this check never saw.
fn value_is_no_option(option: &str, value: Option<&String>) -> Result<(), String> {
    match value {
        Some(v) if v.starts_with('-') && v.len() > 1 => Err(format!(
            "{option} {v} (a value that begins with `-` is taken only attached: `{option}=VALUE` or `-xVALUE`)"
        )),
        _ => Ok(()),
    }
}

impl AllowedCommand {
    fn new(prefix: &str, options: Options, writes: bool) -> Self {
        Self {
            prefix: prefix.split_whitespace().map(str::to_owned).collect(),
            options,
            max_operands: None,
            operands_start_with: None,
            writes,
        }
    }

    fn matches(&self, argv: &[String]) -> bool {
        argv.len() >= self.prefix.len() && self.prefix.iter().zip(argv).all(|(p, a)| p == a)
    }

    /// Why these arguments are refused, if they are.
    fn refuses(&self, argv: &[String]) -> Option<String> {
        let args = &argv[self.prefix.len()..];
        let name = self.prefix.join(" ");
        let operands: Vec<&str> = match &self.options {
            Options::Any => args
                .iter()
                .map(String::as_str)
                .filter(|a| !a.starts_with('-'))
                .collect(),
            Options::Except(denied) => {
                if let Some(f) = args.iter().find_map(|a| {
                    denied
                        .iter()
                        .find(|d| a == *d || a.strip_prefix(d.as_str()).is_some_and(|r| r.starts_with('=')))
                }) {
                    return Some(format!(
                        "`{name}` with `{f}` is not allowed here: it runs another program"
                    ));
                }
                args.iter()
                    .map(String::as_str)
                    .filter(|a| !a.starts_with('-'))
                    .collect()
            }
            Options::Only(list) => match list.check(args) {
                Ok(n) => n,
                Err(opt) => {
                    return Some(format!(
                        "`{name}` with `{opt}` is not allowed here: this shell accepts only options known not to \
                         write files or run other programs"
                    ));
                }
            },
        };
        if let Some(max) = self.max_operands
            && operands.len() > max
        {
            return Some(format!("`{name}` takes at most {max} file argument(s) here"));
        }
        if let Some(first) = self.operands_start_with
            && let Some(other) = operands.iter().find(|o| !o.starts_with(first))
        {
            return Some(format!(
                "`{name}` takes only arguments that begin with `{first}` here, not `{other}`"
            ));
        }
        None
    }
}

/// Long options of `git log`, `show`, `diff` and `shortlog` that only choose what is shown.
/// Left out on purpose: `--output` (writes a file), `--ext-diff` and `--textconv` (run
/// programs the repository's configuration names), `--show-signature` (runs gpg), `-O` (an
/// order file) and every option not known here.
const GIT_HISTORY_LONG: &[&str] = &[
    "stat[=]",
    "numstat",
    "shortstat",
    "summary",
    "name-only",
    "name-status",
    "oneline",
    "graph",
    "decorate[=]",
    "no-decorate",
    "abbrev-commit",
    "no-abbrev-commit",
    "abbrev[=]",
    "all",
    "branches[=]",
    "tags[=]",
    "remotes[=]",
    "format=",
    "pretty[=]",
    "date=",
    "since=",
    "until=",
    "after=",
    "before=",
    "author=",
    "committer=",
    "grep=",
    "max-count=",
    "skip=",
    "reverse",
    "first-parent",
    "merges",
    "no-merges",
    "follow",
    "patch",
    "no-patch",
    "unified[=]",
    "color[=]",
    "no-color",
    "word-diff[=]",
    "word-diff-regex=",
    "color-words[=]",
    "cached",
    "staged",
    "no-ext-diff",
    "no-textconv",
    "ignore-all-space",
    "ignore-space-change",
    "ignore-space-at-eol",
    "ignore-blank-lines",
    "ignore-cr-at-eol",
    "diff-filter=",
    "find-renames[=]",
    "find-copies[=]",
    "find-copies-harder",
    "no-renames",
    "break-rewrites[=]",
    "relative[=]",
    "no-relative",
    "minimal",
    "patience",
    "histogram",
    "diff-algorithm=",
    "anchored=",
    "check",
    "exit-code",
    "quiet",
    "full-index",
    "binary",
    "text",
    "src-prefix=",
    "dst-prefix=",
    "no-prefix",
    "default-prefix",
    "raw",
    "patch-with-stat",
    "patch-with-raw",
    "dirstat[=]",
    "compact-summary",
    "stat-width=",
    "stat-name-width=",
    "stat-count=",
    "source",
    "parents",
    "children",
    "left-right",
    "cherry-pick",
    "cherry-mark",
    "cherry",
    "boundary",
    "topo-order",
    "date-order",
    "author-date-order",
    "encoding=",
    "notes[=]",
    "no-notes",
    "expand-tabs[=]",
    "no-expand-tabs",
    "invert-grep",
    "all-match",
    "regexp-ignore-case",
    "basic-regexp",
    "extended-regexp",
    "fixed-strings",
    "perl-regexp",
    "no-walk[=]",
    "do-walk",
    "count",
    "pickaxe-all",
    "pickaxe-regex",
    "irreversible-delete",
    "function-context",
    "inter-hunk-context=",
    "merge-base",
    "full-diff",
    "log-size",
    "no-merges",
    "min-parents=",
    "max-parents=",
    "no-min-parents",
    "no-max-parents",
    "simplify-by-decoration",
    "ancestry-path[=]",
    "full-history",
    "dense",
    "sparse",
    "simplify-merges",
    "show-pulls",
    "remerge-diff",
    "diff-merges=",
    "no-diff-merges",
    "combined-all-paths",
    "cc",
    "indent-heuristic",
    "no-indent-heuristic",
    "numbered",
    "summary",
    "email",
    "group=",
    "committer",
    "mailmap",
    "no-mailmap",
    "use-mailmap",
    "no-use-mailmap",
    "relative-date",
    "name-status",
    "ita-invisible-in-index",
    "no-stat",
    "shortstat",
    "line-prefix=",
];

/// `git grep`'s options, without `-O`/`--open-files-in-pager` (runs a program),
/// `--textconv` and `--recurse-submodules` (git started in a submodule reads its configuration).
const GIT_GREP_LONG: &[&str] = &[
    "cached",
    "untracked",
    "no-index",
    "index",
    "text",
    "ignore-case",
    "max-depth=",
    "word-regexp",
    "invert-match",
    "full-name",
    "extended-regexp",
    "basic-regexp",
    "perl-regexp",
    "fixed-strings",
    "line-number",
    "column",
    "files-with-matches",
    "name-only",
    "files-without-match",
    "null",
    "only-matching",
    "count",
    "color[=]",
    "no-color",
    "break",
    "heading",
    "show-function",
    "context=",
    "after-context=",
    "before-context=",
    "function-context",
    "threads=",
    "and",
    "or",
    "not",
    "all-match",
    "quiet",
    "exclude-standard",
    "no-exclude-standard",
    "max-count=",
    "no-textconv",
    "no-recursive",
    "recursive",
];

/// The read-only git subcommands and the options each accepts. Options before the subcommand
/// (`-c`, `-C`, `--exec-path`, `-p`) never match, since the subcommand must be the second word.
fn git_read_only() -> Vec<AllowedCommand> {
    let history = || OptionList::new("psuzRaWwbtrNcniTe0123456789", "nSGL", "UMCBlX", GIT_HISTORY_LONG);
    let list =
        |sub: &str, options: OptionList| AllowedCommand::new(&format!("git {sub}"), Options::Only(options), false);
    vec![
        list(
            "status",
            OptionList::new(
                "sbvz",
                "",
                "u",
                &[
                    "short",
                    "branch",
                    "porcelain[=]",
                    "long",
                    "verbose",
                    "untracked-files[=]",
                    "ignored[=]",
                    "no-renames",
                    "renames",
                    "find-renames[=]",
                    "ahead-behind",
                    "no-ahead-behind",
                    "show-stash",
                    "no-column",
                    "null",
                ],
            ),
        ),
        list("log", history()),
        list("show", history()),
        list("diff", history()),
        list("shortlog", history()),
        list(
            "blame",
            OptionList::new(
                "bcflnpstwe",
                "L",
                "MC",
                &[
                    "porcelain",
                    "line-porcelain",
                    "incremental",
                    "root",
                    "show-stats",
                    "show-name",
                    "show-number",
                    "show-email",
                    "date=",
                    "abbrev[=]",
                    "ignore-rev=",
                    "ignore-revs-file=",
                    "color-lines",
                    "color-by-age",
                    "minimal",
                    "reverse",
                    "first-parent",
                    "no-textconv",
                    "score-debug",
                    "encoding=",
                    "contents=",
                ],
            ),
        ),
        list(
            "ls-files",
            OptionList::new(
                "cdmoiskuvtfzeE",
                "xX",
                "",
                &[
                    "cached",
                    "deleted",
                    "modified",
                    "others",
                    "ignored",
                    "stage",
                    "unmerged",
                    "killed",
                    "directory",
                    "no-empty-directory",
                    "eol",
                    "exclude=",
                    "exclude-from=",
                    "exclude-per-directory=",
                    "exclude-standard",
                    "error-unmatch",
                    "full-name",
                    "abbrev[=]",
                    "debug",
                    "deduplicate",
                    "format=",
                    "sparse",
                    "with-tree=",
                    "resolve-undo",
                ],
            ),
        ),
        list(
            "rev-parse",
            OptionList::new(
                "q",
                "",
                "",
                &[
                    "abbrev-ref[=]",
                    "short[=]",
                    "verify",
                    "quiet",
                    "show-toplevel",
                    "show-prefix",
                    "show-cdup",
                    "git-dir",
                    "absolute-git-dir",
                    "git-common-dir",
                    "is-inside-work-tree",
                    "is-inside-git-dir",
                    "is-bare-repository",
                    "is-shallow-repository",
                    "symbolic",
                    "symbolic-full-name",
                    "all",
                    "branches[=]",
                    "tags[=]",
                    "remotes[=]",
                    "show-object-format[=]",
                    "path-format=",
                    "default=",
                    "sq",
                    "not",
                    "revs-only",
                    "no-revs",
                    "flags",
                    "no-flags",
                    "git-path=",
                    "show-superproject-working-tree",
                    "since=",
                    "until=",
                    "disambiguate=",
                    "show-ref-format",
                ],
            ),
        ),
        list(
            "grep",
            OptionList::new("ivwhHnlLcaIEFGPoqzWpr0123456789", "efmABC", "", GIT_GREP_LONG),
        ),
    ]
}

/// The commands a restricted shell runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShellPolicy {
    /// The allowed commands.
    pub commands: Vec<AllowedCommand>,
}

impl ShellPolicy {
    /// Commands that only read: listing, reading, searching, comparing, and read-only git.
    /// Each accepts only options known not to write a file or run another program: the plain
    /// ones have none that do (GNU coreutils, grep, diff, jq); the others list what they accept.
    pub fn read_only() -> Self {
        let plain = [
            "ls", "cat", "head", "tail", "wc", "grep", "pwd", "echo", "cut", "tr", "stat", "du", "df", "diff", "cmp",
            "basename", "dirname", "realpath", "which", "true", "false", "nl", "column", "jq",
        ];
        let mut commands: Vec<AllowedCommand> = plain
            .iter()
            .map(|c| AllowedCommand::new(c, Options::Any, false))
            .collect();
        let only = |name: &str, list: OptionList| AllowedCommand::new(name, Options::Only(list), false);
        let find_words: Vec<(String, usize)> = [
            // Tests and options, each with the words of value it takes.
            ("-name", 1),
            ("-iname", 1),
            ("-path", 1),
            ("-ipath", 1),
            ("-wholename", 1),
            ("-iwholename", 1),
            ("-regex", 1),
            ("-iregex", 1),
            ("-regextype", 1),
            ("-type", 1),
            ("-xtype", 1),
            ("-size", 1),
            ("-mtime", 1),
            ("-mmin", 1),
            ("-atime", 1),
            ("-amin", 1),
            ("-ctime", 1),
            ("-cmin", 1),
            ("-newer", 1),
            ("-anewer", 1),
            ("-cnewer", 1),
            ("-perm", 1),
            ("-user", 1),
            ("-group", 1),
            ("-uid", 1),
            ("-gid", 1),
            ("-links", 1),
            ("-inum", 1),
            ("-samefile", 1),
            ("-lname", 1),
            ("-ilname", 1),
            ("-maxdepth", 1),
            ("-mindepth", 1),
            ("-printf", 1),
            ("-fstype", 1),
            ("-empty", 0),
            ("-executable", 0),
            ("-readable", 0),
            ("-writable", 0),
            ("-nouser", 0),
            ("-nogroup", 0),
            ("-print", 0),
            ("-print0", 0),
            ("-ls", 0),
            ("-prune", 0),
            ("-quit", 0),
            ("-true", 0),
            ("-false", 0),
            ("-not", 0),
            ("-and", 0),
            ("-or", 0),
            ("-a", 0),
            ("-o", 0),
            ("-depth", 0),
            ("-d", 0),
            ("-follow", 0),
            ("-xdev", 0),
            ("-mount", 0),
            ("-noleaf", 0),
            ("-ignore_readdir_race", 0),
            ("-daystart", 0),
            ("-L", 0),
            ("-P", 0),
            ("-H", 0),
        ]
        .iter()
        .map(|(w, n)| ((*w).to_owned(), *n))
        .collect();
        commands.extend([
            // No -exec/-execdir/-ok/-okdir/-delete/-fprint*/-fls.
            only(
                "find",
                OptionList {
                    words: find_words,
                    ..OptionList::default()
                },
            ),
            AllowedCommand::new(
                "rg",
                Options::Except(vec!["--pre".into(), "--hostname-bin".into()]),
                false,
            ),
            // No -o/--output, -T/--temporary-directory, --compress-program.
            only(
                "sort",
                OptionList::new(
                    "bdfghiMnRrsuVzcCm",
                    "ktS",
                    "",
                    &[
                        "ignore-leading-blanks",
                        "dictionary-order",
                        "ignore-case",
                        "general-numeric-sort",
                        "human-numeric-sort",
                        "ignore-nonprinting",
                        "month-sort",
                        "numeric-sort",
                        "random-sort",
                        "reverse",
                        "version-sort",
                        "stable",
                        "unique",
                        "zero-terminated",
                        "check[=]",
                        "merge",
                        "key=",
                        "field-separator=",
                        "buffer-size=",
                        "parallel=",
                        "debug",
                        "sort=",
                        "random-source=",
                        "files0-from=",
                    ],
                ),
            ),
            // No -o (output file). tree does not read options as getopt does: a value letter
            // inside a group takes the next word and the letters after it go on as options
            // (`-Lo 1 FILE` is `-L 1 -o FILE`), so each option stands alone here.
            only(
                "tree",
                OptionList {
                    words: "adfFlxshugDpiCnQNqrtcUvJX"
                        .chars()
                        .map(|c| (format!("-{c}"), 0))
                        .chain("LPI".chars().map(|c| (format!("-{c}"), 1)))
                        .collect(),
                    ..OptionList::new(
                        "",
                        "",
                        "",
                        &[
                            "noreport",
                            "dirsfirst",
                            "filesfirst",
                            "charset=",
                            "gitignore",
                            "prune",
                            "matchdirs",
                            "du",
                            "si",
                        ],
                    )
                },
            ),
            // No -s/--set, and no MMDDhhmm operand (it sets the clock too): only +FORMAT.
            AllowedCommand {
                operands_start_with: Some('+'),
                ..only(
                    "date",
                    OptionList::new(
                        "uR",
                        "dfr",
                        "I",
                        &[
                            "date=",
                            "utc",
                            "universal",
                            "rfc-3339=",
                            "iso-8601[=]",
                            "rfc-email",
                            "reference=",
                            "debug",
                            "file=",
                        ],
                    ),
                )
            },
            // No -C/--compile (writes a .mgc file).
            only(
                "file",
                OptionList::new(
                    "bchiklLNnrsSzZ0p",
                    "efFmP",
                    "",
                    &[
                        "brief",
                        "mime",
                        "mime-type",
                        "mime-encoding",
                        "dereference",
                        "no-dereference",
                        "keep-going",
                        "raw",
                        "special-files",
                        "uncompress",
                        "uncompress-noreport",
                        "print0",
                        "extension",
                        "apple",
                        "no-pad",
                        "no-buffer",
                        "preserve-date",
                        "exclude=",
                        "separator=",
                        "magic-file=",
                        "files-from=",
                        "parameter=",
                    ],
                ),
            ),
            AllowedCommand {
                // `uniq IN OUT` writes OUT.
                max_operands: Some(1),
                ..only(
                    "uniq",
                    OptionList::new(
                        "cdDiuz",
                        "fsw",
                        "",
                        &[
                            "count",
                            "repeated",
                            "unique",
                            "ignore-case",
                            "zero-terminated",
                            "skip-fields=",
                            "skip-chars=",
                            "check-chars=",
                            "all-repeated[=]",
                            "group[=]",
                        ],
                    ),
                )
            },
        ]);
        commands.extend(git_read_only());
        Self { commands }
    }

    /// File operations: `ls` to look, `mv`, `cp`, `mkdir` and `touch` to change (no `rm`).
    pub fn file_ops() -> Self {
        let mut commands = vec![AllowedCommand::new("ls", Options::Any, false)];
        commands.extend(["mv", "cp", "mkdir", "touch"].map(|c| AllowedCommand::new(c, Options::Any, true)));
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
        // The words checked below must be the words that run.
        if parsed.has_expansion {
            return Err(
                "shell expansions (`$VAR`, `${…}`, `$'…'`, `{a,b}`, or a glob at the start of a word such as `*` \
                 or in one that begins with `-`) are not allowed here; quote the text, or write `./*` for files"
                    .into(),
            );
        }
        for cmd in &parsed.commands {
            self.check_one(cmd, parsed.has_glob)?;
        }
        Ok(())
    }

    /// `globbed`: the line holds a glob, which bash may make several words.
    fn check_one(&self, cmd: &SimpleCommand, globbed: bool) -> Result<(), String> {
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
            // A glob may be several operands where only so many are allowed (`uniq IN OUT`).
            if globbed && c.max_operands.is_some() {
                last = Some(format!(
                    "`{program}` takes a limited number of file arguments here, and a glob may make more; \
                     name the files"
                ));
                continue;
            }
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

    fn touched_paths_in(&self, input: &Value, workspace: &Path) -> Vec<PathBuf> {
        self.inner.touched_paths_in(input, workspace)
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
            // Words bash makes differently than they read (a security review's cases).
            "echo pwned >&out.txt",
            "rg --pr\\\ne=sh -l . payload.sh",
            "find victim -printf -*",
            "rg --pre*=sh x",
            "echo x >&2file",
            "echo x >&3rdparty/../Makefile",
            "uniq ./[Mm]akefile*",
            "git log -1 --unified --output=x --no-patch",
            "git log --format --output=Makefile",
            "git log --min-parents --output=x",
            "git blame --reverse --output=README.md HEAD README.md",
            "git log -n --output=x",
        ] {
            assert!(p.check(bad).is_err(), "{bad} should be refused");
        }
        let err = p.check("curl example.com").unwrap_err();
        assert!(
            err.contains("`curl example.com` is not one of") && err.contains("git log"),
            "{err}"
        );
    }

    /// Per command: options that write a file or run a program (refused), and ordinary uses
    /// (accepted).
    const READ_ONLY_TABLE: &[(&str, &[&str], &[&str])] = &[
        (
            "find",
            &[
                "find . -exec rm {} ;",
                "find . -execdir sh -c x ;",
                "find . -ok rm {} ;",
                "find . -okdir rm {} ;",
                "find . -delete",
                "find . -fprint out",
                "find . -fprint0 out",
                "find . -fprintf out %p",
                "find . -fls out",
                "find . -D exec",
                "find . -name x -exec rm {} +",
                "find -- . -maxdepth 0 -exec sh -c x ;",
                "find -- ./victim -delete",
            ],
            &[
                "find . -name '*.rs' -type f",
                "find src -maxdepth 2 -newer Cargo.toml -print0",
                "find . \\( -name a -o -name b \\) -printf %p\\n",
                "find . -mtime -1 -not -path './target/*'",
            ],
        ),
        (
            "sort",
            &[
                "sort -o out a",
                "sort --output=out a",
                "sort --output out a",
                "sort --out=out a",
                "sort -uo out a",
                "sort --compress-program=sh a",
                "sort --compress-prog=sh a",
                "sort -T /tmp a",
                "sort --temporary-directory=/tmp a",
            ],
            &["sort -rn a", "sort -t , -k 2 a", "sort --key=2,2 -u a", "sort -k2n a"],
        ),
        (
            "git",
            &[
                "git grep -O x",
                "git grep -Ovim x",
                "git grep --open-files-in-pager=sh x",
                "git grep --open-files-in-pager x",
                "git grep --open-files x",
                "git grep --textconv x",
                "git -c core.pager=sh log",
                "git -C /tmp log",
                "git --exec-path=/tmp log",
                "git -p log",
                "git --paginate log",
                "git log --output=/tmp/x",
                "git log --output /tmp/x",
                "git log --out=/tmp/x",
                "git diff --ext-diff",
                "git diff --textconv",
                "git show --ext-diff HEAD",
                "git log --show-signature",
                "git diff -O/tmp/order",
                "git blame --textconv f",
                "git status --porcelain --output=x",
                "git push",
                "git commit -m x",
                "git checkout .",
                "git config core.fsmonitor x",
                "git rev-parse --local-env-vars --exec-path",
                // Git started in a submodule reads the submodule's own configuration.
                "git diff --submodule=diff",
                "git log -p --submodule=diff",
                "git status --ignore-submodules=none",
                "git diff --ignore-submodules=untracked",
                "git grep --recurse-submodules x",
            ],
            &[
                "git status --short",
                "git status -sb -uno",
                "git log --oneline -5",
                "git log -n 3 --format=%H --stat -- src",
                "git log -p -M50% --follow f",
                "git diff --cached --stat HEAD~1",
                "git diff -U5 --no-ext-diff --no-textconv",
                "git show --name-only HEAD",
                "git blame -L 1,5 f",
                "git ls-files -z --others --exclude-standard",
                "git rev-parse --abbrev-ref HEAD",
                "git rev-parse --show-toplevel",
                "git grep -n -e foo -- src",
                "git grep -C 2 --heading foo",
                "git shortlog -sn",
            ],
        ),
        (
            "tree",
            &[
                "tree -o out",
                "tree -ao out",
                "tree --output=out",
                "tree -Lo 1 README.md .",
                "tree -aLo 1 x",
                "tree -Po zz out .",
            ],
            &["tree -L 2 -a", "tree -d --dirsfirst src"],
        ),
        (
            "date",
            &[
                "date -s now",
                "date --set=now",
                "date --se=now",
                "date 010100002030",
                "date -u 0101 +%F",
            ],
            &["date -u +%F", "date -d yesterday"],
        ),
        (
            "file",
            &["file -C -m x", "file --compile"],
            &["file -b --mime-type a.txt"],
        ),
        (
            "uniq",
            &["uniq a out", "uniq -c a out"],
            &["uniq -c a", "sort a | uniq -d"],
        ),
        (
            "rg",
            &["rg --pre sh x", "rg --pre=sh x", "rg --hostname-bin=sh x"],
            &["rg -n --glob '*.rs' foo"],
        ),
        (
            "not allowed at all",
            &[
                "less README.md",
                "more README.md",
                "xargs rm",
                "sed -i s/a/b/ f",
                "sed -n w/tmp/x f",
                "awk 'BEGIN{system(\"id\")}'",
                "env sh -c id",
                "tee out",
                "sh -c id",
                "python3 -c 1",
                "perl -e 1",
                "vim f",
            ],
            &[],
        ),
        (
            "expansions",
            &[
                "find . -e${X}xec rm {} ;",
                "find . $'\\x2dexec' rm {} ;",
                "sort -{o,x} out a",
                "cat *",
                "sort ?o",
                "echo $HOME",
                "grep x \"$HOME\"",
            ],
            &["grep -r 'a$' src/*.rs", "cat ./*", "grep 'x{2}' a"],
        ),
    ];

    #[test]
    fn read_only_options_are_checked_per_command() {
        let p = ShellPolicy::read_only();
        for (command, refused, accepted) in READ_ONLY_TABLE {
            for line in *refused {
                assert!(p.check(line).is_err(), "{command}: `{line}` should be refused");
            }
            for line in *accepted {
                assert!(
                    p.check(line).is_ok(),
                    "{command}: `{line}` should run: {:?}",
                    p.check(line)
                );
            }
        }
        let err = p.check("sort --out=x a").unwrap_err();
        assert!(err.contains("`sort` with `--out=x` is not allowed here"), "{err}");
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
