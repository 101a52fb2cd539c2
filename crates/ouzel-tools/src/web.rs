//! The `web_fetch` tool: an HTTP GET that returns text, with HTML turned into Markdown.
//!
//! The tool is reachable by prompt injection (a page can ask the model to fetch another), so it
//! must not become a way into the user's machine or network: every address a host resolves to
//! is checked — in the connector's own resolver, so the address checked is the one connected to
//! — and loopback, private, link-local, unspecified and other non-public addresses are refused,
//! for the first URL and for every redirect hop, unless the tool was built to allow them.
//! Proxies from the environment are not used, since a proxy would resolve names where this
//! check cannot see.

use ouzel_core::schemars::JsonSchema;
use ouzel_core::{
    Effects, Risk, Subject, Tool, ToolCategory, ToolContext, ToolDefinition, ToolError, ToolOutput, async_trait,
    parse_args,
};
use regex::Regex;
use reqwest::Url;
use reqwest::dns::{Addrs, Name, Resolve, Resolving};
use serde::Deserialize;
use serde_json::{Value, json};
use std::fmt::Write as _;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::{Arc, LazyLock};
use std::time::Duration;

const DEFAULT_MAX_BYTES: usize = 5 * 1024 * 1024;
const DEFAULT_TIMEOUT: Duration = Duration::from_secs(30);
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);
const DEFAULT_MAX_REDIRECTS: usize = 5;
const DEFAULT_MAX_CHARS: usize = 40_000;
const LARGEST_MAX_CHARS: usize = 200_000;

// ---------------------------------------------------------------------------------------------
// Which addresses may be reached

/// Why `ip` is not a public internet address, or `None` when it is one.
pub fn non_public_reason(ip: IpAddr) -> Option<&'static str> {
    match ip {
        IpAddr::V4(v4) => v4_reason(v4),
        IpAddr::V6(v6) => v6_reason(v6),
    }
}

fn v4_reason(ip: Ipv4Addr) -> Option<&'static str> {
    let [a, b, c, _] = ip.octets();
    Some(match (a, b, c) {
        (0, _, _) => "an unspecified (this-network) address",
        (127, _, _) => "a loopback address",
        (10, _, _) | (192, 168, _) => "a private-network address",
        (172, 16..=31, _) => "a private-network address",
        (169, 254, _) => "a link-local address",
        (100, 64..=127, _) => "a shared (carrier-grade NAT) address",
        (192, 0, 0) => "an IETF protocol address",
        (192, 0, 2) | (198, 51, 100) | (203, 0, 113) => "a documentation address",
        (198, 18..=19, _) => "a benchmarking address",
        (224..=239, _, _) => "a multicast address",
        (240..=255, _, _) => "a reserved or broadcast address",
        _ => return None,
    })
}

fn v6_reason(ip: Ipv6Addr) -> Option<&'static str> {
    let s = ip.segments();
    let embedded = |hi: u16, lo: u16| Ipv4Addr::new((hi >> 8) as u8, hi as u8, (lo >> 8) as u8, lo as u8);
    if ip.is_unspecified() {
        return Some("an unspecified address");
    }
    if ip.is_loopback() {
        return Some("a loopback address");
    }
    // Forms that carry an IPv4 address: mapped (::ffff:a.b.c.d), compatible (::a.b.c.d),
    // NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::).
    if let Some(v4) = ip.to_ipv4_mapped() {
        return v4_reason(v4);
    }
    if s[..6] == [0, 0, 0, 0, 0, 0] || s[..6] == [0x64, 0xff9b, 0, 0, 0, 0] {
        return v4_reason(embedded(s[6], s[7]));
    }
    if s[0] == 0x2002 {
        return v4_reason(embedded(s[1], s[2]));
    }
    Some(match s[0] {
        x if x & 0xffc0 == 0xfe80 => "a link-local address",
        x if x & 0xffc0 == 0xfec0 => "a site-local address",
        x if x & 0xfe00 == 0xfc00 => "a private-network (unique local) address",
        x if x & 0xff00 == 0xff00 => "a multicast address",
        0x2001 if s[1] == 0x0db8 => "a documentation address",
        0x0100 if s[1..4] == [0, 0, 0] => "a discard-only address",
        _ => return None,
    })
}

