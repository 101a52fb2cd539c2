//! Conversation history: messages made of content blocks.

use crate::ids::ToolCallId;
use crate::image::Image;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Who said a message. Tool results travel in `User` messages, as in the Anthropic model;
/// wire adapters split them into the roles their API wants.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// The person (or the program) driving the agent, and tool results.
    User,
    /// The model.
    Assistant,
}

/// One piece of a message.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
#[non_exhaustive]
pub enum ContentBlock {
    /// Plain text.
    Text {
        /// The text.
        text: String,
    },
    /// A model's request to run a tool.
    ToolUse {
        /// The call's id, echoed by its result.
        id: ToolCallId,
        /// The tool's name as the model wrote it.
        name: String,
        /// The arguments. When the model sent text that is not JSON, this holds that text as a
        /// JSON string so the transcript stays faithful to what the model said.
        input: Value,
    },
    /// The outcome of a tool call.
    ToolResult {
        /// The call this answers.
        tool_use_id: ToolCallId,
        /// What the tool returned, or what went wrong.
        content: String,
        /// Whether `content` describes a failure.
        #[serde(default)]
        is_error: bool,
    },
    /// A model's visible reasoning, kept so providers that sign it (Anthropic) or
    /// reference it (OpenAI Responses) receive it back unchanged on the next turn.
    Thinking {
        /// The reasoning text (may be empty when the provider only returns an opaque item).
        text: String,
        /// The provider's signature over the thinking block, if any.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        signature: Option<String>,
        /// Provider-specific data to replay verbatim (e.g. an encrypted reasoning item).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        provider_data: Option<Value>,
    },
    /// An image the user gave (see [`crate::image`]): sent to models that take images, shown
    /// as `[image: TYPE, SIZE]` wherever its bytes would be noise.
    Image {
        /// `image/png`, `image/jpeg`, `image/gif` or `image/webp`.
        media_type: String,
        /// The bytes, standard base64.
        data: String,
    },
}

impl ContentBlock {
    /// A text block.
    pub fn text(text: impl Into<String>) -> Self {
        Self::Text { text: text.into() }
    }

    /// An image block.
    pub fn image(image: Image) -> Self {
        Self::Image {
            media_type: image.media_type,
            data: image.data,
        }
    }

    /// A tool result block.
    pub fn tool_result(tool_use_id: ToolCallId, content: impl Into<String>, is_error: bool) -> Self {
        Self::ToolResult {
            tool_use_id,
            content: content.into(),
            is_error,
        }
    }
}

/// One turn of the conversation.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Message {
    /// Who said it.
    pub role: Role,
    /// What was said, in order.
    pub content: Vec<ContentBlock>,
    /// When it was added to the history.
    pub timestamp: DateTime<Utc>,
    /// Set on an assistant message whose stream was cut short (cancel or a broken stream).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub interrupted: bool,
}

impl Message {
    /// A message with the given role and blocks, stamped now (reads the clock: code that must
    /// not, like the turn machine, uses [`Self::stamped`]).
    pub fn new(role: Role, content: Vec<ContentBlock>) -> Self {
        Self::stamped(role, content, Utc::now())
    }

    /// A message with the given role and blocks, stamped with the time given.
    pub fn stamped(role: Role, content: Vec<ContentBlock>, timestamp: DateTime<Utc>) -> Self {
        Self {
            role,
            content,
            timestamp,
            interrupted: false,
        }
    }

    /// A user message holding one text block, stamped now.
    pub fn user(text: impl Into<String>) -> Self {
        Self::new(Role::User, vec![ContentBlock::text(text)])
    }

    /// A user message holding these images, then the text (left out when empty), stamped
    /// with the time given. Images come first, as the providers advise for questions about
    /// them.
    pub fn user_with_images(text: impl Into<String>, images: Vec<Image>, timestamp: DateTime<Utc>) -> Self {
        let text = text.into();
        let mut content: Vec<ContentBlock> = images.into_iter().map(ContentBlock::image).collect();
        if !text.is_empty() || content.is_empty() {
            content.push(ContentBlock::text(text));
        }
        Self::stamped(Role::User, content, timestamp)
    }

