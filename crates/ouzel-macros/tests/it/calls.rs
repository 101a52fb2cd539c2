//! Tools written with `#[tool]`, called as the executor calls them.

use ouzel_core::{
    ApprovalMode, Effects, Emitter, Executor, PendingCall, PermissionGate, Risk, SessionId, Tool, ToolCallId,
    ToolContext, ToolRegistry,
};
use ouzel_macros::tool;
use std::sync::Arc;

/// Looks up a user's e-mail address.
#[tool(crate = "::ouzel_core", read_only, name = "email_of")]
async fn email(
    /// The user's login.
    login: String,
) -> Result<String, String> {
    match login.as_str() {
        "ada" => Ok("ada@example.org".into()),
        other => Err(format!("no user `{other}`")),
    }
}

#[derive(serde::Deserialize, schemars::JsonSchema)]
struct Note {
    /// Who to write to.
    login: String,
    /// What to say.
    text: String,
}

/// Sends a note to a user, by e-mail.
#[tool(crate = "::ouzel_core", risk = "high", paths = "login")]
async fn notify(#[args] note: Note, ctx: &ToolContext) -> Result<serde_json::Value, ouzel_core::ToolError> {
    let to = ctx.call("email_of", serde_json::json!({"login": note.login})).await?;
    Ok(serde_json::json!({"to": to, "sent": note.text}))
}

#[test]
fn the_definition_comes_from_the_function_and_its_attributes() {
    let d = email.definition();
    assert_eq!(d.name, "email_of");
    assert_eq!(d.description, "Looks up a user's e-mail address.");
    assert_eq!(d.risk, Risk::Low);
    assert_eq!(d.effects, Effects::read_only_uncached());
    assert_eq!(
        d.input_schema["properties"]["login"]["description"],
        "The user's login."
    );
    let n = notify.definition();
    assert_eq!(
        (n.name.as_str(), n.risk, n.effects),
        ("notify", Risk::High, Effects::Writes)
    );
    assert_eq!(n.input_schema["properties"]["text"]["description"], "What to say.");
    assert_eq!(
        notify.touched_paths(&serde_json::json!({"login": "ada"})),
        vec![std::path::PathBuf::from("ada")]
    );
}

async fn run(executor: &Executor, name: &str, input: serde_json::Value) -> (String, bool) {
    let (emit, _rx) = Emitter::channel();
    let call = PendingCall {
        id: ToolCallId::new("call_1"),
        name: name.into(),
        input: Ok(input),
    };
    let blocks = executor.execute(&[call], Vec::new(), &Default::default(), &emit).await;
    match &blocks[0] {
        ouzel_core::ContentBlock::ToolResult { content, is_error, .. } => (content.clone(), *is_error),
        other => panic!("not a result: {other:?}"),
    }
}

fn executor(mode: ApprovalMode) -> Executor {
    let tools = ToolRegistry::new();
    tools.register(email);
    tools.register(notify);
    Executor::new(
        tools,
        Arc::new(PermissionGate::new(mode)),
        std::env::temp_dir(),
        SessionId::new("s"),
    )
}

#[tokio::test]
async fn a_tool_calls_another_by_name_through_the_executor() {
    let (out, is_error) = run(
        &executor(ApprovalMode::ApproveAll),
        "notify",
        serde_json::json!({"login": "ada", "text": "hi"}),
    )
    .await;
    assert!(!is_error, "{out}");
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&out).unwrap(),
        serde_json::json!({"sent": "hi", "to": "ada@example.org"})
    );
    let (out, is_error) = run(
        &executor(ApprovalMode::ApproveAll),
        "notify",
        serde_json::json!({"login": "bob", "text": "hi"}),
    )
    .await;
    assert!(is_error);
    assert!(out.contains("no user `bob`"), "{out}");
}

#[tokio::test]
async fn the_gate_still_decides_a_high_risk_tool() {
    let (out, is_error) = run(
        &executor(ApprovalMode::RejectAll),
        "notify",
        serde_json::json!({"login": "ada", "text": "hi"}),
    )
    .await;
    assert!(is_error, "{out}");
}

#[tokio::test]
async fn outside_an_executor_a_nested_call_says_why_it_cannot_run() {
    let ctx = ToolContext::new(
        std::env::temp_dir(),
        ToolCallId::new("c"),
        SessionId::new("s"),
        Default::default(),
    );
    let err = notify
        .call(serde_json::json!({"login": "ada", "text": "hi"}), &ctx)
        .await
        .unwrap_err();
    assert!(err.to_string().contains("cannot call `email_of`"), "{err}");
    assert_eq!(email::run("ada".into()).await.unwrap(), "ada@example.org");
}
