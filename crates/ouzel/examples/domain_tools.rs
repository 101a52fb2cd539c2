//! Domain tools, as in the Rust tool runtime seed: a small in-memory knowledge graph queried
//! with `graph_query`, and a set of anomaly rules listed with `list_rules` and checked against
//! data with `evaluate_rule`. The same tools serve two ways:
//!
//! - embedded, an agent answering one question with them:
//!   `cargo run -p ouzel --example domain_tools -- -m anthropic/claude-haiku-4-5 "Is checkout healthy?"`
//! - served over MCP on stdio, for any MCP client (Claude Desktop, `ouzel mcp add`):
//!   `cargo run -p ouzel --example domain_tools -- --mcp`
//!
//! `graph_query` is a `#[tool]` function over data fixed at start; the rule tools are
//! `from_fn` closures over a shared rule set, the form to use when tools hold state.

use ouzel::core::{ToolError, ToolRegistry};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock};

/// Services and what they depend on.
fn graph() -> &'static BTreeMap<&'static str, Vec<&'static str>> {
    static GRAPH: OnceLock<BTreeMap<&str, Vec<&str>>> = OnceLock::new();
    GRAPH.get_or_init(|| {
        BTreeMap::from([
            ("checkout", vec!["payments", "inventory"]),
            ("payments", vec!["postgres", "fraud-check"]),
            ("inventory", vec!["postgres"]),
            ("fraud-check", vec![]),
            ("postgres", vec![]),
        ])
    })
}

/// Queries the service graph: what a service depends on, or what depends on it.
#[ouzel::tool(read_only)]
async fn graph_query(
    /// The service, for example "payments".
    node: String,
    /// "depends_on" (the default) or "depended_on_by".
    relation: Option<String>,
) -> Result<Vec<String>, String> {
    let known = || graph().keys().copied().collect::<Vec<_>>().join(", ");
    if !graph().contains_key(node.as_str()) {
        return Err(format!("no service `{node}`; services: {}", known()));
    }
    match relation.as_deref().unwrap_or("depends_on") {
        "depends_on" => Ok(graph()[node.as_str()].iter().map(|s| s.to_string()).collect()),
        "depended_on_by" => Ok(graph()
            .iter()
            .filter(|(_, deps)| deps.contains(&node.as_str()))
            .map(|(s, _)| s.to_string())
            .collect()),
        other => Err(format!("unknown relation `{other}`; use depends_on or depended_on_by")),
    }
}

/// An anomaly rule: a metric compared with a threshold.
#[derive(Debug, Clone, Serialize)]
struct Rule {
    name: &'static str,
    description: &'static str,
    metric: &'static str,
    /// The value above which the metric is anomalous.
    max: f64,
}

#[derive(Deserialize, schemars::JsonSchema)]
struct NoArgs {}

#[derive(Deserialize, schemars::JsonSchema)]
struct Evaluate {
    /// The rule's name, from `list_rules`.
    rule: String,
    /// The metrics observed, by name (for example {"p99_latency_ms": 840}).
    data: BTreeMap<String, f64>,
}

/// The domain tools, ready to give an agent or an MCP server.
fn domain_tools() -> ToolRegistry {
    let rules: Arc<Vec<Rule>> = Arc::new(vec![
        Rule {
            name: "slow",
            description: "p99 latency above 500 ms",
            metric: "p99_latency_ms",
            max: 500.0,
        },
        Rule {
            name: "errors",
            description: "error rate above 2%",
            metric: "error_rate",
            max: 0.02,
        },
    ]);
    let tools = ToolRegistry::new();
    tools.register(graph_query);
    let all = rules.clone();
    tools.register(
        ouzel::tool::from_fn("list_rules", "Lists the anomaly rules.", move |_: NoArgs, _ctx| {
            let all = all.clone();
            async move { Ok::<_, ToolError>(all.as_ref().clone()) }
        })
        .read_only(),
    );
    tools.register(
        ouzel::tool::from_fn("evaluate_rule", "Evaluates an anomaly rule on observed metrics.", move |e: Evaluate, _ctx| {
            let rules = rules.clone();
            async move {
                let rule = rules.iter().find(|r| r.name == e.rule).ok_or_else(|| format!("no rule `{}`; see list_rules", e.rule))?;
                let value = e.data.get(rule.metric).ok_or_else(|| format!("rule `{}` needs the metric `{}`", rule.name, rule.metric))?;
                Ok::<_, String>(serde_json::json!({"rule": rule.name, "value": value, "max": rule.max, "anomaly": *value > rule.max}))
            }
        })
        .read_only(),
    );
    tools
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    if args.iter().any(|a| a == "--mcp") {
        let server = ouzel::mcp::McpServer::builder(domain_tools(), std::env::current_dir()?)
            .server_info("domain-tools", env!("CARGO_PKG_VERSION"))
            .build();
        server.serve_stdio().await?;
        return Ok(());
    }
    // The question is the last argument, unless that is a flag's value.
    let question = match args.as_slice() {
        [.., flag, last] if !last.starts_with('-') && !["-m", "--model", "--base-url"].contains(&flag.as_str()) => {
            last.clone()
        }
        _ => "Is checkout healthy? Its p99 latency is 840 ms.".to_owned(),
    };
    let agent = ouzel::Embed::from_args().tools(&domain_tools()).build()?;
    println!("{}", agent.ask(question).await?);
    Ok(())
}
