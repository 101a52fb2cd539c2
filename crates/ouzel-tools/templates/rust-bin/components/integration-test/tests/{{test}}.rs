//! Runs the built `{{binary}}` binary as a user would.

use std::process::Command;

#[test]
fn {{test}}() {
    let out = Command::new(env!("CARGO_BIN_EXE_{{binary}}"))
        .output()
        .expect("the binary starts");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
}
