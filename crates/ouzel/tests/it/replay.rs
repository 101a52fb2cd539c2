//! A cassette replayed in `cargo test`, as the ouzel-test docs show: recorded model answers,
//! the program's own tool, and a report of where its results differ from the recording.

use ouzel::core::{Agent, ApprovalMode, PermissionGate, ToolRegistry};
use ouzel::replay::{Cassette, RecordedAnswers, check};
use std::path::Path;
use std::sync::Arc;

/// Tells the current weather in a city.
#[ouzel::tool(read_only)]
async fn weather(
    /// The city.
    city: String,
) -> String {
    format!("It is sunny and 21 °C in {city}.")
}

/// The same tool after a regression.
#[ouzel::tool(read_only, name = "weather")]
async fn weather_changed(
    /// The city.
    city: String,
) -> String {
    format!("Rain in {city}.")
}

fn agent(cassette: &Cassette, tool: impl ouzel::core::Tool + 'static, dir: &Path) -> Agent {
    let tools = ToolRegistry::new();
    tools.register(tool);
    Agent::builder()
        .provider(Arc::new(RecordedAnswers::new(cassette)))
        .tools(tools)
        .gate(Arc::new(PermissionGate::new(ApprovalMode::Interactive)))
        .workspace(dir)
        .build()
        .unwrap()
}

fn cassette() -> Cassette {
    Cassette::load(Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/weather.cassette.json"
    )))
    .unwrap()
}

#[tokio::test]
async fn a_cassette_replays_against_the_programs_own_tool() {
    let dir = tempfile::tempdir().unwrap();
    let cassette = cassette();
    let report = check(&agent(&cassette, weather, dir.path()), &cassette, false).await;
    assert_eq!((report.turns, report.calls), (1, 1));
    assert!(report.divergences.is_empty(), "{report:?}");
}

#[tokio::test]
async fn a_changed_tool_is_reported_at_its_turn_and_call() {
    let dir = tempfile::tempdir().unwrap();
    let cassette = cassette();
    let report = check(&agent(&cassette, weather_changed, dir.path()), &cassette, false).await;
    let d = &report.divergences[0];
    assert_eq!((d.turn, d.call, d.tool.as_str()), (1, 1, "weather"));
    assert_eq!(
        d.short_diff(),
        "line 1:\n- It is sunny and 21 °C in Lyon.\n+ Rain in Lyon."
    );
}
