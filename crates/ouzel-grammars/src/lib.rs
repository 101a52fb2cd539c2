//! The tree-sitter grammars ouzel parses — Rust, Python, JavaScript, TypeScript, TSX and Go —
//! with their parse tables compressed.
//!
//! A generated tree-sitter parser is mostly tables: in the upstream grammar crates, 4.6 of the
//! 4.8 MB they add to a binary are parse tables, parse actions and lexer modes, which deflate
//! to 0.4 MB (issue 21: a release binary under 20 MB). Here each grammar is the upstream
//! `parser.c` without those tables (`grammars/NAME/`, written by `scripts/grammars`) and the
//! tables deflated; a grammar's tables are inflated once, the first time its language is
//! asked for (a few milliseconds, then kept for the process), and the language is the
//! upstream one, table for table — the tests compare every byte and parse the same sources
//! with both.
//!
//! Each module mirrors its upstream crate: `LANGUAGE` (a [`LanguageFn`], `.into()` a
//! `tree_sitter::Language`) and the highlighting queries ouzel uses.

// The languages are C structures handed to tree-sitter through its C ABI; the unsafe code is
// the hand-over (the tables' pointers to C, the language's pointer back) and nothing else.
#![allow(unsafe_code)]

use std::sync::OnceLock;

pub use tree_sitter_language::LanguageFn;

mod generated;

/// A grammar's five tables as the C compiler lays them out, each padded to 8 bytes, deflated
/// (zlib): parse table, small parse table, small parse table map, parse actions, lexer modes.
struct Tables {
    packed: &'static [u8],
    lengths: [usize; 5],
}

impl Tables {
    /// The tables inflated into memory kept for the process, and where each starts.
    fn unpack(&self) -> [*const u8; 5] {
        let padded = |n: usize| n.div_ceil(8) * 8;
        let total: usize = self.lengths.iter().map(|&n| padded(n)).sum();
        // u64 words: every table starts 8-aligned, as the C arrays it replaces require.
        let words: &'static mut [u64] = Vec::leak(vec![0u64; total / 8]);
        // SAFETY: a u64 slice viewed as its bytes: same memory, any bit pattern valid.
        let bytes = unsafe { std::slice::from_raw_parts_mut(words.as_mut_ptr().cast::<u8>(), total) };
        let inflated =
            miniz_oxide::inflate::decompress_slice_iter_to_slice(bytes, std::iter::once(self.packed), true, false);
        // The packed tables are part of this crate's source, checked by its tests: a mismatch
        // is a broken build, not an input error.
        assert_eq!(
            inflated,
            Ok(total),
            "a grammar's packed tables do not inflate to their lengths"
        );
        let mut starts = [std::ptr::null(); 5];
        let mut at = 0;
        for (start, &n) in starts.iter_mut().zip(&self.lengths) {
            *start = bytes[at..].as_ptr();
            at += padded(n);
        }
        starts
    }
}

/// The language, its tables inflated on the first call and the same pointer after.
fn language(
    once: &OnceLock<usize>,
    tables: &Tables,
    with: unsafe extern "C" fn(*const u8, *const u8, *const u8, *const u8, *const u8) -> *const (),
) -> *const () {
    *once.get_or_init(|| {
        let [parse, small, map, actions, modes] = tables.unpack();
        // SAFETY: `with` stores the tables' pointers in its grammar's static language and
        // returns it; the tables live for the process, and the OnceLock makes this the only
        // call, so no thread reads the language while it is written.
        unsafe { with(parse, small, map, actions, modes) as usize }
    }) as *const ()
}

macro_rules! grammar {
    ($doc:literal, $name:ident, $tables:path, $c:ident, $lang:ident) => {
        unsafe extern "C" {
            fn $c(
                parse_table: *const u8,
                small_parse_table: *const u8,
                small_parse_table_map: *const u8,
                parse_actions: *const u8,
                lex_modes: *const u8,
            ) -> *const ();
        }

        unsafe extern "C" fn $lang() -> *const () {
            static ONCE: OnceLock<usize> = OnceLock::new();
            language(&ONCE, &$tables, $c)
        }

        #[doc = $doc]
        // SAFETY: the function returns a valid TSLanguage of its grammar's ABI version.
        pub const $name: LanguageFn = unsafe { LanguageFn::from_raw($lang) };
    };
}

/// Go (tree-sitter-go).
pub mod go {
    use super::*;
    grammar!(
        "The Go language.",
        LANGUAGE,
        generated::GO,
        ouzel_grammar_go,
        go_language
    );
    /// Syntax highlighting query.
    pub const HIGHLIGHTS_QUERY: &str = include_str!("../grammars/go/highlights.scm");
}

/// JavaScript and JSX (tree-sitter-javascript).
pub mod javascript {
    use super::*;
    grammar!(
        "The JavaScript language (with JSX).",
        LANGUAGE,
        generated::JAVASCRIPT,
        ouzel_grammar_javascript,
        javascript_language
    );
    /// Syntax highlighting query.
    pub const HIGHLIGHT_QUERY: &str = include_str!("../grammars/javascript/highlights.scm");
    /// Syntax highlighting query for JSX.
    pub const JSX_HIGHLIGHT_QUERY: &str = include_str!("../grammars/javascript/highlights-jsx.scm");
    /// Local-variable query.
    pub const LOCALS_QUERY: &str = include_str!("../grammars/javascript/locals.scm");
}

/// Python (tree-sitter-python).
pub mod python {
    use super::*;
    grammar!(
        "The Python language.",
        LANGUAGE,
        generated::PYTHON,
        ouzel_grammar_python,
        python_language
    );
    /// Syntax highlighting query.
    pub const HIGHLIGHTS_QUERY: &str = include_str!("../grammars/python/highlights.scm");
}

/// Rust (tree-sitter-rust).
pub mod rust {
    use super::*;
    grammar!(
        "The Rust language.",
        LANGUAGE,
        generated::RUST,
        ouzel_grammar_rust,
        rust_language
    );
    /// Syntax highlighting query.
    pub const HIGHLIGHTS_QUERY: &str = include_str!("../grammars/rust/highlights.scm");
}

/// TypeScript and TSX (tree-sitter-typescript).
pub mod typescript {
    use super::*;
    grammar!(
        "The TypeScript language.",
        LANGUAGE_TYPESCRIPT,
        generated::TYPESCRIPT,
        ouzel_grammar_typescript,
        typescript_language
    );
    grammar!(
        "The TSX language.",
        LANGUAGE_TSX,
        generated::TSX,
        ouzel_grammar_tsx,
        tsx_language
    );
    /// Syntax highlighting query (used together with JavaScript's).
    pub const HIGHLIGHTS_QUERY: &str = include_str!("../grammars/typescript/highlights.scm");
    /// Local-variable query.
    pub const LOCALS_QUERY: &str = include_str!("../grammars/typescript/locals.scm");
}
