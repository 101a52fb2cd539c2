//! The core of ouzel: conversation types, tools and their registry, the event stream, the
//! permission gate, the tool executor and the agent loop. No I/O of its own: providers,
//! tools and stores plug in through the traits defined here.
//!
//! ```
//! use ouzel_core::{ContentBlock, Message, Role};
//! let m = Message::new(Role::User, vec![ContentBlock::text("hello")]);
//! assert_eq!(m.text(), "hello");
//! ```

#[doc(hidden)]
#[path = "tool_support.rs"]
pub mod __tool_support;
mod agent;
mod args;
mod cache;
mod checkpoint;
mod compact;
mod decided;
mod echo;
mod emit;
mod event;
mod executor;
mod fallback;
mod files;
mod fn_tool;
mod history;
mod hooks;
mod ids;
pub mod image;
mod lifecycle;
mod message;
mod mode;
mod op;
mod output;
mod permission;
pub mod protected;
mod provider;
mod repair;
mod retry;
mod reuse;
mod rules;
mod scope;
pub mod secret_env;
mod shell_parse;
mod store;
pub mod suggest;
mod todo;
mod tool;
mod turn;
mod usage;
mod validate;

pub use agent::{Agent, AgentBuilder, AnswerCheck, BuildError, Limits, NoAnswer, RunOutcome, RunStream, ToolSession};
pub use args::{ArgumentError, ParsedArguments, parse_arguments};
pub use cache::ToolCache;
pub use checkpoint::{CheckpointError, Checkpoints, Reach};
pub use compact::CompactionOptions;
pub use decided::DecidedBy;
pub use emit::Emitter;
pub use event::{AgentEvent, Decision, Event, FinishReason, RunState};
pub use executor::{Executor, PendingCall, paths_conflict};
pub use fallback::{TextCall, TextCalls, parse_text_tool_calls};
pub use files::FileAccess;
pub use fn_tool::{FnTool, from_fn};
pub use history::{
    PruneOptions, estimate_tokens, prepare as prepare_history, prune_tool_outputs, sanitize as sanitize_history,
};
pub use hooks::{CompactTrigger, HookOutcome, HookSession, HookVerdict, Hooks, SessionSource};
pub use ids::{SessionId, ToolCallId, file_safe};
pub use image::{Image, ImageError};
pub use lifecycle::{CallRecord, CallRegistry, CallState};
pub use message::{ContentBlock, Message, Role};
pub use mode::SessionMode;
pub use op::{Approval, ApprovalChoice, Op, OpError};
pub use output::{check as check_output, parse_json_answer};
pub use permission::{
    ApprovalMode, CallInfo, CallPreview, GateOutcome, HookStance, PermissionGate, PermissionPolicy, Verdict,
};
pub use provider::{
    ModelChoice, ModelParams, ModelRequest, ModelStream, Provider, ProviderError, ProviderFactory, ReasoningEffort,
    StopReason, StreamEvent, TimeoutKind, ToolSpec,
};
pub use repair::repair_json;
pub use retry::{ExponentialBackoff, RetryPolicy};
pub use reuse::MessageReuse;
#[cfg(feature = "test-support")]
pub use reuse::TestSlots;
pub use rules::{Rule, RuleSet, ToolRule, glob_match};
pub use scope::{AllowedTool, Narrowing, ToolScope};
pub use shell_parse::{CommandLine, ParseError, SimpleCommand, parse_command_line};
pub use store::{SessionStore, StoreError};
pub use todo::{TodoItem, TodoStatus, render_todos};
pub use tool::{
    CachePolicy, CallTools, Effects, ExtraDir, Origin, Risk, SchemaJson, Subject, Tool, ToolCategory, ToolContext,
    ToolDefinition, ToolError, ToolOutput, ToolRegistry, ToolSchema, guess_paths, normalize_path, parse_args,
    schema_for,
};
pub use turn::{
    Effect, Facts, Happened, Interrupt, ModelAnswer, ModelFailure, Next, OpenCall, Phase, Step, TURN_FORMAT, Turn,
    TurnConfig, TurnFormatError, TurnState, pending as pending_call,
};
pub use usage::{Price, TokenUsage, UsageMeter};

/// Re-exported for tool and provider implementors.
pub use async_trait::async_trait;
/// Re-exported so tool authors derive schemas with the same version the core uses.
pub use schemars;
/// Re-exported so embedders cancel with the same token type.
pub use tokio_util::sync::CancellationToken;
