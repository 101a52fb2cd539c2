//! The model's todo list: an ordered list of items, each pending, in progress or done, that the
//! model keeps with the `todo_write` tool. Fronts show it (`plan_updated` events) and the
//! session store keeps it, so a resumed session has it.

use serde::{Deserialize, Serialize};

/// Where an item of the todo list stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum TodoStatus {
    /// Not started.
    Pending,
    /// Being worked on.
    InProgress,
    /// Finished.
    Done,
}

impl TodoStatus {
    /// A one-character mark for text renderings (`[ ]`, `[~]`, `[x]`).
    pub fn mark(self) -> &'static str {
        match self {
            Self::Pending => "[ ]",
            Self::InProgress => "[~]",
            Self::Done => "[x]",
        }
    }
}

/// One item of the todo list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct TodoItem {
    /// What is to be done, in a short sentence.
    pub content: String,
    /// Where it stands.
    pub status: TodoStatus,
}

impl TodoItem {
    /// An item.
    pub fn new(content: impl Into<String>, status: TodoStatus) -> Self {
        Self {
            content: content.into(),
            status,
        }
    }
}

/// The list as text, one item a line with its mark (what the model and a plain front see).
pub fn render_todos(items: &[TodoItem]) -> String {
    if items.is_empty() {
        return "(the todo list is empty)".into();
    }
    items
        .iter()
        .map(|i| format!("{} {}", i.status.mark(), i.content))
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn items_read_and_write_with_snake_case_statuses() {
        let item: TodoItem =
            serde_json::from_value(json!({"content": "write tests", "status": "in_progress"})).unwrap();
        assert_eq!(item, TodoItem::new("write tests", TodoStatus::InProgress));
        assert!(serde_json::from_value::<TodoItem>(json!({"content": "x", "status": "started"})).is_err());
        let items = [
            TodoItem::new("read the code", TodoStatus::Done),
            TodoItem::new("write tests", TodoStatus::InProgress),
            TodoItem::new("ship", TodoStatus::Pending),
        ];
        assert_eq!(render_todos(&items), "[x] read the code\n[~] write tests\n[ ] ship");
    }
}
