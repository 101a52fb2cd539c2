//! Asking the MCP client's user about a call, through elicitation (`elicitation/create`): the
//! server's front over the event stream. For an `approval_requested` event of one `tools/call`,
//! it asks the client that made the call (over HTTP, on that request's stream) and gives back
//! the person's answer, which the server sends to its tool session as `Op::Approve`. It decides
//! nothing: the permission gate asked the question.

use ouzel_core::Approval;
use rmcp::model::{ElicitRequestParams, ElicitationAction, ElicitationSchema, ProtocolVersion};
use rmcp::service::{Peer, RoleServer};
use serde_json::Value;
use std::time::Duration;

/// How long a person has to answer before the call is denied.
const ANSWER_TIMEOUT: Duration = Duration::from_secs(600);

/// Whether this client can be asked: it declared form elicitation, and its protocol still allows
/// server-to-client requests (2026-07-28 replaced them with `input_required` results).
pub(crate) fn can_elicit(peer: &Peer<RoleServer>) -> bool {
    let form = peer
        .supported_elicitation_modes()
        .contains(&rmcp::service::ElicitationMode::Form);
    let legacy = peer
        .peer_info()
        .is_some_and(|info| info.protocol_version.as_str() < ProtocolVersion::V_2026_07_28.as_str());
    form && legacy
}

/// How much of a call's previewed change (a diff) goes into the question.
const PREVIEW_CHARS: usize = 4000;

fn clip(text: &str, max: usize) -> String {
    if text.chars().count() > max {
        format!("{}…", text.chars().take(max).collect::<String>())
    } else {
        text.to_owned()
    }
}

/// Asks with a yes/no form; the person's answer (a denial saying why when nobody answered).
pub(crate) async fn ask(
    peer: &Peer<RoleServer>,
    tool: &str,
    input: &Value,
    reason: &str,
    preview: Option<&str>,
) -> Approval {
    let args = serde_json::to_string(input).unwrap_or_default();
    let args = clip(&args, 500);
    let mut message = format!("Allow ouzel to run `{tool}`? {reason}.\nArguments: {args}");
    if let Some(diff) = preview {
        message.push_str("\nWhat it would do:\n");
        message.push_str(&clip(diff, PREVIEW_CHARS));
    }
    let schema = ElicitationSchema::builder()
        .required_bool_property("approve", |b| b.title("Approve").description("Run this call"))
        .bool_property("remember", |b| {
            b.title("Remember")
                .description("Also allow later calls of this tool in this session")
        })
        .build_unchecked();
    let params = ElicitRequestParams::FormElicitationParams {
        meta: None,
        message,
        requested_schema: schema,
    };
    let answer = tokio::time::timeout(ANSWER_TIMEOUT, peer.create_elicitation(params)).await;
    match answer {
        Ok(Ok(result)) => match result.action {
            ElicitationAction::Accept => {
                let content = result.content.unwrap_or_default();
                let yes = |k: &str| content.get(k).and_then(serde_json::Value::as_bool) == Some(true);
                match (yes("approve"), yes("remember")) {
                    (true, true) => Approval::Session,
                    (true, false) => Approval::Once,
                    _ => Approval::Deny,
                }
            }
            ElicitationAction::Decline => Approval::Deny,
            ElicitationAction::Cancel => Approval::DenyWithMessage("the request was dismissed".into()),
            _ => Approval::Deny,
        },
        Ok(Err(e)) => Approval::DenyWithMessage(format!("asking through the MCP client failed: {e}")),
        Err(_) => Approval::DenyWithMessage(format!("no answer within {} s", ANSWER_TIMEOUT.as_secs())),
    }
}
