//! Slash commands: what the user can type at the prompt besides a message.

/// A parsed slash command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// `/model [PROVIDER/MODEL]`: switch the model (a picker without an argument).
    Model(Option<String>),
    /// `/new`: start a new session.
    New,
    /// `/resume [ID]`: continue a saved session (a picker without an argument).
    Resume(Option<String>),
    /// `/sessions`: list saved sessions.
    Sessions,
    /// `/compact`: summarise older turns now.
    Compact,
    /// `/cost`: tokens and cost of this session.
    Cost,
    /// `/trust [on|off]`: toggle trust mode (Medium-risk tools run without asking).
    Trust(Option<bool>),
    /// `/plan [on|off]`: toggle plan mode (only read-only tools run; the model answers with a
    /// plan to accept).
    Plan(Option<bool>),
    /// `/tools`: the tools and their risks.
    Tools,
    /// `/agents`: the agents of the workspace's agent project.
    Agents,
    /// `/skills`: the skills the model may load (`/NAME` runs one).
    Skills,
    /// `/rewind [N [code|conversation|both]]`: restore the session to just before user turn N
    /// (a picker of turns, then of what to rewind, for what is not given).
    Rewind {
        /// The turn.
        turn: Option<u32>,
        /// What to rewind.
        scope: Option<RewindChoice>,
    },
    /// `/image PATH`: attach an image file to the next message (for a model that takes images).
    Image(String),
    /// `/help`: commands and keys.
    Help,
    /// `/quit`: leave.
    Quit,
}

/// What `/rewind` restores.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RewindChoice {
    /// Files and conversation.
    Both,
    /// Only the files.
    Code,
    /// Only the conversation.
    Conversation,
}

impl RewindChoice {
    /// The choices, as the picker offers them: (value, label).
    pub const ALL: [(Self, &'static str); 3] = [
        (Self::Both, "code and conversation"),
        (Self::Code, "code only (the files)"),
        (Self::Conversation, "conversation only (the messages)"),
    ];

    /// The word for it (`both`, `code`, `conversation`).
    pub fn word(self) -> &'static str {
        match self {
            Self::Both => "both",
            Self::Code => "code",
            Self::Conversation => "conversation",
        }
    }

    fn parse(word: &str) -> Option<Self> {
        Self::ALL.iter().map(|(c, _)| *c).find(|c| c.word() == word)
    }
}

/// Every command with its one-line help, in the order `/help` lists them.
pub const COMMANDS: &[(&str, &str)] = &[
    (
        "/model [PROVIDER/MODEL]",
        "switch the model (a picker without an argument)",
    ),
    ("/new", "start a new session"),
    (
        "/resume [ID]",
        "continue a saved session (a picker without an argument)",
    ),
    ("/sessions", "list saved sessions"),
    ("/compact", "summarise older turns to free context"),
    ("/cost", "tokens and cost of this session"),
    (
        "/trust [on|off]",
        "toggle trust: Medium-risk tools (edits, commits) run without asking",
    ),
    (
        "/plan [on|off]",
        "toggle plan mode: only read-only tools run and the model answers with a plan",
    ),
    ("/tools", "list the tools and their risks"),
    ("/agents", "list the agents of this workspace's agent project"),
    ("/skills", "list the skills (/NAME [request] runs one)"),
    (
        "/rewind [N [code|conversation|both]]",
        "restore files and/or conversation to just before turn N (pickers for what is not given)",
    ),
    (
        "/image PATH",
        "attach an image (PNG, JPEG, GIF, WebP) to your next message, for a model that takes images",
    ),
    ("/help", "this help"),
    ("/quit", "leave (also Ctrl-D on an empty prompt, or Ctrl-C twice)"),
];

/// Keys, for `/help`.
pub const KEYS: &[(&str, &str)] = &[
    ("Enter", "send (while a turn runs: queue for after it)"),
    ("Shift/Alt+Enter, Ctrl+J, \\ Enter", "new line"),
    ("↑ / ↓", "previous / next prompt from history"),
    ("Ctrl+S", "send now, without waiting for MCP servers still starting"),
    ("Esc, Ctrl+C", "cancel the running turn"),
    ("Esc twice", "at an empty idle prompt: rewind (as /rewind)"),
    ("Ctrl+C twice", "exit at an idle prompt"),
    (
        "PgUp / PgDn, Shift+↑/↓, wheel",
        "scroll the transcript (End or Ctrl+End: back to the bottom)",
    ),
    ("Ctrl+O", "expand or collapse tool output and reasoning"),
    ("Ctrl+T", "toggle trust mode"),
    ("Shift+Tab", "toggle plan mode"),
    ("Ctrl+L", "redraw the screen"),
    ("Ctrl+Z", "suspend to the shell (fg comes back)"),
    ("y / n", "after a plan: carry it out / keep planning"),
    (
        "y / a / n / m / t",
        "at an approval: yes once / yes this session / no / no with a message / trust",
    ),
];

