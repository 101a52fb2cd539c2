//! The closure form of a tool: [`from_fn`] makes a [`Tool`] of a name, a description and an
//! async closure over a typed arguments struct, for quick use where `#[ouzel::tool]` on a
//! function is more than needed.

use crate::tool::{Effects, Risk, Tool, ToolContext, ToolDefinition, ToolError, ToolOutput, parse_args};
use async_trait::async_trait;
use schemars::JsonSchema;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;
use std::fmt::Display;
use std::future::Future;
use std::path::PathBuf;
use std::pin::Pin;

type Call =
    dyn Fn(Value, ToolContext) -> Pin<Box<dyn Future<Output = Result<ToolOutput, ToolError>> + Send>> + Send + Sync;

/// A tool made from a closure by [`from_fn`].
pub struct FnTool {
    definition: ToolDefinition,
    call: Box<Call>,
    paths: Vec<String>,
}

impl std::fmt::Debug for FnTool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FnTool")
            .field("name", &self.definition.name)
            .finish_non_exhaustive()
    }
}

/// A tool named `name`, described by `description`, whose calls run `f` with the arguments read
/// into `A` (its `JsonSchema` is the tool's schema) and the call's context. `f` returns
/// `Result<T: Serialize, E: Display>`: a string result is the text the model reads, anything
/// else its JSON; an error becomes a failed call.
///
/// Like `#[tool]`, it starts as Medium risk with unknown effects; say what it does with
/// [`FnTool::read_only`], [`FnTool::risk`] and [`FnTool::paths`].
///
/// ```
/// #[derive(serde::Deserialize, schemars::JsonSchema)]
/// struct Add { a: i64, b: i64 }
/// let add = ouzel_core::from_fn("add", "Adds two numbers.", |x: Add, _ctx| async move {
///     Ok::<_, std::convert::Infallible>(x.a + x.b)
/// })
/// .read_only();
/// # use ouzel_core::Tool;
/// assert_eq!(add.definition().input_schema["required"], serde_json::json!(["a", "b"]));
/// ```
pub fn from_fn<A, F, Fut, T, E>(name: impl Into<String>, description: impl Into<String>, f: F) -> FnTool
where
    A: DeserializeOwned + JsonSchema + Send + 'static,
    F: Fn(A, ToolContext) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = Result<T, E>> + Send + 'static,
    T: Serialize,
    E: Display,
{
    let definition = ToolDefinition::for_args::<A>(name, description)
        .with_risk(Risk::Medium)
        .with_effects(Effects::Unknown);
    let call =
        move |input: Value, ctx: ToolContext| -> Pin<Box<dyn Future<Output = Result<ToolOutput, ToolError>> + Send>> {
            match parse_args::<A>(&input) {
                Ok(args) => {
                    let fut = f(args, ctx);
                    Box::pin(async move {
                        match fut.await {
                            Ok(value) => crate::__tool_support::output(&value),
                            Err(e) => Err(ToolError::failed(e.to_string())),
                        }
                    })
                }
                Err(e) => Box::pin(async move { Err(e) }),
            }
        };
    FnTool {
        definition,
        call: Box::new(call),
        paths: Vec::new(),
    }
}

impl FnTool {
    /// Changes nothing (Low risk, results not cached).
    pub fn read_only(mut self) -> Self {
        self.definition = self
            .definition
            .with_risk(Risk::Low)
            .with_effects(Effects::read_only_uncached());
        self
    }

    /// Changes nothing and its results may be cached for the default time (Low risk).
    pub fn cacheable(mut self) -> Self {
        self.definition = self.definition.with_risk(Risk::Low).with_effects(Effects::read_only());
        self
    }

    /// Sets the risk tier.
    pub fn risk(mut self, risk: Risk) -> Self {
        self.definition = self.definition.with_risk(risk);
        self
    }

    /// The arguments naming the paths a call touches (a writing tool's calls then drop cached
    /// reads of those paths only, and permission rules match them).
    pub fn paths(mut self, args: &[&str]) -> Self {
        self.paths = args.iter().map(|a| (*a).to_owned()).collect();
        if !self.definition.effects.is_read_only() {
            self.definition = self.definition.with_effects(Effects::Writes);
        }
        self.definition = self.definition.with_subject(crate::tool::Subject::Path {
            args: self.paths.clone(),
        });
        self
    }

    /// Replaces anything else on the definition (category, effects, ...).
    pub fn map_definition(mut self, f: impl FnOnce(ToolDefinition) -> ToolDefinition) -> Self {
        self.definition = f(self.definition);
        self
    }
}

#[async_trait]
impl Tool for FnTool {
    fn definition(&self) -> &ToolDefinition {
        &self.definition
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        (self.call)(input, ctx.clone()).await
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        let names: Vec<&str> = self.paths.iter().map(String::as_str).collect();
        crate::__tool_support::paths_of(input, &names)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::{SessionId, ToolCallId};

    #[derive(serde::Deserialize, JsonSchema)]
    struct Div {
        a: i64,
        b: i64,
    }

    fn ctx() -> ToolContext {
        ToolContext::new(
            std::env::temp_dir(),
            ToolCallId::new("c"),
            SessionId::new("s"),
            tokio_util::sync::CancellationToken::new(),
        )
    }

    #[tokio::test]
    async fn a_closure_tool_reads_its_arguments_and_reports_its_error_to_the_model() {
        let div = from_fn("div", "Divides a by b.", |d: Div, _ctx| async move {
            if d.b == 0 {
                Err("division by zero")
            } else {
                Ok(d.a / d.b)
            }
        });
        assert_eq!(div.definition().risk, Risk::Medium);
        let out = div.call(serde_json::json!({"a": 7, "b": 2}), &ctx()).await.unwrap();
        assert_eq!(out.content, "3");
        let err = div.call(serde_json::json!({"a": 7, "b": 0}), &ctx()).await.unwrap_err();
        assert_eq!(err.to_string(), "division by zero");
        let err = div.call(serde_json::json!({"a": 7}), &ctx()).await.unwrap_err();
        assert!(err.to_string().contains("missing field `b`"), "{err}");
    }

    #[test]
    fn the_builder_methods_land_on_the_definition() {
        let t = from_fn("w", "Writes.", |d: Div, _ctx| async move { Ok::<_, String>(d.a) }).paths(&["a"]);
        assert_eq!(t.definition().effects, Effects::Writes);
        assert_eq!(
            t.touched_paths(&serde_json::json!({"a": "x.txt"})),
            vec![PathBuf::from("x.txt")]
        );
        let r = from_fn("r", "Reads.", |d: Div, _ctx| async move { Ok::<_, String>(d.a) }).cacheable();
        assert_eq!(
            (r.definition().risk, r.definition().effects),
            (Risk::Low, Effects::read_only())
        );
    }
}
