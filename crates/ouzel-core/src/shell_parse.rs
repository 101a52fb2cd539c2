//! A parser for shell command lines, enough to decide permissions on what will actually run:
//! every simple command of a compound line (`a && b | c; d`), including those inside command
//! substitutions (`$(…)`, backticks) and process substitutions, with their redirections and
//! leading variable assignments. It does not expand anything; it only finds the commands.

/// One simple command: `VAR=x prog arg… >file`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SimpleCommand {
    /// Program and arguments, quotes removed.
    pub argv: Vec<String>,
    /// Leading `NAME=value` assignments.
    pub assignments: Vec<String>,
    /// Redirections as `(operator, target)`, e.g. `(">", "out.txt")`, `("2>&1", "")`.
    pub redirects: Vec<(String, String)>,
}

impl SimpleCommand {
    /// Whether output is redirected to a file (anything but `/dev/null` or another descriptor).
    /// A descriptor's duplication (`2>&1`, `>&-`) is recorded without a target; `>&word`
    /// with any other word sends both streams to the file `word`.
    pub fn writes_file(&self) -> bool {
        self.redirects
            .iter()
            .any(|(op, target)| op.contains('>') && !target.is_empty() && target != "/dev/null")
    }
}

/// A parsed command line.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CommandLine {
    /// Every simple command, in order, including those nested in substitutions.
    pub commands: Vec<SimpleCommand>,
    /// The line uses command or process substitution.
    pub has_substitution: bool,
    /// The line sequences commands (`;`, `&&`, `||`, `&`, newline), not just pipes.
    pub has_sequence: bool,
    /// The line uses a subshell or grouping (`( … )`, `{ … }`).
    pub has_grouping: bool,
    /// A word is expanded by the shell into something the parsed words do not show: a
    /// parameter, arithmetic or ANSI-C expansion (`$X`, `${X}`, `$((…))`, `$'\x2d'`), brace
    /// expansion (`{a,b}`), or a glob at the start of a word (`*`, `?x`, `[ab]`) or in one that
    /// begins with `-` (`-*`, `--pre*=x`), which may name a file beginning with `-` and so
    /// become an option (or several).
    pub has_expansion: bool,
    /// A word holds an unquoted glob (`*`, `?`, `[`) anywhere: bash may make it several words
    /// (`./[ab].txt` is `./a.txt ./b.txt`), so the parsed words may undercount the operands.
    pub has_glob: bool,
}

/// Why a line could not be parsed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("cannot parse shell command: {0}")]
pub struct ParseError(pub String);

/// Parses a command line.
pub fn parse_command_line(line: &str) -> Result<CommandLine, ParseError> {
    let mut out = CommandLine::default();
    let chars: Vec<char> = line.chars().collect();
    Parser {
        chars: &chars,
        pos: 0,
        depth: 0,
    }
    .parse_list(&mut out, None)?;
    Ok(out)
}

/// Substitutions nested deeper than this are refused: real commands nest a few levels, and
/// each level is a recursion, so a line of 100 000 `$(` must not exhaust the stack.
const MAX_NESTING: usize = 64;

struct Parser<'a> {
    chars: &'a [char],
    pos: usize,
    depth: usize,
}