    /// A user message holding one text block, stamped with the time given.
    pub fn user_at(text: impl Into<String>, timestamp: DateTime<Utc>) -> Self {
        Self::stamped(Role::User, vec![ContentBlock::text(text)], timestamp)
    }

    /// An assistant message holding one text block, stamped now.
    pub fn assistant(text: impl Into<String>) -> Self {
        Self::new(Role::Assistant, vec![ContentBlock::text(text)])
    }

    /// All text blocks joined.
    pub fn text(&self) -> String {
        let mut out = String::new();
        for block in &self.content {
            if let ContentBlock::Text { text } = block {
                out.push_str(text);
            }
        }
        out
    }

    /// Whether this is a user's prompt — text or images — rather than tool results only (a
    /// user turn starts with one).
    pub fn is_prompt(&self) -> bool {
        self.role == Role::User
            && self.content.iter().any(|b| match b {
                ContentBlock::Text { text } => !text.is_empty(),
                ContentBlock::Image { .. } => true,
                _ => false,
            })
    }

    /// The text, or for a prompt of images only, their labels (`[image: image/png, 12 KB]`):
    /// what a listing shows of the message.
    pub fn text_or_labels(&self) -> String {
        let text = self.text();
        if !text.is_empty() {
            return text;
        }
        let labels: Vec<String> = self
            .content
            .iter()
            .filter_map(|b| match b {
                ContentBlock::Image { media_type, data } => Some(crate::image::label(media_type, data)),
                _ => None,
            })
            .collect();
        labels.join(" ")
    }

    /// The tool calls this message requests, in order.
    pub fn tool_uses(&self) -> impl Iterator<Item = (&ToolCallId, &str, &Value)> {
        self.content.iter().filter_map(|b| match b {
            ContentBlock::ToolUse { id, name, input } => Some((id, name.as_str(), input)),
            _ => None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn content_blocks_round_trip_through_json() {
        let msg = Message::new(
            Role::Assistant,
            vec![
                ContentBlock::text("hi"),
                ContentBlock::ToolUse {
                    id: ToolCallId::new("c1"),
                    name: "read_file".into(),
                    input: serde_json::json!({"path": "a"}),
                },
            ],
        );
        let json = serde_json::to_value(&msg).unwrap();
        assert_eq!(json["content"][1]["type"], "tool_use");
        assert_eq!(json["content"][1]["id"], "c1");
        let back: Message = serde_json::from_value(json).unwrap();
        assert_eq!(back, msg);
        assert_eq!(back.tool_uses().count(), 1);
        assert_eq!(back.text(), "hi");
    }

    #[test]
    fn an_image_block_serialises_with_its_type_and_data() {
        let png = Image::from_bytes(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR").unwrap();
        let msg = Message::user_with_images("what is it?", vec![png.clone()], Utc::now());
        let json = serde_json::to_value(&msg).unwrap();
        assert_eq!(
            json["content"][0],
            serde_json::json!({"type": "image", "media_type": "image/png", "data": png.data})
        );
        assert_eq!(json["content"][1]["text"], "what is it?");
        let back: Message = serde_json::from_value(json).unwrap();
        assert_eq!(back, msg);
        assert!(back.is_prompt());
        let only = Message::user_with_images("", vec![png], Utc::now());
        assert_eq!(only.content.len(), 1, "no empty text block beside an image");
        assert!(only.is_prompt(), "an image alone is a prompt");
        assert_eq!(only.text_or_labels(), "[image: image/png, 16 B]");
        assert!(
            !Message::new(
                Role::User,
                vec![ContentBlock::tool_result(ToolCallId::new("c"), "r", false)]
            )
            .is_prompt()
        );
    }
}
