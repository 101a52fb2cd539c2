//! Integration tests of ouzel-mcp: our server against the official Python client, our client
//! against reference servers, and the two against each other.

mod oauth;
mod python;
mod reference;
mod roundtrip;
mod support;
