//! Traces of runs, received by a real OTLP/HTTP receiver on loopback and decoded with the
//! official protocol definitions.
#![allow(clippy::unwrap_used)]

mod spans;
