//! `find_definition`: where a symbol is defined, from tree-sitter parses of Rust, Python,
//! JavaScript, TypeScript (and TSX) and Go files.
//!
//! Files are found with the same .gitignore-aware parallel walk as `grep_search`; only files
//! whose bytes contain the name are parsed, so a search over a large tree costs little more than
//! a literal grep.

use crate::fs::{blocking, path_arg, shown_path};
use crate::search::walker;
use crate::workspace::{Access, resolve_in};
use ouzel_core::schemars::JsonSchema;
use ouzel_core::{
    Effects, Risk, Subject, Tool, ToolCategory, ToolContext, ToolDefinition, ToolError, ToolOutput, async_trait,
    parse_args,
};
use serde::Deserialize;
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::Duration;
use tree_sitter::{Language, Node, Parser, Query, QueryCursor, StreamingIterator};

/// Most definitions shown.
const MAX_DEFINITIONS: usize = 100;
/// Files larger than this are not parsed (generated or minified code).
const MAX_FILE: u64 = 2 * 1024 * 1024;
/// Longest signature shown.
const SIGNATURE_WIDTH: usize = 240;

const RUST: &str = r#"
(function_item name: (_) @name) @def
(function_signature_item name: (_) @name) @def
(struct_item name: (_) @name) @def
(enum_item name: (_) @name) @def
(union_item name: (_) @name) @def
(type_item name: (_) @name) @def
(trait_item name: (_) @name) @def
(mod_item name: (_) @name) @def
(macro_definition name: (_) @name) @def
(const_item name: (_) @name) @def
(static_item name: (_) @name) @def
(enum_variant name: (_) @name) @def
(associated_type name: (_) @name) @def
"#;

const PYTHON: &str = r#"
(function_definition name: (_) @name) @def
(class_definition name: (_) @name) @def
(module (expression_statement (assignment left: (identifier) @name) @def))
(class_definition body: (block (expression_statement (assignment left: (identifier) @name) @def)))
"#;

/// Shared by JavaScript and TypeScript.
const ECMASCRIPT: &str = r#"
(function_declaration name: (_) @name) @def
(generator_function_declaration name: (_) @name) @def
(class_declaration name: (_) @name) @def
(method_definition name: (_) @name) @def
(program (lexical_declaration (variable_declarator name: (identifier) @name) @def))
(program (variable_declaration (variable_declarator name: (identifier) @name) @def))
(export_statement declaration: (lexical_declaration (variable_declarator name: (identifier) @name) @def))
(variable_declarator name: (identifier) @name value: [(arrow_function) (function_expression) (class)]) @def
(assignment_expression
  left: (member_expression property: (property_identifier) @name)
  right: [(arrow_function) (function_expression) (class)]) @def
(pair key: (property_identifier) @name value: [(arrow_function) (function_expression)]) @def
"#;

const JAVASCRIPT: &str = r#"
(field_definition property: (_) @name) @def
"#;

const TYPESCRIPT: &str = r#"
(interface_declaration name: (_) @name) @def
(type_alias_declaration name: (_) @name) @def
(enum_declaration name: (_) @name) @def
(abstract_class_declaration name: (_) @name) @def
(function_signature name: (_) @name) @def
(method_signature name: (_) @name) @def
(abstract_method_signature name: (_) @name) @def
(public_field_definition name: (_) @name) @def
(module name: (_) @name) @def
(internal_module name: (_) @name) @def
"#;

const GO: &str = r#"
(function_declaration name: (_) @name) @def
(method_declaration name: (_) @name) @def
(type_spec name: (_) @name) @def
(type_alias name: (_) @name) @def
(method_elem name: (_) @name) @def
(source_file (const_declaration (const_spec name: (_) @name) @def))
(source_file (var_declaration (var_spec name: (_) @name) @def))
(source_file (var_declaration (var_spec_list (var_spec name: (_) @name) @def)))
"#;

/// A language: its grammar and its compiled definition query.
struct Lang {
    language: Language,
    query: Query,
    def: u32,
    name: u32,
}

