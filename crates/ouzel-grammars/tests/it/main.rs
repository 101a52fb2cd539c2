//! Each compact grammar against its upstream crate: the same tables byte for byte, the same
//! language through tree-sitter's API, the same trees for the same sources.

#![allow(unsafe_code)]

use tree_sitter::{Language, Parser};
use tree_sitter_language::LanguageFn;

/// The start of tree-sitter's `TSLanguage`, the same in ABI 14 and 15 (parser.h): the counts,
/// then the tables.
#[repr(C)]
struct Head {
    abi_version: u32,
    symbol_count: u32,
    alias_count: u32,
    token_count: u32,
    external_token_count: u32,
    state_count: u32,
    large_state_count: u32,
    production_id_count: u32,
    field_count: u32,
    max_alias_sequence_length: u16,
    parse_table: *const u8,
    small_parse_table: *const u8,
    small_parse_table_map: *const u8,
    parse_actions: *const u8,
    symbol_names: *const u8,
    field_names: *const u8,
    field_map_slices: *const u8,
    field_map_entries: *const u8,
    symbol_metadata: *const u8,
    public_symbol_map: *const u8,
    alias_map: *const u8,
    alias_sequences: *const u8,
    lex_modes: *const u8,
}

fn head(language: LanguageFn) -> &'static Head {
    // SAFETY: a LanguageFn returns a pointer to its grammar's static TSLanguage, which begins
    // with the fields of `Head` in both ABI versions these grammars use.
    unsafe { &*(language.into_raw()()).cast::<Head>() }
}

/// (name, ours, upstream)
fn grammars() -> Vec<(&'static str, LanguageFn, LanguageFn)> {
    vec![
        ("go", ouzel_grammars::go::LANGUAGE, tree_sitter_go::LANGUAGE),
        (
            "javascript",
            ouzel_grammars::javascript::LANGUAGE,
            tree_sitter_javascript::LANGUAGE,
        ),
        ("python", ouzel_grammars::python::LANGUAGE, tree_sitter_python::LANGUAGE),
        ("rust", ouzel_grammars::rust::LANGUAGE, tree_sitter_rust::LANGUAGE),
        (
            "typescript",
            ouzel_grammars::typescript::LANGUAGE_TYPESCRIPT,
            tree_sitter_typescript::LANGUAGE_TYPESCRIPT,
        ),
        (
            "tsx",
            ouzel_grammars::typescript::LANGUAGE_TSX,
            tree_sitter_typescript::LANGUAGE_TSX,
        ),
    ]
}

/// The bytes of a table of `n` elements of `size` bytes.
fn bytes(p: *const u8, n: usize) -> &'static [u8] {
    // SAFETY: callers pass a table's pointer and its element count from the same language.
    unsafe { std::slice::from_raw_parts(p, n) }
}

/// The length in u16 words of the small parse table: past the last state's groups.
fn small_table_words(h: &Head) -> usize {
    let states = (h.state_count - h.large_state_count) as usize;
    let map = bytes(h.small_parse_table_map, states * 4);
    let table = h.small_parse_table.cast::<u16>();
    let last = map
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]) as usize)
        .max()
        .unwrap_or(0);
    // SAFETY: `last` indexes a state's entry in the table: a group count, then per group a
    // value, a symbol count and the symbols.
    unsafe {
        let mut at = last;
        let groups = *table.add(at) as usize;
        at += 1;
        for _ in 0..groups {
            let symbols = *table.add(at + 1) as usize;
            at += 2 + symbols;
        }
        at
    }
}

/// The length in 8-byte entries of the parse actions: past the last action list a terminal's
/// lookup refers to (a list is a header entry with its count, then the actions).
fn parse_action_entries(h: &Head) -> usize {
    let words = |p: *const u8, n: usize| -> Vec<u16> {
        bytes(p, n * 2)
            .chunks(2)
            .map(|c| u16::from_le_bytes([c[0], c[1]]))
            .collect()
    };
    let (symbols, tokens) = (h.symbol_count as usize, h.token_count as usize);
    let large = words(h.parse_table, h.large_state_count as usize * symbols);
    let mut last = large
        .chunks(symbols)
        .flat_map(|row| row[..tokens].iter().copied())
        .max()
        .unwrap_or(0);
    let small = words(h.small_parse_table, small_table_words(h));
    let map = bytes(
        h.small_parse_table_map,
        (h.state_count - h.large_state_count) as usize * 4,
    );
    for start in map
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]) as usize)
    {
        let mut at = start + 1;
        for _ in 0..small[start] {
            let (value, count) = (small[at], small[at + 1] as usize);
            if small[at + 2..at + 2 + count].iter().any(|&s| (s as usize) < tokens) {
                last = last.max(value);
            }
            at += 2 + count;
        }
    }
    // The header entry's first byte is its action count.
    last as usize + 1 + bytes(h.parse_actions, (last as usize + 1) * 8)[last as usize * 8] as usize
}

