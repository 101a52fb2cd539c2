//! `#[tool]`: turns an `async fn` into an ouzel tool. Use it through the facade, as
//! `#[ouzel::tool]`; the documentation with examples is on `ouzel::tool`.
//!
//! The function becomes a unit struct of the same name that implements `Tool`:
//! - its name is the function's (or `name = "..."`), its description the doc comment;
//! - its schema comes from the parameters (each one's doc comment describes it), or from one
//!   parameter marked `#[args]` whose type derives `Deserialize` and `JsonSchema`;
//! - `risk`, `read_only`, `cacheable`, `paths` and `category` go on its definition, the one
//!   place they are decided;
//! - a parameter of type `&ToolContext` (or `ToolContext`) receives the call's context;
//! - the result is any `Serialize` value, or a `Result<T: Serialize, E: Display>` whose error
//!   becomes a failed call the model sees.
//!
//! The original function stays callable as `NAME::run(...)`.

use proc_macro::TokenStream;
use proc_macro2::TokenStream as TokenStream2;
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{Attribute, FnArg, Ident, ItemFn, LitStr, Pat, ReturnType, Type};

/// Turns an `async fn` into a tool; see `ouzel::tool` for the attributes and examples.
#[proc_macro_attribute]
pub fn tool(attr: TokenStream, item: TokenStream) -> TokenStream {
    let mut options = Options::default();
    let parser = syn::meta::parser(|meta| options.parse(meta));
    if let Err(e) = syn::parse::Parser::parse(parser, attr) {
        return e.to_compile_error().into();
    }
    let func = match syn::parse::<ItemFn>(item) {
        Ok(f) => f,
        Err(e) => {
            return syn::Error::new(e.span(), format!("#[tool] goes on an `async fn`: {e}"))
                .to_compile_error()
                .into();
        }
    };
    match expand(options, func) {
        Ok(tokens) => tokens.into(),
        Err(e) => e.to_compile_error().into(),
    }
}

#[derive(Default)]
struct Options {
    name: Option<LitStr>,
    risk: Option<Ident>,
    read_only: bool,
    cacheable: Option<Option<syn::LitInt>>,
    paths: Vec<LitStr>,
    category: Option<Ident>,
    krate: Option<syn::Path>,
}

impl Options {
    fn parse(&mut self, meta: syn::meta::ParseNestedMeta<'_>) -> syn::Result<()> {
        let key = meta.path.get_ident().map(ToString::to_string).unwrap_or_default();
        match key.as_str() {
            "name" => self.name = Some(meta.value()?.parse()?),
            "risk" => self.risk = Some(word(&meta, &["low", "medium", "high"])?),
            "category" => {
                self.category = Some(word(
                    &meta,
                    &[
                        "filesystem",
                        "search",
                        "git",
                        "shell",
                        "testing",
                        "web",
                        "scaffold",
                        "agent",
                        "other",
                    ],
                )?)
            }
            "read_only" => self.read_only = true,
            "cacheable" => {
                self.cacheable = Some(if meta.input.peek(syn::Token![=]) {
                    Some(meta.value()?.parse()?)
                } else {
                    None
                });
            }
            "paths" => {
                if meta.input.peek(syn::Token![=]) {
                    self.paths.push(meta.value()?.parse()?);
                } else {
                    meta.parse_nested_meta(|inner| {
                        let ident = inner
                            .path
                            .get_ident()
                            .ok_or_else(|| inner.error("expected a parameter name"))?;
                        self.paths.push(LitStr::new(&ident.to_string(), ident.span()));
                        Ok(())
                    })?;
                }
            }
            "crate" => self.krate = Some(meta.value()?.parse::<LitStr>()?.parse()?),
            _ => {
                return Err(meta.error(format!(
                    "unknown #[tool] attribute `{key}`; expected name = \"...\", risk = \"low\"|\"medium\"|\"high\", \
                     read_only, cacheable, cacheable = SECONDS, paths = \"PARAM\" or paths(PARAM, ...), category = \"...\""
                )));
            }
        }
        Ok(())
    }
}

