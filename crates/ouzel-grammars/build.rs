//! Compiles each grammar's parser (its parse tables left out: they are in `tables.z`) and its
//! external scanner, as the upstream crates' build scripts do.

fn main() {
    for name in ["go", "javascript", "python", "rust", "typescript", "tsx"] {
        let dir = std::path::Path::new("grammars").join(name);
        let mut build = cc::Build::new();
        // Upstream's C, generated and as upstream builds it: its warnings are not ours to fix.
        build
            .include(&dir)
            .std("c11")
            .warnings(false)
            .file(dir.join("parser.c"));
        let scanner = dir.join("scanner.c");
        if scanner.exists() {
            build.file(&scanner);
        }
        build.compile(&format!("ouzel-grammar-{name}"));
        println!("cargo:rerun-if-changed={}", dir.display());
    }
}
