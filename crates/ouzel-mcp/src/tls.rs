//! The TLS provider of rmcp's HTTP client (reqwest 0.13).
//!
//! reqwest 0.13's own rustls provider is aws-lc-rs, a second TLS stack beside the ring that
//! ouzel's provider clients (reqwest 0.12) and PostgreSQL client already link — megabytes of
//! binary and a C build for nothing (issue 21). ouzel builds it without a provider
//! (`rustls-no-provider`), so ring must be the process's default provider before any of its
//! clients (rmcp's transport, its OAuth client, ours) is built: [`install_tls_provider`] does
//! that, and every path here that reaches such a client calls it first.

/// Makes ring the process's default rustls provider, unless one is already installed. Call it
/// before building a reqwest 0.13 client (it panics without a provider); calling it again is
/// free.
pub fn install_tls_provider() {
    if rustls::crypto::CryptoProvider::get_default().is_none() {
        // Err only when another thread installed one first, which is as good.
        let _ = rustls::crypto::ring::default_provider().install_default();
    }
}
