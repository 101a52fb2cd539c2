//! The crate table of GUIDE.md section 1, checked against `cargo tree -e normal`: data flows
//! down, and no crate pulls in what its one job does not need.

use std::process::Command;

/// Each crate and what it must not depend on, directly or not.
const RULES: &[(&str, &[&str])] = &[
    (
        "ouzel-core",
        &["reqwest", "rusqlite", "rmcp", "ratatui", "clap", "anyhow"],
    ),
    ("ouzel-llm", &["rusqlite", "rmcp", "ratatui"]),
    ("ouzel-tools", &["rusqlite", "rmcp"]),
    ("ouzel-store", &["reqwest", "rmcp"]),
    ("ouzel-mcp", &["rusqlite"]),
    ("ouzel-agents", &["reqwest", "rusqlite"]),
    ("ouzel", &["clap", "ratatui"]),
    ("ouzel-tui", &["clap"]),
];

#[test]
fn no_crate_depends_on_what_its_job_does_not_need() {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let manifest = concat!(env!("CARGO_MANIFEST_DIR"), "/../../Cargo.toml");
    for (krate, forbidden) in RULES {
        let out = Command::new(&cargo)
            .args([
                "tree",
                "-e",
                "normal",
                "--prefix",
                "none",
                "--offline",
                "--locked",
                "--manifest-path",
                manifest,
                "-p",
                krate,
            ])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "cargo tree -p {krate}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let tree = String::from_utf8_lossy(&out.stdout);
        let names: Vec<&str> = tree.lines().filter_map(|l| l.split_whitespace().next()).collect();
        assert!(names.len() > 1, "{krate} has an empty tree: {tree}");
        for bad in *forbidden {
            assert!(
                !names.contains(bad),
                "{krate} depends on {bad}, which GUIDE.md section 1 forbids"
            );
        }
    }
}
