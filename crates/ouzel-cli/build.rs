//! Link options for the `ouzel` binary.

use std::path::Path;

/// Set to keep the symbol table in a release build, to profile it or to write
/// `symbol-order.txt` from it (`scripts/symbol-order`).
const KEEP_SYMBOLS: &str = "OUZEL_KEEP_SYMBOLS";

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=symbol-order.txt");
    println!("cargo:rerun-if-env-changed={KEEP_SYMBOLS}");
    let target = std::env::var("TARGET").unwrap_or_default();
    let release = std::env::var("PROFILE").is_ok_and(|p| p == "release");
    if !release || !target.contains("-linux-") {
        // Elsewhere (no sandbox there) the release binary keeps its symbol table.
        return;
    }
    // The symbol table is stripped here rather than by the profile's `strip`: that setting is
    // part of every crate's symbol hashes, so a build keeping the table (to write the order
    // below) would name every function differently from the shipped one.
    if std::env::var_os(KEEP_SYMBOLS).is_none() {
        println!("cargo:rustc-link-arg-bin=ouzel=-Wl,--strip-all");
    }
    if !target.contains("linux-gnu") {
        return;
    }
    // Relative relocations packed (DT_RELR, glibc 2.36+, GNU ld 2.38+ or lld): the 68,000
    // pointer fix-ups of a position-independent binary take 20 KB instead of 1.6 MB, which the
    // loader no longer reads at every start (issue 21: binary size, start-up, RSS). Linkers
    // and C libraries without it ignore the option with a warning.
    println!("cargo:rustc-link-arg-bins=-Wl,-z,pack-relative-relocs");
    // The functions a session runs, placed together at the start of the code: the kernel maps
    // code 64 KiB at a time around each first touch, so with them scattered over the 16 MB a
    // short job had two thirds of it resident (issue 21, RSS). Names missing from this build
    // (a function renamed or inlined since the list was written) are skipped; the list only
    // decides placement, never what is linked. Only where rustc links with its own lld (the
    // default on x86_64 Linux since 1.90): GNU ld does not know the option.
    let order = Path::new(&std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default()).join("symbol-order.txt");
    if order.exists() && target == "x86_64-unknown-linux-gnu" && links_with_rust_lld() {
        println!(
            "cargo:rustc-link-arg-bin=ouzel=-Wl,--symbol-ordering-file={}",
            order.display()
        );
        println!("cargo:rustc-link-arg-bin=ouzel=-Wl,--no-warn-symbol-ordering");
    }
}

/// Whether rustc links with its own lld here: 1.90 or later on x86_64 Linux, and no linker of
/// the user's choosing in the flags.
fn links_with_rust_lld() -> bool {
    let flags = std::env::var("CARGO_ENCODED_RUSTFLAGS").unwrap_or_default();
    if flags.contains("linker") || flags.contains("fuse-ld") {
        return false;
    }
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let version = std::process::Command::new(rustc)
        .arg("--version")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
        .unwrap_or_default();
    // "rustc 1.95.0 (59807616e 2026-04-14)"
    let minor = version
        .split_whitespace()
        .nth(1)
        .and_then(|v| v.split('.').nth(1))
        .and_then(|m| m.parse::<u32>().ok());
    minor.is_some_and(|m| m >= 90)
}