#[test]
fn every_table_is_upstreams_byte_for_byte() {
    for (name, ours, upstream) in grammars() {
        let (o, u) = (head(ours), head(upstream));
        let counts = |h: &Head| {
            [
                h.abi_version,
                h.symbol_count,
                h.alias_count,
                h.token_count,
                h.external_token_count,
                h.state_count,
                h.large_state_count,
                h.production_id_count,
                h.field_count,
                u32::from(h.max_alias_sequence_length),
            ]
        };
        assert_eq!(counts(o), counts(u), "{name}: counts");
        let large = (u.large_state_count * u.symbol_count) as usize * 2;
        assert_eq!(
            bytes(o.parse_table, large),
            bytes(u.parse_table, large),
            "{name}: parse table"
        );
        let small = small_table_words(u) * 2;
        assert_eq!(
            small_table_words(o),
            small_table_words(u),
            "{name}: small parse table length"
        );
        assert_eq!(
            bytes(o.small_parse_table, small),
            bytes(u.small_parse_table, small),
            "{name}: small parse table"
        );
        let map = (u.state_count - u.large_state_count) as usize * 4;
        assert_eq!(
            bytes(o.small_parse_table_map, map),
            bytes(u.small_parse_table_map, map),
            "{name}: small table map"
        );
        let actions = parse_action_entries(u) * 8;
        assert_eq!(parse_action_entries(o) * 8, actions, "{name}: parse actions length");
        assert_eq!(
            bytes(o.parse_actions, actions),
            bytes(u.parse_actions, actions),
            "{name}: parse actions"
        );
        // Lexer modes: 4 bytes a state in ABI 14, 6 in ABI 15.
        let mode = if u.abi_version >= 15 { 6 } else { 4 };
        let modes = u.state_count as usize * mode;
        assert_eq!(
            bytes(o.lex_modes, modes),
            bytes(u.lex_modes, modes),
            "{name}: lexer modes"
        );
        // The other tables are the upstream parser.c's own, compiled from its text.
        assert_ne!(o.symbol_names, u.symbol_names, "{name}: ours is a separate build");
    }
}

#[test]
fn every_parse_action_is_upstreams() {
    for (name, ours, upstream) in grammars() {
        let (ol, ul) = (Language::new(ours), Language::new(upstream));
        assert_eq!(ol.node_kind_count(), ul.node_kind_count(), "{name}");
        assert_eq!(ol.parse_state_count(), ul.parse_state_count(), "{name}");
        for id in 0..ul.node_kind_count() as u16 {
            assert_eq!(ol.node_kind_for_id(id), ul.node_kind_for_id(id), "{name}: symbol {id}");
        }
        for field in 1..=ul.field_count() as u16 {
            assert_eq!(
                ol.field_name_for_id(field),
                ul.field_name_for_id(field),
                "{name}: field {field}"
            );
        }
        // Every state's valid symbols and every transition: what the parse actions and both
        // parse tables give, through tree-sitter's own lookups.
        for state in 0..ul.parse_state_count() as u16 {
            let symbols = |l: &Language| l.lookahead_iterator(state).map(|it| it.collect::<Vec<_>>());
            assert_eq!(symbols(&ol), symbols(&ul), "{name}: lookahead of state {state}");
            // Symbols, not aliases (ids from symbol_count on): tree-sitter does not bound a
            // lookup, and an alias's would read past the table.
            for symbol in 0..head(upstream).symbol_count as u16 {
                assert_eq!(
                    ol.next_state(state, symbol),
                    ul.next_state(state, symbol),
                    "{name}: {state} on {symbol}"
                );
            }
        }
    }
}

const SOURCES: &[(&str, &str)] = &[
    (
        "go",
        "package main\n\nimport \"fmt\"\n\ntype T struct{ A int `json:\"a\"` }\n\nfunc (t *T) M(xs ...int) (n int, err error) {\n\tfor i, x := range xs {\n\t\tswitch {\n\t\tcase x > 0:\n\t\t\tn += i\n\t\t}\n\t}\n\tgo func() { ch <- 1 }()\n\tdefer fmt.Println(\"done\")\n\treturn\n}\n",
    ),
    (
        "javascript",
        "import x, { y as z } from './m.js';\nexport default class A extends B {\n  #p = 1;\n  static async *g(a = 1, ...r) { yield* r; }\n  get v() { return this.#p ?? `t${a}`; }\n}\nconst f = async ({ a, b: [c] }) => await c?.(a);\nconst el = <div className=\"x\">{items.map(i => <Item key={i} />)}</div>;\n/re+gex/gi.test(s);\n",
    ),
    (
        "python",
        "from __future__ import annotations\nimport asyncio\n\n@dataclass\nclass A(Base, metaclass=M):\n    \"\"\"Doc.\"\"\"\n    x: int = 1\n\n    async def run(self, *args, **kw) -> list[int]:\n        async with lock:\n            return [y async for y in gen() if y]\n\nmatch cmd:\n    case {\"k\": v, **rest}:\n        print(f\"{v!r:>10}\")\n    case _:\n        pass\nlambda x, /, y=2: (yield x)\n",
    ),
    (
        "rust",
        "use std::{collections::HashMap, fmt};\n\n#[derive(Debug)]\npub struct S<'a, T: fmt::Debug + ?Sized> { x: &'a T }\n\nimpl<T> Drop for S<'_, T> where T: ?Sized { fn drop(&mut self) {} }\n\nmacro_rules! m { ($e:expr) => { $e + 1 }; }\n\nasync fn f(x: Option<u8>) -> Result<(), Box<dyn std::error::Error>> {\n    let Some(y) = x else { return Ok(()) };\n    match y { 0..=9 => println!(\"{y}\"), _ if y > 10 => {}, _ => unreachable!() }\n    let c = |a: u8| -> u8 { a << 2 };\n    unsafe { std::ptr::null::<u8>().read() };\n    Ok(())\n}\n",
    ),
    (
        "typescript",
        "import type { A } from './a';\nexport interface I<T extends object = {}> { readonly a?: T[keyof T]; (x: number): void }\nenum E { A = 1, B }\ntype U = `pre${string}` | (A & { b: never });\nabstract class C<T> implements I<T> {\n  private constructor(protected readonly x: T) { super(); }\n  abstract m(): asserts this is C<T>;\n  declare y: number;\n}\nfunction f<T>(x: T): x is T { return x satisfies unknown as any; }\nnamespace N { export const n = <T,>(x: T) => x!; }\n",
    ),
    (
        "tsx",
        "import React from 'react';\nexport const App: React.FC<{ n: number }> = ({ n }) => {\n  const [s, set] = useState<string | null>(null);\n  return (\n    <>\n      <Header title={`n=${n}`} onClick={() => set('x')} />\n      {s && <p className=\"s\">{s as string}</p>}\n    </>\n  );\n};\n",
    ),
];