/// A custom command or skill the user can run as `/NAME args`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Custom {
    /// `/NAME`.
    pub name: String,
    /// What to type after it (`[issue] [priority]`).
    pub hint: Option<String>,
    /// One line.
    pub description: String,
    /// A skill (else a command from a markdown file).
    pub skill: bool,
    /// The file it comes from.
    pub path: String,
}

/// The names `/prefix` may complete to: built-in commands, then custom commands and skills
/// (a custom one named like a built-in is not offered: the built-in runs).
pub fn completions(prefix: &str, custom: &[Custom]) -> Vec<String> {
    let mut names: Vec<String> = COMMANDS
        .iter()
        .filter_map(|(c, _)| c.split(' ').next())
        .map(str::to_owned)
        .collect();
    names.extend(
        custom
            .iter()
            .map(|c| format!("/{}", c.name))
            .filter(|n| parse(n).is_err()),
    );
    names.retain(|n| n.starts_with(prefix));
    names.dedup();
    names
}

/// The longest text every one of `names` starts with.
pub fn common_prefix(names: &[String]) -> String {
    let Some(first) = names.first() else {
        return String::new();
    };
    let mut end = first.len();
    for n in &names[1..] {
        end = first
            .char_indices()
            .zip(n.chars())
            .take_while(|((_, a), b)| a == b)
            .last()
            .map_or(0, |((i, a), _)| i + a.len_utf8())
            .min(end);
    }
    first[..end].to_owned()
}

/// Why a line could not be read as a command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownCommand(pub String);

impl std::fmt::Display for UnknownCommand {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}; /help lists the commands", self.0)
    }
}

/// Whether a submitted line is meant as a command: a known `/name` (with or without an
/// argument), or a lone `/word` (a mistyped command). `/tmp is full` and `/etc/hosts?` are
/// messages.
pub fn is_command(line: &str) -> bool {
    let line = line.trim();
    let Some(first) = line.split_whitespace().next().filter(|w| w.starts_with('/')) else {
        return false;
    };
    let lone_word = first == line
        && first.len() > 1
        && first[1..]
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '?');
    // `/image PATH` parses only with its argument.
    lone_word || parse(first).is_ok() || parse(line).is_ok()
}