/// Which non-public addresses the tool may reach anyway.
#[derive(Debug, Clone, Default)]
struct AddressPolicy {
    allow_private: bool,
    allowed: Vec<IpAddr>,
}

impl AddressPolicy {
    fn check(&self, host: &str, ip: IpAddr) -> Result<(), Blocked> {
        match non_public_reason(ip) {
            Some(reason) if !self.allow_private && !self.allowed.contains(&ip) => Err(Blocked {
                host: host.to_owned(),
                ip,
                reason,
            }),
            _ => Ok(()),
        }
    }
}

/// A host that resolved to an address the policy refuses.
#[derive(Debug, thiserror::Error)]
#[error("`{host}` resolves to {ip}, {reason}")]
struct Blocked {
    host: String,
    ip: IpAddr,
    reason: &'static str,
}

/// Resolves names for the HTTP client and refuses the lookup if any address is not allowed,
/// so the check holds for the address actually connected to (no window for DNS rebinding).
#[derive(Debug)]
struct GuardedResolver {
    policy: Arc<AddressPolicy>,
}

impl Resolve for GuardedResolver {
    fn resolve(&self, name: Name) -> Resolving {
        let policy = self.policy.clone();
        let host = name.as_str().to_owned();
        Box::pin(async move {
            let addrs: Vec<SocketAddr> = tokio::net::lookup_host((host.as_str(), 0)).await?.collect();
            for addr in &addrs {
                policy.check(&host, addr.ip())?;
            }
            Ok(Box::new(addrs.into_iter()) as Addrs)
        })
    }
}

// ---------------------------------------------------------------------------------------------
// The tool

/// Arguments of `web_fetch`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WebFetchArgs {
    /// The http:// or https:// URL to fetch.
    pub url: String,
    /// Characters of the converted text to return. Defaults to 40000; at most 200000.
    pub max_chars: Option<usize>,
    /// Character offset to start from, to read on in a long page. Defaults to 0.
    pub start: Option<usize>,
}

/// Fetches a web page or other text resource.
#[derive(Debug)]
pub struct WebFetch {
    def: ToolDefinition,
    policy: AddressPolicy,
    max_bytes: usize,
    timeout: Duration,
    max_redirects: usize,
    client: tokio::sync::OnceCell<reqwest::Client>,
}

impl Default for WebFetch {
    fn default() -> Self {
        Self::new()
    }
}

impl WebFetch {
    /// The tool: public addresses only, 5 MiB, 30 s and 5 redirects at most.
    pub fn new() -> Self {
        let def = crate::schemas::definition::<WebFetchArgs>(
            "web_fetch",
            "Fetch a URL with HTTP GET and return its text: HTML pages are converted to Markdown (scripts and \
             styles dropped); JSON, XML, plain text and other text types are returned as they are; images and \
             other binary types are refused. Redirects are followed (at most 5). Long pages are returned in \
             parts: the note at the end gives the `start` for the next part. Only public internet addresses \
             can be fetched.",
        )
        .with_risk(Risk::High)
        .with_category(ToolCategory::Web)
        .with_subject(Subject::Url { arg: "url".into() })
        // No local side effects: it may run alongside other reads, and a page fetched a moment
        // ago may be served again.
        .with_effects(Effects::cached_for(Duration::from_secs(60)));
        Self {
            def,
            policy: AddressPolicy::default(),
            max_bytes: DEFAULT_MAX_BYTES,
            timeout: DEFAULT_TIMEOUT,
            max_redirects: DEFAULT_MAX_REDIRECTS,
            client: tokio::sync::OnceCell::new(),
        }
    }

    /// Allows loopback, private, link-local and other non-public addresses (for a local
    /// documentation server, or tests). Off by default.
    pub fn allow_private(mut self, allow: bool) -> Self {
        self.policy.allow_private = allow;
        self
    }

