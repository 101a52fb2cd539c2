//! End-to-end tests of the `ouzel` binary against an in-process server that speaks the real
//! OpenAI Chat Completions SSE format.

mod exec;
mod support;
