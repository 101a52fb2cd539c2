//! Link options for the `ouzel` binary.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let target = std::env::var("TARGET").unwrap_or_default();
    let release = std::env::var("PROFILE").is_ok_and(|p| p == "release");
    // Relative relocations packed (DT_RELR, glibc 2.36+, GNU ld 2.38+ or lld): the 68,000
    // pointer fix-ups of a position-independent binary take 20 KB instead of 1.6 MB, which the
    // loader no longer reads at every start (issue 21: binary size, start-up, RSS). Linkers
    // and C libraries without it ignore the option with a warning.
    if release && target.contains("linux-gnu") {
        println!("cargo:rustc-link-arg-bins=-Wl,-z,pack-relative-relocs");
    }
}