    /// Allows this one non-public address while the others stay refused.
    pub fn allow_address(mut self, ip: IpAddr) -> Self {
        self.policy.allowed.push(ip);
        self
    }

    /// Reads at most `bytes` of a response body; the rest is dropped with a note.
    pub fn max_bytes(mut self, bytes: usize) -> Self {
        self.max_bytes = bytes;
        self
    }

    /// Gives up on a fetch (all redirects included) after `timeout`.
    pub fn timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout;
        self
    }

    /// Follows at most `n` redirects.
    pub fn max_redirects(mut self, n: usize) -> Self {
        self.max_redirects = n;
        self
    }

    async fn client(&self) -> Result<&reqwest::Client, ToolError> {
        self.client
            .get_or_try_init(|| async {
                reqwest::Client::builder()
                    .redirect(reqwest::redirect::Policy::none())
                    .no_proxy()
                    .dns_resolver(Arc::new(GuardedResolver {
                        policy: Arc::new(self.policy.clone()),
                    }))
                    .connect_timeout(CONNECT_TIMEOUT)
                    .user_agent(concat!("ouzel/", env!("CARGO_PKG_VERSION"), " (web_fetch)"))
                    .build()
                    .map_err(|e| ToolError::failed(format!("cannot set up the HTTP client: {e}")))
            })
            .await
    }

    /// Refuses URLs that are not http(s), and IP-literal hosts the policy refuses (names are
    /// checked when they are resolved).
    fn check_url(&self, url: &Url) -> Result<(), ToolError> {
        if !matches!(url.scheme(), "http" | "https") {
            return Err(ToolError::InvalidArguments {
                message: format!("`{url}` is not an http:// or https:// URL"),
            });
        }
        let ip = match url.host() {
            Some(url::Host::Ipv4(ip)) => IpAddr::V4(ip),
            Some(url::Host::Ipv6(ip)) => IpAddr::V6(ip),
            Some(url::Host::Domain(_)) => return Ok(()),
            None => {
                return Err(ToolError::InvalidArguments {
                    message: format!("`{url}` has no host"),
                });
            }
        };
        self.policy.check(&ip.to_string(), ip).map_err(|b| refused(url, &b))
    }

    async fn fetch(&self, start_url: Url) -> Result<Fetched, ToolError> {
        let client = self.client().await?;
        let mut url = start_url;
        let mut hops: Vec<Url> = Vec::new();
        let response = loop {
            self.check_url(&url)?;
            let resp = client.get(url.clone()).send().await.map_err(|e| send_error(&url, &e))?;
            let location = resp
                .headers()
                .get(reqwest::header::LOCATION)
                .and_then(|l| l.to_str().ok())
                .map(str::to_owned);
            match location {
                Some(loc) if resp.status().is_redirection() => {
                    let next = url.join(&loc).map_err(|e| {
                        ToolError::failed(format!("`{url}` redirects to `{loc}`, which is not a valid URL: {e}"))
                    })?;
                    hops.push(url);
                    if hops.len() > self.max_redirects {
                        let chain: Vec<String> = hops.iter().map(Url::to_string).collect();
                        return Err(ToolError::failed(format!(
                            "too many redirects (more than {}): {} -> {next}",
                            self.max_redirects,
                            chain.join(" -> ")
                        )));
                    }
                    url = next;
                }
                _ => break resp,
            }
        };
        let status = response.status();
        let content_type = response
            .headers()
            .get(reqwest::header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned);
        let declared_len = response.content_length();
        if let Some(ct) = &content_type
            && !is_text_type(ct)
        {
            let size = declared_len.map(|n| format!(", {n} bytes")).unwrap_or_default();
            return Err(ToolError::failed(format!(
                "`{url}` is `{ct}`{size}; web_fetch only returns text (HTML, JSON, XML, plain text and the like)"
            )));
        }
        let (body, truncated) = read_body(response, self.max_bytes, &url).await?;
        if content_type.is_none() && (body.iter().take(4096).any(|b| *b == 0)) {
            return Err(ToolError::failed(format!(
                "`{url}` has no content type and looks binary; web_fetch only returns text"
            )));
        }
        Ok(Fetched {
            url,
            hops,
            status,
            content_type,
            body,
            truncated,
        })
    }
}

