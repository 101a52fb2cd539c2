use ouzel_macros::tool;

/// Adds.
#[tool(crate = "::ouzel_core")]
fn add(a: i64, b: i64) -> i64 {
    a + b
}

fn main() {}
