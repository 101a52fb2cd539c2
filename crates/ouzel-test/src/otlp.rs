//! A real OTLP/HTTP receiver on loopback: accepts `POST /v1/traces` and decodes each body with
//! the official OpenTelemetry protocol definitions (`opentelemetry-proto`'s generated types).

use opentelemetry_proto::tonic::collector::trace::v1::ExportTraceServiceRequest;
use opentelemetry_proto::tonic::common::v1::{AnyValue, any_value};
use prost::Message as _;
use serde_json::{Map, Value};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

/// One received span, flattened.
#[derive(Debug, Clone)]
pub struct ReceivedSpan {
    /// Its name.
    pub name: String,
    /// Its id (hex).
    pub span_id: String,
    /// Its parent's id (hex; empty for a root).
    pub parent_span_id: String,
    /// Its trace's id (hex).
    pub trace_id: String,
    /// Its attributes as JSON (arrays as arrays).
    pub attributes: Map<String, Value>,
    /// The status code (0 unset, 1 ok, 2 error).
    pub status: i32,
    /// The resource's `service.name`.
    pub service: String,
}

impl ReceivedSpan {
    /// An attribute, `Null` when absent.
    pub fn attr(&self, key: &str) -> &Value {
        self.attributes.get(key).unwrap_or(&Value::Null)
    }
}

/// The receiver.
pub struct OtlpReceiver {
    server: MockServer,
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn json_of(v: &AnyValue) -> Value {
    match &v.value {
        Some(any_value::Value::StringValue(s)) => Value::from(s.clone()),
        Some(any_value::Value::BoolValue(b)) => Value::from(*b),
        Some(any_value::Value::IntValue(i)) => Value::from(*i),
        Some(any_value::Value::DoubleValue(d)) => Value::from(*d),
        Some(any_value::Value::ArrayValue(a)) => Value::Array(a.values.iter().map(json_of).collect()),
        _ => Value::Null,
    }
}

impl OtlpReceiver {
    /// Starts it on a free loopback port.
    pub async fn start() -> Self {
        let server = MockServer::start().await;
        Mock::given(method("POST"))
            .and(path("/v1/traces"))
            .respond_with(ResponseTemplate::new(200))
            .mount(&server)
            .await;
        Self { server }
    }

    /// The base URL to give as `OTEL_EXPORTER_OTLP_ENDPOINT`.
    pub fn endpoint(&self) -> String {
        self.server.uri()
    }

    /// Every span received so far, in arrival order. Panics on a body that is not protobuf
    /// `ExportTraceServiceRequest`, or sent with another content type.
    pub async fn spans(&self) -> Vec<ReceivedSpan> {
        let mut out = Vec::new();
        for request in self.server.received_requests().await.unwrap_or_default() {
            let content_type = request
                .headers
                .get("content-type")
                .and_then(|v| v.to_str().ok())
                .unwrap_or_default()
                .to_owned();
            assert_eq!(content_type, "application/x-protobuf", "OTLP/HTTP protobuf");
            let decoded = ExportTraceServiceRequest::decode(request.body.as_slice())
                .unwrap_or_else(|e| panic!("not an OTLP ExportTraceServiceRequest: {e}"));
            for resource in decoded.resource_spans {
                let service = resource
                    .resource
                    .as_ref()
                    .and_then(|r| r.attributes.iter().find(|a| a.key == "service.name"))
                    .and_then(|a| a.value.as_ref())
                    .map(json_of)
                    .and_then(|v| v.as_str().map(str::to_owned))
                    .unwrap_or_default();
                for scope in resource.scope_spans {
                    for span in scope.spans {
                        let attributes = span
                            .attributes
                            .iter()
                            .map(|a| (a.key.clone(), a.value.as_ref().map_or(Value::Null, json_of)))
                            .collect();
                        out.push(ReceivedSpan {
                            name: span.name,
                            span_id: hex(&span.span_id),
                            parent_span_id: hex(&span.parent_span_id),
                            trace_id: hex(&span.trace_id),
                            attributes,
                            status: span.status.map_or(0, |s| s.code),
                            service: service.clone(),
                        });
                    }
                }
            }
        }
        out
    }
}