fn refused(url: &Url, b: &Blocked) -> ToolError {
    ToolError::PermissionDenied {
        reason: format!(
            "refusing to fetch `{url}`: {b}. web_fetch only reaches public internet addresses, so that a page \
             cannot make it reach into this machine or its local network"
        ),
    }
}

fn send_error(url: &Url, e: &reqwest::Error) -> ToolError {
    let mut source: Option<&(dyn std::error::Error + 'static)> = Some(e);
    while let Some(err) = source {
        if let Some(b) = err.downcast_ref::<Blocked>() {
            return refused(url, b);
        }
        source = err.source();
    }
    let mut chain = e.to_string();
    let mut source = std::error::Error::source(e);
    while let Some(err) = source {
        let _ = write!(chain, ": {err}");
        source = err.source();
    }
    if e.is_connect() || e.is_timeout() {
        ToolError::Transient {
            message: format!("cannot fetch `{url}`: {chain}"),
        }
    } else {
        ToolError::failed(format!("cannot fetch `{url}`: {chain}"))
    }
}

async fn read_body(mut resp: reqwest::Response, max: usize, url: &Url) -> Result<(Vec<u8>, bool), ToolError> {
    let mut body = Vec::new();
    loop {
        let chunk = resp
            .chunk()
            .await
            .map_err(|e| ToolError::failed(format!("reading `{url}` failed: {e}")))?;
        let Some(chunk) = chunk else { return Ok((body, false)) };
        let room = max - body.len();
        if chunk.len() > room {
            body.extend_from_slice(&chunk[..room]);
            return Ok((body, true));
        }
        body.extend_from_slice(&chunk);
    }
}

/// Whether a `Content-Type` names text.
fn is_text_type(content_type: &str) -> bool {
    let mime = media_type(content_type);
    mime.starts_with("text/")
        || mime.ends_with("+json")
        || mime.ends_with("+xml")
        || matches!(
            mime.as_str(),
            "application/json"
                | "application/xml"
                | "application/javascript"
                | "application/ecmascript"
                | "application/x-javascript"
                | "application/x-ndjson"
                | "application/yaml"
                | "application/x-yaml"
                | "application/toml"
                | "application/x-sh"
                | "application/sql"
                | "application/graphql"
        )
}

fn media_type(content_type: &str) -> String {
    content_type
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase()
}

/// A response that passed every check.
struct Fetched {
    url: Url,
    hops: Vec<Url>,
    status: reqwest::StatusCode,
    content_type: Option<String>,
    body: Vec<u8>,
    truncated: bool,
}

impl Fetched {
    fn text(&self) -> String {
        let charset = self
            .content_type
            .as_deref()
            .and_then(|ct| ct.split(';').skip(1).find_map(|p| p.trim().strip_prefix("charset=")))
            .map(|c| c.trim_matches('"').to_ascii_lowercase());
        match charset.as_deref() {
            Some("iso-8859-1" | "latin1" | "latin-1" | "windows-1252" | "us-ascii" | "ascii") => {
                self.body.iter().map(|&b| char::from(b)).collect()
            }
            _ => String::from_utf8_lossy(&self.body).into_owned(),
        }
    }

    fn is_html(&self, text: &str) -> bool {
        match &self.content_type {
            Some(ct) => matches!(media_type(ct).as_str(), "text/html" | "application/xhtml+xml"),
            None => {
                let head = text.trim_start().get(..15).unwrap_or_default().to_ascii_lowercase();
                head.starts_with("<!doctype html") || head.starts_with("<html")
            }
        }
    }
}

/// The `<title>` of an HTML page.
fn html_title(html: &str) -> Option<String> {
    static TITLE: LazyLock<Option<Regex>> = LazyLock::new(|| Regex::new(r"(?is)<title[^>]*>(.*?)</title>").ok());
    let raw = TITLE.as_ref()?.captures(html)?.get(1)?.as_str();
    let title = raw
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace("&amp;", "&")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&#x27;", "'");
    (!title.is_empty()).then_some(title)
}

/// Makes relative link targets in Markdown absolute against `base`, so the model can fetch them.
fn absolute_links(md: &str, base: &Url) -> String {
    static LINK: LazyLock<Option<Regex>> = LazyLock::new(|| Regex::new(r"\]\(([^)\s]+)\)").ok());
    let Some(link) = LINK.as_ref() else {
        return md.to_owned();
    };
    link.replace_all(md, |c: &regex::Captures<'_>| {
        let target = &c[1];
        if target.starts_with('#') || Url::parse(target).is_ok() {
            return c[0].to_owned();
        }
        match base.join(target) {
            Ok(abs) => format!("]({abs})"),
            Err(_) => c[0].to_owned(),
        }
    })
    .into_owned()
}

