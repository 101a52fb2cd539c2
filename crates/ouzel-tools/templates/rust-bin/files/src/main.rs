fn main() {
    println!("{}", greeting("world"));
}

/// The greeting printed for `name`.
fn greeting(name: &str) -> String {
    format!("Hello, {name}!")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn greets_by_name() {
        assert_eq!(greeting("ouzel"), "Hello, ouzel!");
    }
}