/// The languages `find_definition` knows, each by the file extensions it claims.
#[derive(Debug, Clone, Copy)]
enum Kind {
    Rust,
    Python,
    JavaScript,
    TypeScript,
    Tsx,
    Go,
}

impl Kind {
    fn for_path(path: &Path) -> Option<Kind> {
        let ext = path.extension()?.to_str()?;
        Some(match ext {
            "rs" => Kind::Rust,
            "py" | "pyi" => Kind::Python,
            "js" | "mjs" | "cjs" | "jsx" => Kind::JavaScript,
            "ts" | "mts" | "cts" => Kind::TypeScript,
            "tsx" => Kind::Tsx,
            "go" => Kind::Go,
            _ => return None,
        })
    }

    /// The language and its query, made the first time a file of it is parsed: a grammar's
    /// tables are inflated on its first use (ouzel-grammars), so a search of a Rust tree
    /// never unpacks the other five.
    fn lang(self) -> Result<&'static Lang, ToolError> {
        static LANGS: [OnceLock<Result<Lang, String>>; 6] = [const { OnceLock::new() }; 6];
        LANGS[self as usize]
            .get_or_init(|| match self {
                Kind::Rust => lang(ouzel_grammars::rust::LANGUAGE.into(), &[RUST]),
                Kind::Python => lang(ouzel_grammars::python::LANGUAGE.into(), &[PYTHON]),
                Kind::JavaScript => lang(ouzel_grammars::javascript::LANGUAGE.into(), &[ECMASCRIPT, JAVASCRIPT]),
                Kind::TypeScript => lang(
                    ouzel_grammars::typescript::LANGUAGE_TYPESCRIPT.into(),
                    &[ECMASCRIPT, TYPESCRIPT],
                ),
                Kind::Tsx => lang(
                    ouzel_grammars::typescript::LANGUAGE_TSX.into(),
                    &[ECMASCRIPT, TYPESCRIPT],
                ),
                Kind::Go => lang(ouzel_grammars::go::LANGUAGE.into(), &[GO]),
            })
            .as_ref()
            .map_err(|e| ToolError::failed(format!("internal error in find_definition ({self:?}): {e}")))
    }
}

fn lang(language: Language, sources: &[&str]) -> Result<Lang, String> {
    let source = sources.concat();
    let query = Query::new(&language, &source).map_err(|e| format!("definition query: {e}"))?;
    let index = |n: &str| {
        query
            .capture_index_for_name(n)
            .ok_or_else(|| format!("definition query has no @{n} capture"))
    };
    let (def, name) = (index("def")?, index("name")?);
    Ok(Lang {
        language,
        query,
        def,
        name,
    })
}

// ---------------------------------------------------------------------------------------------

/// Arguments of `find_definition`.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct FindDefinitionArgs {
    /// The name to look up, e.g. `parse_args`, or qualified by its type, class, trait or module:
    /// `Parser::parse`, `Parser.parse`.
    pub symbol: String,
    /// File or directory to search, relative to the workspace root. Defaults to the root.
    pub path: Option<String>,
}

/// Finds where a function, type, class, method, constant or module is defined.
#[derive(Debug)]
pub struct FindDefinition {
    def: ToolDefinition,
}

impl Default for FindDefinition {
    fn default() -> Self {
        Self::new()
    }
}

impl FindDefinition {
    /// The tool.
    pub fn new() -> Self {
        let def = crate::schemas::definition::<FindDefinitionArgs>(
            "find_definition",
            "Find where a symbol is defined, using real parsers for Rust, Python, JavaScript, TypeScript/TSX \
             and Go: functions, methods, classes, structs, enums and their variants, traits, interfaces, type \
             aliases, modules, macros, and top-level constants and variables. Give the bare name (`connect`) or \
             qualify it with its type, class, trait or module (`Client::connect` or `Client.connect`). Returns \
             one line per definition, `path:line: signature`, sorted by path; call read_file with that line \
             as offset to see the body. Files ignored by .gitignore are skipped. Use grep_search for other \
             languages or to find uses rather than definitions.",
        )
        .with_risk(Risk::Low)
        .with_category(ToolCategory::Search)
        .with_subject(Subject::Path {
            args: vec!["path".into()],
        })
        .with_effects(Effects::cached_for(Duration::from_secs(30)));
        Self { def }
    }
}