/// HTML to Markdown, without scripts, styles and other parts that are not content.
fn html_to_markdown(html: &str) -> Result<String, ToolError> {
    use htmd::options::{BulletListMarker, Options};
    let converter = htmd::HtmlToMarkdown::builder()
        .options(Options {
            bullet_list_marker: BulletListMarker::Dash,
            ul_bullet_spacing: 1,
            ol_number_spacing: 1,
            ..Options::default()
        })
        .skip_tags(vec![
            "head", "script", "style", "noscript", "template", "svg", "iframe", "canvas",
        ])
        .build();
    let md = converter
        .convert(html)
        .map_err(|e| ToolError::failed(format!("cannot convert the page to Markdown: {e}")))?;
    static BLANKS: LazyLock<Option<Regex>> = LazyLock::new(|| Regex::new(r"\n{3,}").ok());
    Ok(match BLANKS.as_ref() {
        Some(re) => re.replace_all(md.trim(), "\n\n").into_owned(),
        None => md.trim().to_owned(),
    })
}

#[async_trait]
impl Tool for WebFetch {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: WebFetchArgs = parse_args(&input)?;
        let url = Url::parse(args.url.trim()).map_err(|e| ToolError::InvalidArguments {
            message: format!("`{}` is not a valid URL: {e}", args.url),
        })?;
        self.check_url(&url)?;
        let fetched = tokio::select! {
            r = tokio::time::timeout(self.timeout, self.fetch(url.clone())) => r.map_err(|_| ToolError::Transient {
                message: format!("fetching `{url}` timed out after {} s", self.timeout.as_secs_f64()),
            })??,
            () = ctx.cancel.cancelled() => return Err(ToolError::Cancelled),
        };

        let text = fetched.text();
        let html = fetched.is_html(&text);
        let (title, content) = if html {
            let title = html_title(&text);
            let base = fetched.url.clone();
            let md = tokio::task::spawn_blocking(move || html_to_markdown(&text).map(|md| absolute_links(&md, &base)))
                .await
                .map_err(|e| ToolError::failed(format!("internal error: {e}")))??;
            (title, md)
        } else {
            (None, text)
        };

        if !fetched.status.is_success() {
            let excerpt: String = content.chars().take(1000).collect();
            return Err(ToolError::failed(format!(
                "`{}` answered HTTP {}{}",
                fetched.url,
                fetched.status,
                if excerpt.trim().is_empty() {
                    String::new()
                } else {
                    format!(":\n{}", excerpt.trim())
                }
            )));
        }

        let total = content.chars().count();
        let start = args.start.unwrap_or(0);
        let max = args.max_chars.unwrap_or(DEFAULT_MAX_CHARS).clamp(1, LARGEST_MAX_CHARS);
        if start > 0 && start >= total {
            return Err(ToolError::InvalidArguments {
                message: format!("start {start} is past the end of the text, which has {total} characters"),
            });
        }
        let part: String = content.chars().skip(start).take(max).collect();
        let end = start + part.chars().count();