/// Parses `/name [argument]`.
pub fn parse(line: &str) -> Result<Command, UnknownCommand> {
    let line = line.trim();
    let (name, arg) = match line.split_once(char::is_whitespace) {
        Some((n, a)) => (n, Some(a.trim()).filter(|a| !a.is_empty())),
        None => (line, None),
    };
    let no_arg = |c: Command| match arg {
        None => Ok(c),
        Some(a) => Err(UnknownCommand(format!("{name} takes no argument (got `{a}`)"))),
    };
    match name {
        "/model" | "/models" => Ok(Command::Model(arg.map(str::to_owned))),
        "/new" | "/clear" => no_arg(Command::New),
        "/resume" => Ok(Command::Resume(arg.map(str::to_owned))),
        "/sessions" => no_arg(Command::Sessions),
        "/compact" => no_arg(Command::Compact),
        "/cost" | "/usage" => no_arg(Command::Cost),
        "/trust" => match arg.map(str::to_ascii_lowercase).as_deref() {
            None => Ok(Command::Trust(None)),
            Some("on" | "true" | "yes") => Ok(Command::Trust(Some(true))),
            Some("off" | "false" | "no") => Ok(Command::Trust(Some(false))),
            Some(other) => Err(UnknownCommand(format!("/trust takes on or off, not `{other}`"))),
        },
        "/plan" => match arg.map(str::to_ascii_lowercase).as_deref() {
            None => Ok(Command::Plan(None)),
            Some("on" | "true" | "yes") => Ok(Command::Plan(Some(true))),
            Some("off" | "false" | "no") => Ok(Command::Plan(Some(false))),
            Some(other) => Err(UnknownCommand(format!("/plan takes on or off, not `{other}`"))),
        },
        "/tools" => no_arg(Command::Tools),
        "/agents" => no_arg(Command::Agents),
        "/skills" => no_arg(Command::Skills),
        "/rewind" => {
            let mut words = arg.unwrap_or("").split_whitespace();
            let turn = match words.next() {
                None => None,
                Some(n) => Some(
                    n.parse::<u32>()
                        .ok()
                        .filter(|n| *n > 0)
                        .ok_or_else(|| UnknownCommand(format!("/rewind takes a turn number from 1, not `{n}`")))?,
                ),
            };
            let scope =
                match words.next() {
                    None => None,
                    Some(w) => Some(RewindChoice::parse(w).ok_or_else(|| {
                        UnknownCommand(format!("/rewind N takes code, conversation or both, not `{w}`"))
                    })?),
                };
            Ok(Command::Rewind { turn, scope })
        }
        "/image" => arg
            .map(|a| Command::Image(a.to_owned()))
            .ok_or_else(|| UnknownCommand("/image takes the path of an image file".into())),
        "/help" | "/?" => no_arg(Command::Help),
        "/quit" | "/exit" | "/q" => no_arg(Command::Quit),
        other => Err(UnknownCommand(format!("unknown command {other}"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_parse_with_and_without_arguments() {
        assert_eq!(parse("/model"), Ok(Command::Model(None)));
        assert_eq!(
            parse("/model  anthropic/claude-sonnet-4-5 "),
            Ok(Command::Model(Some("anthropic/claude-sonnet-4-5".into())))
        );
        assert_eq!(parse("/resume 0193"), Ok(Command::Resume(Some("0193".into()))));
        assert_eq!(parse("/trust off"), Ok(Command::Trust(Some(false))));
        assert_eq!(parse("/plan"), Ok(Command::Plan(None)));
        assert_eq!(parse("/plan on"), Ok(Command::Plan(Some(true))));
        assert!(parse("/plan maybe").unwrap_err().to_string().contains("on or off"));
        assert_eq!(parse("/quit"), Ok(Command::Quit));
        assert_eq!(
            parse("/image shots/a b.png"),
            Ok(Command::Image("shots/a b.png".into()))
        );
        assert!(parse("/image").unwrap_err().to_string().contains("path of an image"));
        assert_eq!(
            parse("/rewind"),
            Ok(Command::Rewind {
                turn: None,
                scope: None
            })
        );
        assert_eq!(
            parse("/rewind 3 code"),
            Ok(Command::Rewind {
                turn: Some(3),
                scope: Some(RewindChoice::Code)
            })
        );
        assert!(parse("/rewind 0").unwrap_err().to_string().contains("turn number"));
        assert!(
            parse("/rewind 2 files")
                .unwrap_err()
                .to_string()
                .contains("code, conversation or both")
        );
        assert!(parse("/new now").unwrap_err().to_string().contains("takes no argument"));
        assert!(parse("/frobnicate").unwrap_err().to_string().contains("/help lists"));
    }

    #[test]
    fn paths_are_messages_not_commands() {
        assert!(is_command("/help"));
        assert!(is_command("  /model openai/gpt-4o"));
        assert!(!is_command("/tmp/x is full, why?"));
        assert!(!is_command("/tmp is full"));
        assert!(is_command("/hepl"));
        assert!(is_command("/new now"));
        assert!(!is_command("what is /"));
        assert!(!is_command("/"));
    }

    #[test]
    fn completion_offers_built_ins_then_custom_names_with_their_common_start() {
        let custom = |name: &str| Custom {
            name: name.into(),
            hint: None,
            description: String::new(),
            skill: false,
            path: String::new(),
        };
        let custom = [custom("review"), custom("release-notes"), custom("help")];
        assert_eq!(
            completions("/re", &custom),
            ["/resume", "/rewind", "/review", "/release-notes"]
        );
        assert_eq!(completions("/rev", &custom), ["/review"]);
        assert_eq!(completions("/he", &custom), ["/help"], "the built-in only");
        assert_eq!(common_prefix(&completions("/re", &custom)), "/re");
        assert_eq!(common_prefix(&["/release".into(), "/release-notes".into()]), "/release");
        assert!(completions("/zz", &custom).is_empty());
    }

    #[test]
    fn help_lists_every_command() {
        for name in [
            "/model",
            "/new",
            "/resume",
            "/sessions",
            "/compact",
            "/cost",
            "/trust",
            "/plan",
            "/tools",
            "/agents",
            "/skills",
            "/rewind",
            "/help",
            "/quit",
        ] {
            assert!(parse(name).is_ok(), "{name}");
            assert!(
                COMMANDS.iter().any(|(c, _)| c.split(' ').next() == Some(name)),
                "{name}"
            );
        }
    }
}
