//! Identifier newtypes: a tool call id and a session id are never bare strings.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The id a model gives one tool call; a tool result names the call it answers with it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ToolCallId(String);

impl ToolCallId {
    /// Wraps an id received from a provider.
    pub fn new(id: impl Into<String>) -> Self {
        Self(id.into())
    }

    /// A fresh id, for providers (or text fallbacks) that do not send one.
    pub fn generate() -> Self {
        Self(format!("call_{}", uuid::Uuid::now_v7().simple()))
    }

    /// The id as sent on the wire.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for ToolCallId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<&str> for ToolCallId {
    fn from(id: &str) -> Self {
        Self::new(id)
    }
}

impl PartialEq<str> for ToolCallId {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for ToolCallId {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl From<String> for ToolCallId {
    fn from(id: String) -> Self {
        Self(id)
    }
}

/// The id of one persistent conversation.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SessionId(String);

impl SessionId {
    /// A new time-ordered session id (UUIDv7), so ids sort by creation time.
    pub fn generate() -> Self {
        Self(uuid::Uuid::now_v7().to_string())
    }

    /// Wraps an id read back from storage or given by the user.
    pub fn new(id: impl Into<String>) -> Self {
        Self(id.into())
    }

    /// The id as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for SessionId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// `name` made safe as one file name: every character but an ASCII letter, a digit, `-` and
/// `_` becomes `_`, so an id or a server name from elsewhere cannot leave the directory its file
/// goes in (`../x`) or name a hidden file.
pub fn file_safe(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_safe_name_keeps_letters_digits_dashes_and_underscores_only() {
        assert_eq!(file_safe("../etc/x.y"), "___etc_x_y");
        assert_eq!(file_safe("a-b_C9"), "a-b_C9");
    }

    #[test]
    fn ids_serialize_as_plain_strings() {
        let id = ToolCallId::new("call_1");
        assert_eq!(serde_json::to_string(&id).unwrap(), "\"call_1\"");
        let back: ToolCallId = serde_json::from_str("\"call_1\"").unwrap();
        assert_eq!(back, id);
    }

    #[test]
    fn generated_session_ids_are_unique_and_ordered() {
        let a = SessionId::generate();
        let b = SessionId::generate();
        assert_ne!(a, b);
        assert!(a < b);
    }
}