        let mut out = format!("URL: {}\n", fetched.url);
        if !fetched.hops.is_empty() {
            let _ = writeln!(
                out,
                "Redirected from: {}",
                fetched.hops.iter().map(Url::as_str).collect::<Vec<_>>().join(" -> ")
            );
        }
        if let Some(ct) = &fetched.content_type {
            let _ = writeln!(out, "Content-Type: {ct}");
        }
        if let Some(t) = &title {
            let _ = writeln!(out, "Title: {t}");
        }
        out.push('\n');
        out.push_str(&part);
        if end < total {
            let _ = write!(
                out,
                "\n\n[showing characters {start}-{end} of {total}; call web_fetch with start={end} to read on]"
            );
        }
        if fetched.truncated {
            let _ = write!(
                out,
                "\n\n[the response is larger than {} bytes; only that much was read]",
                fetched.body.len()
            );
        }
        Ok(ToolOutput::text(out).with_metadata(json!({
            "url": fetched.url.as_str(),
            "status": fetched.status.as_u16(),
            "content_type": fetched.content_type,
            "redirects": fetched.hops.len(),
            "bytes": fetched.body.len(),
            "truncated": fetched.truncated,
            "chars": total,
        })))
    }

    fn touched_paths(&self, _input: &Value) -> Vec<PathBuf> {
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    #[test]
    fn non_public_addresses_are_recognised() {
        for s in [
            "127.0.0.1",
            "127.255.0.9",
            "10.1.2.3",
            "172.16.0.1",
            "172.31.255.255",
            "192.168.1.1",
            "169.254.169.254",
            "0.0.0.0",
            "100.64.0.1",
            "224.0.0.1",
            "255.255.255.255",
            "::1",
            "::",
            "fe80::1",
            "fc00::1",
            "fd12:3456::1",
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
            "64:ff9b::a9fe:a9fe",
            "2002:7f00:0001::1",
            "ff02::1",
        ] {
            assert!(non_public_reason(ip(s)).is_some(), "{s} should be refused");
        }
        for s in [
            "93.184.216.34",
            "8.8.8.8",
            "172.32.0.1",
            "2606:4700::1111",
            "::ffff:8.8.8.8",
        ] {
            assert_eq!(non_public_reason(ip(s)), None, "{s} is public");
        }
    }

    #[test]
    fn policy_allows_what_it_is_told() {
        let strict = AddressPolicy::default();
        assert!(strict.check("h", ip("127.0.0.1")).is_err());
        assert!(strict.check("h", ip("8.8.8.8")).is_ok());
        let one = AddressPolicy {
            allow_private: false,
            allowed: vec![ip("127.0.0.1")],
        };
        assert!(one.check("h", ip("127.0.0.1")).is_ok());
        assert!(one.check("h", ip("127.0.0.2")).is_err());
        let open = AddressPolicy {
            allow_private: true,
            allowed: vec![],
        };
        assert!(open.check("h", ip("10.0.0.1")).is_ok());
    }

    #[test]
    fn text_types() {
        for t in [
            "text/html; charset=utf-8",
            "application/json",
            "application/ld+json",
            "image/svg+xml",
            "TEXT/PLAIN",
        ] {
            assert!(is_text_type(t), "{t}");
        }
        for t in ["image/png", "application/octet-stream", "application/pdf", "video/mp4"] {
            assert!(!is_text_type(t), "{t}");
        }
    }

    #[test]
    fn relative_links_become_absolute() {
        let base = Url::parse("https://docs.example/guide/intro.html").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            absolute_links(
                "[a](/x) [b](next.html) [c](#top) [d](https://o.example/) [e](../up)",
                &base
            ),
            "[a](https://docs.example/x) [b](https://docs.example/guide/next.html) [c](#top) \
             [d](https://o.example/) [e](https://docs.example/up)"
        );
    }

    #[test]
    fn titles_are_read_and_unescaped() {
        assert_eq!(
            html_title("<html><head><TITLE>\n  Rust &amp; Co\n</TITLE></head>").as_deref(),
            Some("Rust & Co")
        );
        assert_eq!(html_title("<p>no title</p>"), None);
    }
}