impl Parser<'_> {
    /// Parses a substitution up to `close`, one level deeper.
    fn nested(&mut self, out: &mut CommandLine, close: char) -> Result<(), ParseError> {
        if self.depth >= MAX_NESTING {
            return Err(ParseError(format!("substitutions nested more than {MAX_NESTING} deep")));
        }
        self.depth += 1;
        let result = self.parse_list(out, Some(close));
        self.depth -= 1;
        result
    }

    fn peek(&self, off: usize) -> Option<char> {
        self.chars.get(self.pos + off).copied()
    }

    /// Parses until end of input or `close` (for substitutions).
    fn parse_list(&mut self, out: &mut CommandLine, close: Option<char>) -> Result<(), ParseError> {
        let mut cur = SimpleCommand::default();
        let mut pending_redirect: Option<String> = None;
        loop {
            let Some(c) = self.peek(0) else {
                if close.is_some() {
                    return Err(ParseError("unterminated substitution".into()));
                }
                break;
            };
            if Some(c) == close {
                self.pos += 1;
                break;
            }
            match c {
                ' ' | '\t' => self.pos += 1,
                // A line continuation: bash removes it before splitting words.
                '\\' if self.peek(1) == Some('\n') => self.pos += 2,
                '#' if cur.argv.is_empty() && cur.assignments.is_empty() => {
                    while self.peek(0).is_some_and(|c| c != '\n') {
                        self.pos += 1;
                    }
                }
                '\n' | ';' | '&' | '|' => {
                    let two: String = self.chars[self.pos..(self.pos + 2).min(self.chars.len())]
                        .iter()
                        .collect();
                    if two == "&>" {
                        self.pos += 2;
                        let op = if self.peek(0) == Some('>') {
                            self.pos += 1;
                            "&>>"
                        } else {
                            "&>"
                        };
                        pending_redirect = Some(op.into());
                        continue;
                    }
                    let is_pipe = c == '|' && two != "||";
                    if !is_pipe {
                        out.has_sequence = true;
                    }
                    self.pos += if two == "&&" || two == "||" || two == "|&" || two == ";;" {
                        2
                    } else {
                        1
                    };
                    finish(out, &mut cur);
                }
                // Parentheses always group (`(ls)`, `ls)`); braces only at a command's start,
                // since `{a,b}` inside a word is brace expansion.
                '(' | ')' => {
                    out.has_grouping = true;
                    self.pos += 1;
                    finish(out, &mut cur);
                }
                '{' | '}' if cur.argv.is_empty() => {
                    out.has_grouping = true;
                    self.pos += 1;
                    finish(out, &mut cur);
                }
                '<' | '>' => {
                    if self.peek(1) == Some('(') {
                        self.pos += 2;
                        out.has_substitution = true;
                        self.nested(out, ')')?;
                        continue;
                    }
                    let mut op = String::new();
                    // A file-descriptor number glued before the operator (`2>`).
                    if let Some(last) = cur.argv.last()
                        && last.chars().all(|d| d.is_ascii_digit())
                        && self.pos > 0
                        && self.chars[self.pos - 1].is_ascii_digit()
                    {
                        op = cur.argv.pop().unwrap_or_default();
                    }
                    while let Some(ch) = self.peek(0).filter(|ch| matches!(ch, '<' | '>' | '&' | '|')) {
                        op.push(ch);
                        self.pos += 1;
                    }
                    // The target: the next word, glued on or not (`>&2`, `> out`).
                    pending_redirect = Some(op);
                }
                _ => {
                    let start = self.pos;
                    let word = self.word(out, close)?;
                    if self.pos == start {
                        // Never loop on a character no rule consumes.
                        return Err(ParseError(format!("unexpected `{c}`")));
                    }
                    if let Some(op) = pending_redirect.take() {
                        cur.redirects.push(redirect(op, word));
                    } else if cur.argv.is_empty() && is_assignment(&word) {
                        cur.assignments.push(word);
                    } else {
                        cur.argv.push(word);
                    }
                }
            }
        }
        if pending_redirect.is_some() {
            return Err(ParseError("a redirection has no target".into()));
        }
        finish(out, &mut cur);
        Ok(())
    }

    /// Reads one word, removing quotes; nested substitutions are parsed into `out`.
    fn word(&mut self, out: &mut CommandLine, close: Option<char>) -> Result<String, ParseError> {
        let mut w = String::new();
        while let Some(c) = self.peek(0) {
            if Some(c) == close {
                break;
            }
            match c {
                ' ' | '\t' | '\n' | ';' | '&' | '|' | '<' | '>' => break,
                ')' | '(' if w.is_empty() => break,
                ')' => break,
                // `\` and a newline are removed (a line continuation: `--pr\⏎e` is `--pre`);
                // before anything else, the backslash quotes it.
                '\\' => {
                    if let Some(n) = self.peek(1).filter(|&n| n != '\n') {
                        w.push(n);
                    }
                    self.pos += 2;
                }
                '\'' => {
                    self.pos += 1;
                    loop {
                        match self.peek(0) {
                            None => return Err(ParseError("unterminated single quote".into())),
                            Some('\'') => {
                                self.pos += 1;
                                break;
                            }
                            Some(ch) => {
                                w.push(ch);
                                self.pos += 1;
                            }
                        }
                    }
                }
                '"' => {
                    self.pos += 1;
                    loop {
                        match self.peek(0) {
                            None => return Err(ParseError("unterminated double quote".into())),
                            Some('"') => {
                                self.pos += 1;
                                break;
                            }
                            // Inside double quotes a backslash quotes only `$`, `` ` ``, `"`,
                            // `\` and a newline (removed with it); before anything else it
                            // stays, as bash leaves it.
                            Some('\\') => match self.peek(1) {
                                Some('\n') => self.pos += 2,
                                Some(n @ ('$' | '`' | '"' | '\\')) => {
                                    w.push(n);
                                    self.pos += 2;
                                }
                                _ => {
                                    w.push('\\');
                                    self.pos += 1;
                                }
                            },
                            Some('$') if self.peek(1) == Some('(') => {
                                self.pos += 2;
                                out.has_substitution = true;
                                self.nested(out, ')')?;
                                w.push_str("$(…)");
                            }
                            Some('`') => {
                                self.pos += 1;
                                out.has_substitution = true;
                                self.nested(out, '`')?;
                                w.push_str("`…`");
                            }
                            Some('$') if self.peek(1).is_some_and(expands_after_dollar) => {
                                out.has_expansion = true;
                                w.push('$');
                                self.pos += 1;
                            }
                            Some(ch) => {
                                w.push(ch);
                                self.pos += 1;
                            }
                        }
                    }
                }
                '$' if self.peek(1) == Some('(') => {
                    self.pos += 2;
                    out.has_substitution = true;
                    self.nested(out, ')')?;
                    w.push_str("$(…)");
                }
                '`' => {
                    self.pos += 1;
                    out.has_substitution = true;
                    self.nested(out, '`')?;
                    w.push_str("`…`");
                }
                '$' if self
                    .peek(1)
                    .is_some_and(|n| n == '\'' || n == '"' || expands_after_dollar(n)) =>
                {
                    out.has_expansion = true;
                    w.push('$');
                    self.pos += 1;
                }
                '{' => {
                    out.has_expansion = true;
                    w.push('{');
                    self.pos += 1;
                }
                '*' | '?' | '[' => {
                    out.has_glob = true;
                    if w.is_empty() || w.starts_with('-') {
                        out.has_expansion = true;
                    }
                    w.push(c);
                    self.pos += 1;
                }
                ch => {
                    w.push(ch);
                    self.pos += 1;
                }
            }
        }
        Ok(w)
    }
}

