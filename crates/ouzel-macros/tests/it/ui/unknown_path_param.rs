use ouzel_macros::tool;

/// Writes.
#[tool(crate = "::ouzel_core", paths = "file")]
async fn write(path: String) -> String {
    path
}

fn main() {}
