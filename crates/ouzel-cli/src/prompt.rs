//! Approval prompts on the terminal for `ouzel exec` run by a person: yes once, yes for this
//! session, no, or no with a message for the model.

use ouzel::AgentEvent;
use ouzel::core::{Approval, Op};
use std::io::{BufRead, Write};

/// Whether a person can be asked on `/dev/tty` (which works even when stdout is piped).
pub(crate) fn tty_available() -> bool {
    std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open("/dev/tty")
        .is_ok()
}

/// Asks about an `approval_requested` event on the terminal; the answer is the op to submit.
/// `None` for any other event.
pub(crate) async fn ask(event: &AgentEvent) -> Option<Op> {
    let AgentEvent::ApprovalRequested {
        id,
        name,
        input,
        reason,
        preview,
        ..
    } = event
    else {
        return None;
    };
    let question = question(name, input, reason, preview.as_deref());
    // Terminal I/O blocks: keep it off the async workers.
    let answer = tokio::task::spawn_blocking(move || ask_tty(&question))
        .await
        .unwrap_or(Approval::Deny);
    Some(Op::Approve { id: id.clone(), answer })
}

/// Diff lines shown before the question; the rest is counted.
const PREVIEW_LINES: usize = 40;

fn question(tool: &str, input: &serde_json::Value, reason: &str, preview: Option<&str>) -> String {
    let mut q = format!("\nouzel wants to run {tool} {}\n", summarize(input));
    if let Some(diff) = preview {
        let lines: Vec<&str> = diff.lines().collect();
        // Cutting one line would save nothing: the note takes its row.
        let shown = if lines.len() == PREVIEW_LINES + 1 {
            lines.len()
        } else {
            lines.len().min(PREVIEW_LINES)
        };
        for l in &lines[..shown] {
            q.push_str(&format!("  {l}\n"));
        }
        if lines.len() > shown {
            q.push_str(&format!("  … {} more lines\n", lines.len() - shown));
        }
    }
    q.push_str(&format!(
        "({reason}) [y]es once, [a]lways this session, [n]o, or type a message to refuse with it: "
    ));
    q
}

fn ask_tty(question: &str) -> Approval {
    let Ok(tty) = std::fs::OpenOptions::new().read(true).write(true).open("/dev/tty") else {
        return Approval::Deny;
    };
    let mut out = &tty;
    if out.write_all(question.as_bytes()).and_then(|_| out.flush()).is_err() {
        return Approval::Deny;
    }
    let mut line = String::new();
    if std::io::BufReader::new(&tty).read_line(&mut line).is_err() {
        return Approval::Deny;
    }
    parse_answer(&line)
}

fn parse_answer(line: &str) -> Approval {
    match line.trim() {
        "y" | "Y" | "yes" => Approval::Once,
        "a" | "A" | "always" => Approval::Session,
        "" | "n" | "N" | "no" => Approval::Deny,
        message => Approval::DenyWithMessage(message.to_owned()),
    }
}

fn summarize(input: &serde_json::Value) -> String {
    let s = input.to_string();
    if s.chars().count() > 200 {
        format!("{}…", s.chars().take(200).collect::<String>())
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_question_shows_the_change_and_cuts_a_long_one() {
        let input = serde_json::json!({"path": "a.txt", "content": "x"});
        let q = question(
            "write_file",
            &input,
            "risk:medium",
            Some("--- a/a.txt\n+++ b/a.txt\n@@ -1 +1 @@\n-old\n+x\n"),
        );
        assert!(q.starts_with("\nouzel wants to run write_file {"), "{q}");
        assert!(q.contains("\n  -old\n  +x\n(risk:medium) [y]es once"), "{q}");
        let long: String = (0..100).map(|i| format!("+{i}\n")).collect();
        let q = question("write_file", &input, "risk:medium", Some(&long));
        assert!(q.contains("  +39\n  … 60 more lines\n"), "{q}");
        assert!(!q.contains("+40\n"), "{q}");
        let q = question("shell", &serde_json::json!({"command": "ls"}), "risk:high", None);
        assert_eq!(
            q,
            "\nouzel wants to run shell {\"command\":\"ls\"}\n(risk:high) [y]es once, [a]lways this session, [n]o, or type a message to refuse with it: "
        );
    }

    #[test]
    fn answers_map_to_approvals() {
        assert_eq!(parse_answer("y\n"), Approval::Once);
        assert_eq!(parse_answer("a\n"), Approval::Session);
        assert_eq!(parse_answer("\n"), Approval::Deny);
        assert_eq!(
            parse_answer("use git mv instead\n"),
            Approval::DenyWithMessage("use git mv instead".into())
        );
    }
}