fn tree(language: LanguageFn, source: &str) -> String {
    let mut parser = Parser::new();
    parser.set_language(&Language::new(language)).expect("language loads");
    let tree = parser.parse(source, None).expect("parses");
    tree.root_node().to_sexp()
}

#[test]
fn the_same_sources_parse_to_the_same_trees() {
    for (name, ours, upstream) in grammars() {
        let source = SOURCES
            .iter()
            .find(|(n, _)| *n == name)
            .expect("a source for each grammar")
            .1;
        let (o, u) = (tree(ours, source), tree(upstream, source));
        assert_eq!(o, u, "{name}");
        assert!(!o.contains("ERROR"), "{name}: the sample parses without errors: {o}");
        // A broken source recovers the same way too.
        let broken = &source[..source.len() * 2 / 3];
        assert_eq!(tree(ours, broken), tree(upstream, broken), "{name}: error recovery");
    }
}

#[test]
fn this_repositorys_rust_parses_as_upstream_parses_it() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = 0;
    for dir in ["ouzel-core/src", "ouzel-tools/src", "ouzel-grammars/src"] {
        for entry in std::fs::read_dir(root.join(dir)).expect("crate sources") {
            let path = entry.expect("entry").path();
            if path.extension().is_some_and(|e| e == "rs") {
                let source = std::fs::read_to_string(&path).expect("readable");
                let ours = tree(ouzel_grammars::rust::LANGUAGE, &source);
                assert_eq!(ours, tree(tree_sitter_rust::LANGUAGE, &source), "{}", path.display());
                files += 1;
            }
        }
    }
    assert!(files > 20, "parsed {files} files");
}

#[test]
fn the_queries_are_upstreams() {
    use ouzel_grammars as ours;
    let pairs = [
        ("go", ours::go::HIGHLIGHTS_QUERY, tree_sitter_go::HIGHLIGHTS_QUERY),
        (
            "js",
            ours::javascript::HIGHLIGHT_QUERY,
            tree_sitter_javascript::HIGHLIGHT_QUERY,
        ),
        (
            "jsx",
            ours::javascript::JSX_HIGHLIGHT_QUERY,
            tree_sitter_javascript::JSX_HIGHLIGHT_QUERY,
        ),
        (
            "js locals",
            ours::javascript::LOCALS_QUERY,
            tree_sitter_javascript::LOCALS_QUERY,
        ),
        (
            "python",
            ours::python::HIGHLIGHTS_QUERY,
            tree_sitter_python::HIGHLIGHTS_QUERY,
        ),
        ("rust", ours::rust::HIGHLIGHTS_QUERY, tree_sitter_rust::HIGHLIGHTS_QUERY),
        (
            "ts",
            ours::typescript::HIGHLIGHTS_QUERY,
            tree_sitter_typescript::HIGHLIGHTS_QUERY,
        ),
        (
            "ts locals",
            ours::typescript::LOCALS_QUERY,
            tree_sitter_typescript::LOCALS_QUERY,
        ),
    ];
    for (name, ours, upstream) in pairs {
        assert_eq!(ours, upstream, "{name}");
    }
}

#[test]
fn threads_asking_first_all_get_one_language() {
    let pointers: Vec<usize> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..8)
            .map(|_| s.spawn(|| unsafe { ouzel_grammars::typescript::LANGUAGE_TSX.into_raw()() } as usize))
            .collect();
        handles.into_iter().map(|h| h.join().expect("thread")).collect()
    });
    assert!(pointers.iter().all(|&p| p == pointers[0] && p != 0), "{pointers:?}");
}
