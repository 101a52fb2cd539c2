//! Validation layer: arguments that do not fit the tool's schema never reach the hooks, the
//! gate or the tool; the model is told which field is wrong and what was expected.

use super::layer::{Call, Failure, Layer, Next, Reply};
use crate::validate::Validators;

/// Checks arguments against the tool's JSON Schema.
pub(crate) struct Validate {
    validators: Validators,
}

impl Validate {
    /// A layer checking with `validators` (shared, so each schema is compiled once).
    pub(crate) fn new(validators: Validators) -> Self {
        Self { validators }
    }
}

#[async_trait::async_trait]
impl Layer for Validate {
    async fn handle(&self, call: Call<'_>, next: Next<'_>) -> Reply {
        let def = call.def();
        if let Err(problems) = self.validators.check(&def.name, &def.input_schema, &call.input) {
            return Err(Failure::Refused(format!(
                "invalid arguments for `{}`: {problems}",
                def.name
            )));
        }
        next.run(call).await
    }
}

#[cfg(test)]
mod tests {
    use super::super::layer::testing::{Harness, Scripted};
    use super::*;
    use crate::tool::ToolDefinition;
    use serde_json::json;

    fn tool() -> Scripted {
        Scripted::echo(ToolDefinition::new(
            "read",
            "",
            json!({"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}),
        ))
    }

    #[tokio::test]
    async fn arguments_that_do_not_fit_the_schema_are_refused_before_the_tool_runs() {
        let tool = tool();
        let layers: Vec<Box<dyn Layer>> = vec![Box::new(Validate::new(Validators::default()))];
        let reply = Harness::new().run(&layers, &tool, json!({"path": 3})).await;
        match reply {
            Err(Failure::Refused(m)) => {
                assert!(m.starts_with("invalid arguments for `read`"), "{m}");
                assert!(m.contains("/path") && m.contains("string"), "{m}");
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(tool.runs(), 0);
        let reply = Harness::new().run(&layers, &tool, json!({"path": "a"})).await;
        assert!(reply.is_ok());
        assert_eq!(tool.runs(), 1);
    }
}