#[async_trait]
impl Tool for FindDefinition {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: FindDefinitionArgs = parse_args(&input)?;
        let ctx = ctx.clone();
        blocking(move || find_definition(&ctx, &args)).await
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        path_arg(input, "path", Some(".")).into_iter().collect()
    }
}

/// A symbol split into the name to find and the container it must sit in, if any.
#[derive(Debug, PartialEq)]
struct Symbol<'a> {
    name: &'a str,
    qualifier: Option<&'a str>,
}

fn parse_symbol(symbol: &str) -> Result<Symbol<'_>, ToolError> {
    let symbol = symbol.trim().trim_end_matches("()");
    let (qualifier, name) = match symbol.rfind("::").map(|i| (i, 2)).or(symbol.rfind('.').map(|i| (i, 1))) {
        Some((i, sep)) => (Some(&symbol[..i]), &symbol[i + sep..]),
        None => (None, symbol),
    };
    // Only the innermost container counts: `a::b::C::f` looks for `f` inside `C`.
    let qualifier = qualifier
        .map(|q| q.rsplit(['.', ':']).next().unwrap_or(q))
        .filter(|q| !q.is_empty());
    let valid = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '$');
    if !valid(name) || qualifier.is_some_and(|q| !valid(q)) {
        return Err(ToolError::InvalidArguments {
            message: format!(
                "`{symbol}` is not a symbol name; give an identifier such as `parse` or `Parser::parse` (to search \
                 for arbitrary text use grep_search)"
            ),
        });
    }
    Ok(Symbol { name, qualifier })
}

/// One definition found.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Found {
    path: PathBuf,
    line: usize,
    start: usize,
    signature: String,
}