/// Whether `$` followed by `c` (outside single quotes) expands: a name, a positional or
/// special parameter, `${…}` or `$((…))`.
fn expands_after_dollar(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '{' | '(' | '@' | '*' | '#' | '?' | '$' | '!' | '-')
}

/// A redirection `op` with the word after it: `>&WORD` and `<&WORD` duplicate, close or move a
/// descriptor when WORD is digits, `-` or digits and `-` (recorded without a target);
/// otherwise (`>&2file`, `>&out.txt`, as bash reads them) WORD is a file.
fn redirect(op: String, word: String) -> (String, String) {
    let digits = word.strip_suffix('-').unwrap_or(&word);
    if op.ends_with('&') && digits.chars().all(|d| d.is_ascii_digit()) && !word.is_empty() {
        (op + &word, String::new())
    } else {
        (op, word)
    }
}

fn is_assignment(word: &str) -> bool {
    match word.split_once('=') {
        Some((name, _)) => {
            !name.is_empty()
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                && !name.starts_with(|c: char| c.is_ascii_digit())
        }
        None => false,
    }
}

fn finish(out: &mut CommandLine, cur: &mut SimpleCommand) {
    if !cur.argv.is_empty() || !cur.assignments.is_empty() || !cur.redirects.is_empty() {
        out.commands.push(std::mem::take(cur));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn argvs(line: &str) -> Vec<Vec<String>> {
        parse_command_line(line)
            .unwrap()
            .commands
            .into_iter()
            .map(|c| c.argv)
            .collect()
    }

    #[test]
    fn expansions_the_parser_does_not_follow_are_flagged() {
        for line in [
            "find . -e${X}xec rm",
            "find . $'\\x2dexec' rm",
            "echo \"$HOME\"",
            "echo $1",
            "sort -{o,x} f",
            "find *",
            "ls ?a",
            "cat [ab]",
        ] {
            assert!(parse_command_line(line).unwrap().has_expansion, "{line}");
        }
        for line in [
            "grep 'a$' f",
            "grep 'x{2}' f",
            "grep -r 'foo' src/*.rs",
            "echo 'find *'",
            "grep \"a\\$\" f",
            "grep foo$ f",
            "echo a$ b",
        ] {
            assert!(!parse_command_line(line).unwrap().has_expansion, "{line}");
        }
    }

    #[test]
    fn a_glob_in_a_word_that_begins_with_a_dash_is_flagged() {
        // `-*` may expand to `-a -delete` when the workspace holds files of those names.
        for line in [
            "find victim -printf -*",
            "rg --pre*=sh x",
            "ls -?",
            "cat \"-\"*",
            "ls -[ab]",
        ] {
            assert!(parse_command_line(line).unwrap().has_expansion, "{line}");
        }
        for line in [
            "grep -e '[a-z]' f",
            "ls src/*.rs",
            "find . -name '*.rs'",
            "ls a-*",
            "ls -l \\*",
        ] {
            assert!(!parse_command_line(line).unwrap().has_expansion, "{line}");
        }
    }

    #[test]
    fn a_glob_anywhere_is_noted_as_possibly_several_words() {
        for line in ["uniq ./[Mm]akefile*", "cat src/*.rs", "ls a?"] {
            assert!(parse_command_line(line).unwrap().has_glob, "{line}");
        }
        for line in ["uniq a b", "grep '[a-z]*' f", "ls \\*"] {
            assert!(!parse_command_line(line).unwrap().has_glob, "{line}");
        }
    }

    #[test]
    fn line_continuations_are_removed_as_bash_removes_them() {
        assert_eq!(
            argvs("rg --pr\\\ne=sh -l . payload.sh"),
            vec![vec!["rg", "--pre=sh", "-l", ".", "payload.sh"]]
        );
        assert_eq!(argvs("ls \\\n -la"), vec![vec!["ls", "-la"]]);
        assert_eq!(argvs("echo \"a\\\nb\""), vec![vec!["echo", "ab"]]);
        // A continuation is not a command separator.
        assert!(!parse_command_line("ls \\\n -la").unwrap().has_sequence);
    }

    #[test]
    fn a_backslash_in_double_quotes_stays_unless_it_quotes_what_bash_lets_it_quote() {
        assert_eq!(
            argvs(r#"echo "a\b" "c\$d" "e\"f" "g\\h""#),
            vec![vec!["echo", r"a\b", "c$d", "e\"f", r"g\h"]]
        );
        assert!(!parse_command_line(r#"echo "c\$d""#).unwrap().has_expansion);
    }

    #[test]
    fn output_duplicated_onto_a_word_writes_that_file() {
        for line in [
            "echo pwned >&out.txt",
            "echo x &>out.txt",
            "echo x &>>out.txt",
            "cat <>f",
            "ls >| f",
        ] {
            assert!(parse_command_line(line).unwrap().commands[0].writes_file(), "{line}");
        }
        // Digits then more: a file (bash writes `2file`, and `3rdparty/../Makefile`).
        for line in [
            "echo x >&2file",
            "echo x >&3rdparty/../Makefile",
            "ls 2>&1x",
            "ls >&1\"x\"",
        ] {
            let p = parse_command_line(line).unwrap();
            assert!(p.commands[0].writes_file(), "{line}: {:?}", p.commands[0].redirects);
        }
        for line in [
            "ls 2>&1",
            "ls >&2",
            "ls 1>&-",
            "ls 3>&1-",
            "ls >& 2",
            "ls >/dev/null 2>&1",
            "ls &>/dev/null",
        ] {
            assert!(!parse_command_line(line).unwrap().commands[0].writes_file(), "{line}");
        }
    }

    #[test]
    fn deeply_nested_substitutions_are_refused_not_a_stack_overflow() {
        for open in ["$(", "<(", "\"$(", "$(echo `"] {
            let line = format!("echo {}", open.repeat(100_000));
            assert!(parse_command_line(&line).is_err(), "{open}");
        }
        let ok = format!("echo {}x{}", "$(echo ".repeat(20), ")".repeat(20));
        assert_eq!(parse_command_line(&ok).unwrap().commands.len(), 21);
    }

    #[test]
    fn parentheses_anywhere_group_and_odd_input_never_hangs() {
        let line = parse_command_line("(ls)").unwrap();
        assert!(line.has_grouping);
        assert_eq!(argvs("(ls)"), vec![vec!["ls"]]);
        assert_eq!(argvs("(cd sub && make)"), vec![vec!["cd", "sub"], vec!["make"]]);
        assert_eq!(argvs("echo {a,b}"), vec![vec!["echo", "{a,b}"]]);
        // Every prefix of some awkward lines parses or fails, but returns.
        for line in ["(ls)", "a)b", "x $(y) `z` <(w) {", "((a))) ( ( ("] {
            for end in 0..=line.len() {
                if line.is_char_boundary(end) {
                    let _ = parse_command_line(&line[..end]);
                }
            }
        }
    }

    #[test]
    fn compound_lines_split_into_simple_commands() {
        assert_eq!(
            argvs("git status && cargo test -p x | grep ok; echo 'a b'"),
            vec![
                vec!["git", "status"],
                vec!["cargo", "test", "-p", "x"],
                vec!["grep", "ok"],
                vec!["echo", "a b"]
            ]
        );
    }

    #[test]
    fn substitutions_are_found_and_parsed() {
        let p = parse_command_line("echo $(rm -rf /) \"x `curl evil`\"").unwrap();
        assert!(p.has_substitution);
        let names: Vec<&str> = p.commands.iter().map(|c| c.argv[0].as_str()).collect();
        assert!(
            names.contains(&"rm") && names.contains(&"curl") && names.contains(&"echo"),
            "{names:?}"
        );
    }

    #[test]
    fn redirections_and_assignments_are_recorded() {
        let p = parse_command_line("FOO=1 cat a.txt > out.txt 2>&1").unwrap();
        let c = &p.commands[0];
        assert_eq!(c.assignments, vec!["FOO=1"]);
        assert_eq!(c.argv, vec!["cat", "a.txt"]);
        assert!(c.writes_file());
        let p = parse_command_line("ls 2>/dev/null").unwrap();
        assert!(!p.commands[0].writes_file());
        assert_eq!(p.commands[0].argv, vec!["ls"]);
    }

    #[test]
    fn sequences_and_pipes_are_told_apart() {
        assert!(!parse_command_line("ls | wc -l").unwrap().has_sequence);
        assert!(parse_command_line("ls; rm x").unwrap().has_sequence);
        assert!(parse_command_line("sleep 1 & rm x").unwrap().has_sequence);
    }

    #[test]
    fn broken_quotes_are_errors() {
        assert!(parse_command_line("echo 'oops").is_err());
        assert!(parse_command_line("echo $(ls").is_err());
    }
}
