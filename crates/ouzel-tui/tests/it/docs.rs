//! README's key table and slash commands are the ones `/help` lists.

use ouzel_tui::commands::{COMMANDS, KEYS};

fn readme() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md")).expect("README.md")
}

#[test]
fn readme_lists_the_keys_help_lists() {
    let readme = readme();
    let rows: Vec<&str> = readme
        .lines()
        .filter_map(|l| l.strip_prefix("| "))
        .filter_map(|l| l.split(" | ").next())
        .collect();
    for (key, _) in KEYS {
        assert!(rows.contains(key), "README's key table has no row `| {key} |`");
    }
}

#[test]
fn readme_names_every_slash_command() {
    let readme = readme();
    for (usage, _) in COMMANDS {
        let name = usage.split_whitespace().next().unwrap_or(usage);
        assert!(readme.contains(&format!("`{name}")), "README does not mention {name}");
    }
}