fn find_definition(ctx: &ToolContext, args: &FindDefinitionArgs) -> Result<ToolOutput, ToolError> {
    let symbol = parse_symbol(&args.symbol)?;
    let shown_root = args.path.as_deref().unwrap_or(".");
    let root = resolve_in(ctx, shown_root, Access::Read)?;
    if root.is_file() && Kind::for_path(&root).is_none() {
        return Err(ToolError::failed(format!(
            "`{shown_root}` is not a Rust, Python, JavaScript, TypeScript or Go file; use grep_search for it"
        )));
    }
    let found = Mutex::new(Vec::new());
    // A language whose query would not compile (a defect, which a unit test guards against).
    let broken = Mutex::new(None);
    let parsed = AtomicUsize::new(0);
    let too_big = AtomicUsize::new(0);
    let finder = memchr::memmem::Finder::new(symbol.name.as_bytes());
    let visit = |parser: &mut Parser, cursor: &mut QueryCursor, path: &Path| {
        let Some(kind) = Kind::for_path(path) else { return };
        if std::fs::metadata(path).is_ok_and(|m| m.len() > MAX_FILE) {
            too_big.fetch_add(1, Ordering::Relaxed);
            return;
        }
        let Ok(src) = std::fs::read(path) else { return };
        if finder.find(&src).is_none() {
            return;
        }
        let lang = match kind.lang() {
            Ok(lang) => lang,
            Err(e) => {
                broken.lock().unwrap_or_else(|e| e.into_inner()).get_or_insert(e);
                return;
            }
        };
        parsed.fetch_add(1, Ordering::Relaxed);
        let hits = definitions_in(parser, cursor, lang, &src, &symbol);
        if !hits.is_empty() {
            let mut found = found.lock().unwrap_or_else(|e| e.into_inner());
            found.extend(hits.into_iter().map(|(line, start, signature)| Found {
                path: path.to_path_buf(),
                line,
                start,
                signature,
            }));
        }
    };
    if root.is_file() {
        visit(&mut Parser::new(), &mut QueryCursor::new(), &root);
    } else {
        walker(&root).build_parallel().run(|| {
            let (mut parser, mut cursor) = (Parser::new(), QueryCursor::new());
            let (visit, cancel) = (&visit, &ctx.cancel);
            Box::new(move |entry| {
                if let Ok(entry) = entry
                    && entry.file_type().is_some_and(|t| t.is_file())
                {
                    visit(&mut parser, &mut cursor, entry.path());
                }
                if cancel.is_cancelled() {
                    ignore::WalkState::Quit
                } else {
                    ignore::WalkState::Continue
                }
            })
        });
    }
    if ctx.cancel.is_cancelled() {
        return Err(ToolError::Cancelled);
    }
    if let Some(e) = broken.into_inner().unwrap_or_else(|e| e.into_inner()) {
        return Err(e);
    }
    let mut found = found.into_inner().unwrap_or_else(|e| e.into_inner());
    found.sort();
    found.dedup_by(|a, b| a.path == b.path && a.start == b.start);
    let parsed = parsed.load(Ordering::Relaxed);
    let too_big = too_big.load(Ordering::Relaxed);
    let big_note = if too_big > 0 {
        format!(
            " ({too_big} source {} larger than {} MiB not parsed)",
            if too_big == 1 { "file" } else { "files" },
            MAX_FILE / (1024 * 1024)
        )
    } else {
        String::new()
    };
    let metadata = json!({ "count": found.len(), "files_parsed": parsed });
    if found.is_empty() {
        return Ok(ToolOutput::text(format!(
            "No definition of `{}` found in `{shown_root}`; {parsed} source {} mention the name{big_note}. \
             find_definition reads Rust, Python, JavaScript, TypeScript and Go; try grep_search for other \
             languages, or a different spelling.",
            args.symbol.trim(),
            if parsed == 1 { "file" } else { "files" },
        ))
        .with_metadata(metadata));
    }
    let total = found.len();
    let mut lines: Vec<String> = found
        .iter()
        .take(MAX_DEFINITIONS)
        .map(|f| format!("{}:{}: {}", shown_path(&ctx.workspace, &f.path), f.line, f.signature))
        .collect();
    if total > MAX_DEFINITIONS {
        lines.push(format!(
            "[showing {MAX_DEFINITIONS} of {total} definitions; qualify the symbol or pass a narrower path]"
        ));
    }
    if too_big > 0 {
        lines.push(format!("[note:{big_note}]"));
    }
    Ok(ToolOutput::text(lines.join("\n")).with_metadata(metadata))
}

/// The definitions of `symbol` in one source file: line, start byte and signature.
fn definitions_in(
    parser: &mut Parser,
    cursor: &mut QueryCursor,
    lang: &Lang,
    src: &[u8],
    symbol: &Symbol<'_>,
) -> Vec<(usize, usize, String)> {
    if parser.set_language(&lang.language).is_err() {
        return Vec::new();
    }
    let Some(tree) = parser.parse(src, None) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut matches = cursor.matches(&lang.query, tree.root_node(), src);
    while let Some(m) = matches.next() {
        let node_of = |index: u32| m.captures.iter().find(|c| c.index == index).map(|c| c.node);
        let (Some(def), Some(name)) = (node_of(lang.def), node_of(lang.name)) else {
            continue;
        };
        if name.utf8_text(src).ok() != Some(symbol.name) {
            continue;
        }
        if let Some(q) = symbol.qualifier
            && !inside(def, src, q)
        {
            continue;
        }
        let head = declaration(def);
        out.push((
            head.start_position().row + 1,
            def.start_byte(),
            signature(head, def, src),
        ));
    }
    out
}

