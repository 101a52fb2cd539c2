//! `#[tool]` as a tool author meets it: the definition it writes, calls through a real
//! executor, and the compile errors of a wrong function (trybuild).
#![allow(clippy::unwrap_used, unreachable_pub, missing_docs)]

mod calls;

#[test]
fn wrong_functions_fail_to_compile_naming_what_to_fix() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/it/ui/*.rs");
}