/// `key = "word"` or `key = word`, one of `allowed`.
fn word(meta: &syn::meta::ParseNestedMeta<'_>, allowed: &[&str]) -> syn::Result<Ident> {
    let value = meta.value()?;
    let (text, span) = if value.peek(LitStr) {
        let lit: LitStr = value.parse()?;
        (lit.value(), lit.span())
    } else {
        let ident: Ident = value.parse()?;
        (ident.to_string(), ident.span())
    };
    if !allowed.contains(&text.as_str()) {
        return Err(syn::Error::new(
            span,
            format!("`{text}` is not one of: {}", allowed.join(", ")),
        ));
    }
    let camel: String = text[..1].to_uppercase() + &text[1..];
    Ok(Ident::new(&camel, span))
}

enum Param {
    /// A parameter that is one field of the arguments object.
    Field {
        ident: Ident,
        ty: Box<Type>,
        docs: Vec<Attribute>,
    },
    /// `#[args]`: the whole arguments object.
    Args { ty: Box<Type> },
    /// The call's context, by reference or by value.
    Context { by_ref: bool },
}

fn expand(options: Options, func: ItemFn) -> syn::Result<TokenStream2> {
    let sig = &func.sig;
    let fn_name = &sig.ident;
    if sig.asyncness.is_none() {
        return Err(syn::Error::new(
            sig.fn_token.span(),
            format!(
                "#[tool] needs an `async fn`: write `async fn {fn_name}(...)` (a tool's body may await; \
                 a synchronous body works unchanged inside an async fn)"
            ),
        ));
    }
    if !sig.generics.params.is_empty() || sig.generics.where_clause.is_some() {
        return Err(syn::Error::new(
            sig.generics.span(),
            format!("#[tool] function `{fn_name}` cannot be generic: a tool has one schema"),
        ));
    }
    let krate = options
        .krate
        .clone()
        .unwrap_or_else(|| syn::parse_quote!(::ouzel::core));
    let support = quote!(#krate::__tool_support);

    let mut params = Vec::new();
    for input in &sig.inputs {
        let FnArg::Typed(pt) = input else {
            return Err(syn::Error::new(
                input.span(),
                format!("#[tool] function `{fn_name}` cannot take `self`: write a free `async fn`"),
            ));
        };
        let is_args = pt.attrs.iter().any(|a| a.path().is_ident("args"));
        if is_context(&pt.ty) {
            params.push(Param::Context {
                by_ref: matches!(*pt.ty, Type::Reference(_)),
            });
            continue;
        }
        if is_args {
            params.push(Param::Args { ty: pt.ty.clone() });
            continue;
        }
        let Pat::Ident(pi) = &*pt.pat else {
            return Err(syn::Error::new(
                pt.pat.span(),
                "a #[tool] parameter must be a plain name (`city: String`); to destructure an arguments \
                 struct, mark it `#[args]`",
            ));
        };
        if let Type::Reference(_) = &*pt.ty {
            return Err(syn::Error::new(
                pt.ty.span(),
                format!(
                    "parameter `{}` of #[tool] `{fn_name}` is a reference; take an owned type (`String`, not `&str`)",
                    pi.ident
                ),
            ));
        }
        params.push(Param::Field {
            ident: pi.ident.clone(),
            ty: pt.ty.clone(),
            docs: pt.attrs.iter().filter(|a| a.path().is_ident("doc")).cloned().collect(),
        });
    }
    let args_count = params.iter().filter(|p| matches!(p, Param::Args { .. })).count();
    let field_count = params.iter().filter(|p| matches!(p, Param::Field { .. })).count();
    if args_count > 1 || (args_count == 1 && field_count > 0) {
        return Err(syn::Error::new(
            sig.inputs.span(),
            format!("#[tool] `{fn_name}` takes either one `#[args]` struct or plain parameters, not both"),
        ));
    }
    for path in &options.paths {
        let known = params
            .iter()
            .any(|p| matches!(p, Param::Field { ident, .. } if *ident == path.value()));
        if args_count == 0 && !known {
            return Err(syn::Error::new(
                path.span(),
                format!(
                    "`paths` names `{}`, which is not a parameter of `{fn_name}`",
                    path.value()
                ),
            ));
        }
    }

    let tool_name = options.name.as_ref().map_or_else(|| fn_name.to_string(), LitStr::value);
    let description = doc_text(&func.attrs);
    if description.is_empty() {
        return Err(syn::Error::new(
            fn_name.span(),
            format!(
                "#[tool] `{fn_name}` has no doc comment; write one (`/// What it does.`): it is the description the model reads"
            ),
        ));
    }

    // The schema struct (JsonSchema) and the arguments struct (Deserialize) are two types: each
    // derive then names its own crate path, which the two derives would otherwise fight over.
    let schema_ident = format_ident!("__OuzelSchema_{}", fn_name);
    let args_ident = format_ident!("__OuzelArgs_{}", fn_name);
    let serde_path = format!("{}::serde", quote!(#support));
    let mut checks = Vec::new();
    let mut schema_fields = Vec::new();
    let mut args_fields = Vec::new();
    let mut call_args = Vec::new();
    let mut schema_type = quote!(#schema_ident);
    for p in &params {
        match p {
            Param::Field { ident, ty, docs } => {
                let check = format_ident!("parameter_{}_needs_a_schema", ident);
                // The type is named outside the function, so the marker struct named after the
                // parameter (which the error prints) cannot shadow a path in the type.
                let alias = format_ident!("__OuzelParam_{}", ident);
                checks.push(quote_spanned! {ty.span()=>
                    #[allow(non_camel_case_types, dead_code)]
                    type #alias = #ty;
                    #[allow(non_snake_case, dead_code)]
                    fn #check() {
                        #[allow(non_camel_case_types)]
                        struct #ident;
                        #support::param_has_schema::<#alias, #ident>();
                    }
                });
                schema_fields.push(quote! { #(#docs)* #ident: #ty, });
                args_fields.push(quote! { #ident: #ty, });
                call_args.push(quote!(args.#ident));
            }
            Param::Args { ty } => {
                checks.push(quote_spanned! {ty.span()=>
                    #[allow(dead_code)]
                    type __OuzelArgsStruct = #ty;
                    #[allow(dead_code)]
                    fn args_struct_needs_a_schema() {
                        #[allow(non_camel_case_types)]
                        struct args;
                        #support::param_has_schema::<__OuzelArgsStruct, args>();
                    }
                });
                schema_type = quote!(#ty);
                call_args.push(quote!(#support::parse_args::<#ty>(&input)?));
            }
            Param::Context { by_ref: true } => call_args.push(quote!(ctx)),
            Param::Context { by_ref: false } => call_args.push(quote!(::std::clone::Clone::clone(ctx))),
        }
    }
    let parse = if args_count == 0 {
        quote! { let args: #args_ident = #support::parse_args(&input)?; }
    } else {
        quote! {}
    };
    let structs = if args_count == 0 {
        quote! {
            #[allow(non_camel_case_types, dead_code)]
            #[derive(#support::schemars::JsonSchema)]
            struct #schema_ident { #(#schema_fields)* }
            #[allow(non_camel_case_types)]
            #[derive(#support::serde::Deserialize)]
            #[serde(crate = #serde_path)]
            struct #args_ident { #(#args_fields)* }
        }
    } else {
        quote! {}
    };

    let convert = match &sig.output {
        ReturnType::Default => quote! { let () = out; #support::output(&"done") },
        ReturnType::Type(_, ty) if is_result(ty) => quote! {
            match out {
                ::std::result::Result::Ok(value) => #support::output(&value),
                ::std::result::Result::Err(e) => ::std::result::Result::Err(#support::failed(e)),
            }
        },
        ReturnType::Type(..) => quote! { #support::output(&out) },
    };

    let risk = match (&options.risk, options.read_only || options.cacheable.is_some()) {
        (Some(r), _) => quote!(#krate::Risk::#r),
        (None, true) => quote!(#krate::Risk::Low),
        (None, false) => quote!(#krate::Risk::Medium),
    };
    let effects = match (&options.cacheable, options.read_only, options.paths.is_empty()) {
        (Some(Some(secs)), ..) => {
            quote!(#krate::Effects::cached_for(::std::time::Duration::from_secs(#secs)))
        }
        (Some(None), ..) => quote!(#krate::Effects::read_only()),
        (None, true, _) => quote!(#krate::Effects::read_only_uncached()),
        (None, false, false) => quote!(#krate::Effects::Writes),
        (None, false, true) => quote!(#krate::Effects::Unknown),
    };
    let category = match &options.category {
        Some(c) => quote!(#krate::ToolCategory::#c),
        None => quote!(#krate::ToolCategory::Other),
    };
    let path_names: Vec<String> = options.paths.iter().map(LitStr::value).collect();
    let subject = if path_names.is_empty() {
        quote!()
    } else {
        quote! {
            .with_subject(#krate::Subject::Path {
                args: ::std::vec![#(::std::string::String::from(#path_names)),*],
            })
        }
    };

    let vis = &func.vis;
    let attrs = &func.attrs;
    let block = &func.block;
    let output = &sig.output;
    let run_inputs = sig.inputs.iter().map(|input| match input {
        FnArg::Typed(pt) => {
            let mut pt = pt.clone();
            pt.attrs
                .retain(|a| !a.path().is_ident("doc") && !a.path().is_ident("args"));
            quote!(#pt)
        }
        other => quote!(#other),
    });
    let run_doc = format!("Runs `{fn_name}` directly, as the tool would, without a model.");

    Ok(quote! {
        #(#attrs)*
        #[allow(non_camel_case_types)]
        #[derive(Debug, Clone, Copy, Default)]
        #vis struct #fn_name;

        impl #fn_name {
            #[doc = #run_doc]
            #vis async fn run(#(#run_inputs),*) #output #block
        }

        const _: () = {
            use #support::schemars;
            #(#checks)*
            #structs

            #[#support::async_trait]
            impl #krate::Tool for #fn_name {
                fn definition(&self) -> &#krate::ToolDefinition {
                    static DEFINITION: ::std::sync::OnceLock<#krate::ToolDefinition> = ::std::sync::OnceLock::new();
                    DEFINITION.get_or_init(|| {
                        #krate::ToolDefinition::new(#tool_name, #description, #krate::schema_for::<#schema_type>())
                            .with_risk(#risk)
                            .with_effects(#effects)
                            .with_category(#category)
                            #subject
                    })
                }

                async fn call(
                    &self,
                    input: #support::serde_json::Value,
                    ctx: &#krate::ToolContext,
                ) -> ::std::result::Result<#krate::ToolOutput, #krate::ToolError> {
                    let _ = &ctx;
                    #parse
                    let out = #fn_name::run(#(#call_args),*).await;
                    #convert
                }

                fn touched_paths(&self, input: &#support::serde_json::Value) -> ::std::vec::Vec<::std::path::PathBuf> {
                    #support::paths_of(input, &[#(#path_names),*])
                }
            }
        };
    })
}

/// Whether the type names `ToolContext` (`&ToolContext`, `ouzel::core::ToolContext`, ...).
fn is_context(ty: &Type) -> bool {
    match ty {
        Type::Reference(r) => is_context(&r.elem),
        Type::Path(p) => p.path.segments.last().is_some_and(|s| s.ident == "ToolContext"),
        _ => false,
    }
}

/// Whether the return type is a `Result<_, _>` (its error becomes a failed call).
fn is_result(ty: &Type) -> bool {
    match ty {
        Type::Path(p) => p.path.segments.last().is_some_and(|s| s.ident == "Result"),
        _ => false,
    }
}

/// The doc comment's text, lines trimmed of the one space rustdoc puts after `///`.
fn doc_text(attrs: &[Attribute]) -> String {
    let lines: Vec<String> = attrs
        .iter()
        .filter(|a| a.path().is_ident("doc"))
        .filter_map(|a| match &a.meta {
            syn::Meta::NameValue(nv) => match &nv.value {
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s), ..
                }) => Some(s.value()),
                _ => None,
            },
            _ => None,
        })
        .map(|l| l.strip_prefix(' ').unwrap_or(&l).trim_end().to_owned())
        .collect();
    lines.join("\n").trim().to_owned()
}
