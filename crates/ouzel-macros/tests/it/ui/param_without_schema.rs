use ouzel_macros::tool;

struct Point {
    x: f64,
}

/// Measures.
#[tool(crate = "::ouzel_core")]
async fn measure(label: String, point: Point) -> f64 {
    let _ = label;
    point.x
}

fn main() {}