/// Whether `def` sits inside a container named `qualifier`: a type, class, trait, module,
/// `impl` block (by its type or trait), or, for a Go method, its receiver type.
fn inside(def: Node<'_>, src: &[u8], qualifier: &str) -> bool {
    let text = |n: Option<Node<'_>>| n.and_then(|n| n.utf8_text(src).ok());
    let base = |t: &str| -> bool {
        // `Foo<T>`, `&mut Foo`, `*Foo`, `pkg.Foo` all name `Foo`.
        let t = t.split('<').next().unwrap_or(t);
        let t = t.trim_start_matches(['&', '*']).trim_start_matches("mut ").trim();
        t.rsplit(['.', ':']).next() == Some(qualifier)
    };
    if def.kind() == "method_declaration"
        && let Some(receiver) = text(def.child_by_field_name("receiver"))
    {
        return receiver
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .any(|w| w == qualifier);
    }
    let mut node = def.parent();
    while let Some(n) = node {
        let named = text(n.child_by_field_name("name"));
        if named.is_some_and(base)
            || (n.kind() == "impl_item"
                && (text(n.child_by_field_name("type")).is_some_and(base)
                    || text(n.child_by_field_name("trait")).is_some_and(base)))
        {
            return true;
        }
        node = n.parent();
    }
    false
}

/// The whole declaration a definition belongs to: `const x = …` for its declarator, `type T
/// struct` for a Go type spec, with `export` when it is exported. Only when the declaration
/// declares nothing else.
fn declaration(def: Node<'_>) -> Node<'_> {
    const WRAPPERS: [&str; 6] = [
        "lexical_declaration",
        "variable_declaration",
        "var_declaration",
        "const_declaration",
        "type_declaration",
        "export_statement",
    ];
    let mut head = def;
    while let Some(parent) = head.parent() {
        if !WRAPPERS.contains(&parent.kind()) || parent.named_child_count() != 1 {
            break;
        }
        head = parent;
    }
    head
}

/// A one-line signature: the declaration up to its body (for functions, types, classes), or its
/// first line; whitespace collapsed.
fn signature(head: Node<'_>, def: Node<'_>, src: &[u8]) -> String {
    let start = head.start_byte();
    let body = def
        .child_by_field_name("body")
        .filter(|b| def.kind() != "enum_variant" && b.kind() != "ordered_field_declaration_list");
    let text = match body {
        Some(b) => &src[start..b.start_byte()],
        None => {
            let end = head.end_byte();
            let line_end = memchr::memchr(b'\n', &src[start..end]).map_or(end, |i| start + i);
            &src[start..line_end]
        }
    };
    let text = String::from_utf8_lossy(text);
    let mut sig = text.split_whitespace().collect::<Vec<_>>().join(" ");
    for (from, to) in [
        ("( ", "("),
        (" )", ")"),
        (",)", ")"),
        ("[ ", "["),
        (" ]", "]"),
        (",]", "]"),
    ] {
        sig = sig.replace(from, to);
    }
    let sig = sig.trim_end_matches(['{', ' ']).trim_end();
    crate::fs::clip(sig, SIGNATURE_WIDTH)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_query_compiles() {
        for kind in [
            Kind::Rust,
            Kind::Python,
            Kind::JavaScript,
            Kind::TypeScript,
            Kind::Tsx,
            Kind::Go,
        ] {
            assert!(kind.lang().is_ok(), "{kind:?}: {:?}", kind.lang().err());
        }
    }

    #[test]
    fn symbols_split_into_name_and_container() {
        fn s(q: &str) -> Option<Symbol<'_>> {
            parse_symbol(q).ok()
        }
        assert_eq!(
            s("parse"),
            Some(Symbol {
                name: "parse",
                qualifier: None
            })
        );
        assert_eq!(
            s("a::Parser::parse"),
            Some(Symbol {
                name: "parse",
                qualifier: Some("Parser")
            })
        );
        assert_eq!(
            s("Parser.parse()"),
            Some(Symbol {
                name: "parse",
                qualifier: Some("Parser")
            })
        );
        assert!(s("fn parse").is_none());
        assert!(s("").is_none());
    }
}
