//! Scaffolding into temporary workspaces, with built-in templates and a user template
//! directory made in the test.

use crate::Ws;
use ouzel_core::{Risk, Tool, ToolCategory, ToolError};
use ouzel_tools::{AddComponent, CreateProject, ListComponents, ListTemplates, TemplateLibrary};
use serde_json::json;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

/// A library with no user templates.
fn builtin_only() -> TemplateLibrary {
    TemplateLibrary::new(None)
}

/// A user template directory with one template, `script`, that also shadows nothing.
fn user_templates() -> (tempfile::TempDir, TemplateLibrary) {
    let dir = tempfile::tempdir().unwrap();
    let t = dir.path().join("script");
    std::fs::create_dir_all(t.join("files/bin")).unwrap();
    std::fs::write(
        t.join("template.toml"),
        r##"description = "A shell tool with a runner script."
detect = ["run.sh"]

[[variables]]
name = "tool"
description = "Name of the tool."

[[variables]]
name = "greeting"
default = "Hello from {{tool|upper}}"

[[components]]
name = "task"
description = "A task script under tasks/."

[[components.variables]]
name = "task"

[[components.edits]]
path = "run.sh"
text = "# task: {{task}}\n"
"##,
    )
    .unwrap();
    std::fs::write(
        t.join("files/run.sh"),
        "#!/bin/sh\necho '{{greeting}}' # ${{ not.a.var }}\n",
    )
    .unwrap();
    std::fs::set_permissions(t.join("files/run.sh"), std::fs::Permissions::from_mode(0o755)).unwrap();
    std::fs::write(t.join("files/bin/{{tool}}.bin"), [0u8, 159, 146, 150, b'{', b'{']).unwrap();
    std::fs::create_dir_all(t.join("components/task/tasks")).unwrap();
    std::fs::write(t.join("components/task/tasks/{{task}}.sh"), "echo {{task}}\n").unwrap();
    // A broken template is reported, not fatal.
    std::fs::create_dir_all(dir.path().join("broken")).unwrap();
    std::fs::write(dir.path().join("broken/template.toml"), "description = [").unwrap();
    let lib = TemplateLibrary::new(Some(dir.path().to_path_buf()));
    (dir, lib)
}

#[test]
fn definitions_carry_risk_and_flags() {
    let lib = builtin_only();
    for t in [
        &ListTemplates::new(lib.clone()) as &dyn Tool,
        &ListComponents::new(lib.clone()),
    ] {
        let d = t.definition();
        assert_eq!(
            (d.risk, d.effects.is_read_only(), d.category),
            (Risk::Low, true, ToolCategory::Scaffold),
            "{}",
            d.name
        );
    }
    for t in [
        &CreateProject::new(lib.clone()) as &dyn Tool,
        &AddComponent::new(lib.clone()),
    ] {
        let d = t.definition();
        assert_eq!(
            (d.risk, d.effects.is_read_only(), d.category),
            (Risk::Medium, false, ToolCategory::Scaffold),
            "{}",
            d.name
        );
    }
    // The directory and every file the template writes (see the security test below).
    let touched = CreateProject::new(lib.clone()).touched_paths(&json!({"path": "app", "template": "rust-bin"}));
    assert_eq!(touched.first().map(PathBuf::as_path), Some(Path::new("app")));
    assert!(touched.iter().any(|p| p == Path::new("app/Cargo.toml")), "{touched:?}");
    assert_eq!(
        AddComponent::new(lib).touched_paths(&json!({"component": "x"})),
        [Path::new(".")]
    );
}

#[tokio::test]
async fn list_templates_shows_builtins_and_user_templates() {
    let (dir, lib) = user_templates();
    let ws = Ws::new();
    let out = ws.call(&ListTemplates::new(lib), json!({})).await.unwrap();
    let text = out.content.replace(&dir.path().display().to_string(), "[user-dir]");
    insta::assert_snapshot!(text);
}

#[tokio::test]
async fn create_a_rust_binary_project() {
    let ws = Ws::new();
    let out = ws
        .call(
            &CreateProject::new(builtin_only()),
            json!({"template": "rust-bin", "path": "apps/Hello World", "variables": {"description": "Says hello."}}),
        )
        .await
        .unwrap();
    insta::assert_snapshot!(out.content, @r"
    Created `apps/Hello World` from template rust-bin (4 files):
      apps/Hello World/.gitignore
      apps/Hello World/Cargo.toml
      apps/Hello World/README.md
      apps/Hello World/src/main.rs
    Next: cd apps/Hello World && cargo test && cargo run
    Components add_component can add: module, integration-test
    ");
    insta::assert_snapshot!(ws.read("apps/Hello World/Cargo.toml"), @r#"
    [package]
    name = "hello-world"
    version = "0.1.0"
    edition = "2024"
    description = "Says hello."

    [dependencies]
    "#);
    assert!(
        ws.read("apps/Hello World/src/main.rs")
            .contains("format!(\"Hello, {name}!\")")
    );
    assert_eq!(ws.read("apps/Hello World/.gitignore"), "/target\n");
    assert_eq!(out.metadata.unwrap()["variables"]["project_name"], "hello-world");
}

#[tokio::test]
async fn create_python_and_node_projects() {
    let ws = Ws::new();
    let lib = builtin_only();
    ws.call(
        &CreateProject::new(lib.clone()),
        json!({"template": "python-package", "path": "py-tool"}),
    )
    .await
    .unwrap();
    assert!(ws.read("py-tool/pyproject.toml").contains("name = \"py-tool\""));
    assert!(ws.read("py-tool/src/py_tool/__init__.py").contains("def greeting"));
    assert_eq!(
        ws.read("py-tool/tests/test_py_tool.py").lines().next(),
        Some("from py_tool import greeting")
    );
    ws.call(
        &CreateProject::new(lib),
        json!({"template": "node-ts", "path": "web", "variables": {"project_name": "@me/web"}}),
    )
    .await
    .unwrap();
    let pkg: serde_json::Value = serde_json::from_str(&ws.read("web/package.json")).unwrap();
    assert_eq!(pkg["name"], "@me/web");
    assert!(ws.root().join("web/tsconfig.json").is_file());
    assert!(ws.root().join("web/src/index.test.ts").is_file());
}

#[tokio::test]
async fn user_template_with_paths_modes_and_binary_files() {
    let (_dir, lib) = user_templates();
    let ws = Ws::new();
    ws.call(
        &CreateProject::new(lib),
        json!({"template": "script", "path": "s", "variables": {"tool": "zap"}}),
    )
    .await
    .unwrap();
    assert_eq!(
        ws.read("s/run.sh"),
        "#!/bin/sh\necho 'Hello from ZAP' # ${{ not.a.var }}\n",
        "defaults see earlier variables; unknown placeholders stay"
    );
    let mode = std::fs::metadata(ws.root().join("s/run.sh"))
        .unwrap()
        .permissions()
        .mode();
    assert_eq!(mode & 0o777, 0o755);
    assert_eq!(
        std::fs::read(ws.root().join("s/bin/zap.bin")).unwrap(),
        [0u8, 159, 146, 150, b'{', b'{']
    );
}

#[tokio::test]
async fn list_and_add_components_to_a_project() {
    let ws = Ws::new();
    let lib = builtin_only();
    ws.call(
        &CreateProject::new(lib.clone()),
        json!({"template": "rust-bin", "path": "app"}),
    )
    .await
    .unwrap();
    let out = ws
        .call(&ListComponents::new(lib.clone()), json!({"path": "app"}))
        .await
        .unwrap();
    insta::assert_snapshot!(out.content, @r"
    Template rust-bin (recognised from the files in `app`):
      module: A module in src/<module>.rs with a unit test, declared in src/main.rs.
        - module (required): Module name, snake_case.
      integration-test: An integration test in tests/<test>.rs that runs the built binary.
        - test (required): Test name, snake_case: the file tests/<test>.rs and its test function.
        - binary (default `{{dir_name|kebab}}`): Name of the binary under test (the package name).
    ");

    let add = AddComponent::new(lib.clone());
    let out = ws
        .call(
            &add,
            json!({"component": "module", "path": "app", "variables": {"module": "parser"}}),
        )
        .await
        .unwrap();
    insta::assert_snapshot!(out.content, @r"
    Added component `module` of template rust-bin to `app`.
    Created:
      app/src/parser.rs
    Changed:
      app/src/main.rs
    ");
    assert!(ws.read("app/src/main.rs").starts_with("mod parser;\nfn main() {"));
    assert!(ws.read("app/src/parser.rs").starts_with("//! The `parser` module."));

    ws.call(
        &add,
        json!({"component": "integration-test", "path": "app", "variables": {"test": "runs"}}),
    )
    .await
    .unwrap();
    assert!(ws.read("app/tests/runs.rs").contains("env!(\"CARGO_BIN_EXE_app\")"));

    // Adding it again would overwrite: refused, and nothing changes.
    let before = ws.read("app/src/main.rs");
    let err = ws
        .call(
            &add,
            json!({"component": "module", "path": "app", "variables": {"module": "parser"}}),
        )
        .await
        .unwrap_err();
    assert!(
        err.to_string()
            .contains("`app/src/parser.rs` already exists; nothing was written"),
        "{err}"
    );
    assert_eq!(ws.read("app/src/main.rs"), before);
}

#[tokio::test]
async fn user_template_components_and_explicit_template() {
    let (_dir, lib) = user_templates();
    let ws = Ws::new();
    ws.call(
        &CreateProject::new(lib.clone()),
        json!({"template": "script", "path": ".", "variables": {"tool": "t"}}),
    )
    .await
    .unwrap();
    let out = ws
        .call(&ListComponents::new(lib.clone()), json!({"template": "script"}))
        .await
        .unwrap();
    assert!(
        out.content
            .starts_with("Template script:\n  task: A task script under tasks/."),
        "{}",
        out.content
    );
    ws.call(
        &AddComponent::new(lib),
        json!({"component": "task", "variables": {"task": "build"}}),
    )
    .await
    .unwrap();
    assert_eq!(ws.read("tasks/build.sh"), "echo build\n");
    assert!(ws.read("run.sh").ends_with("# task: build\n"), "{}", ws.read("run.sh"));
}

#[tokio::test]
async fn scaffolding_errors() {
    let ws = Ws::new();
    let lib = builtin_only();
    let create = CreateProject::new(lib.clone());
    let err = ws
        .call(&create, json!({"template": "cobol", "path": "x"}))
        .await
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "not found: template `cobol`; available: node-ts, python-package, rust-bin (see list_templates)"
    );
    assert!(!ws.root().join("x").exists());

    let err = ws
        .call(&create, json!({"template": "rust-bin", "path": "../escape"}))
        .await
        .unwrap_err();
    assert!(matches!(err, ToolError::OutsideWorkspace { .. }), "{err}");

    ws.write("full/keep.txt", "mine");
    let err = ws
        .call(&create, json!({"template": "rust-bin", "path": "full"}))
        .await
        .unwrap_err();
    assert!(err.to_string().contains("already exists and is not empty"), "{err}");

    let err = ws
        .call(
            &create,
            json!({"template": "rust-bin", "path": "y", "variables": {"nmae": "typo"}}),
        )
        .await
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "invalid arguments: template `rust-bin` has no variable nmae; its variables are: project_name, description, edition"
    );

    ws.call(&create, json!({"template": "python-package", "path": "py"}))
        .await
        .unwrap();
    let add = AddComponent::new(lib.clone());
    let err = ws
        .call(&add, json!({"component": "module", "path": "py"}))
        .await
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "invalid arguments: component `module` of template python-package needs values for: `module` (Module name, \
         snake_case.); pass them in `variables`"
    );
    let err = ws
        .call(
            &add,
            json!({"component": "module", "path": "py", "variables": {"module": "../../../x"}}),
        )
        .await
        .unwrap_err();
    assert!(matches!(err, ToolError::InvalidArguments { .. }), "{err}");
    let err = ws
        .call(&add, json!({"component": "widget", "path": "py"}))
        .await
        .unwrap_err();
    assert!(
        err.to_string().contains("a template with a `widget` component"),
        "{err}"
    );
    let err = ws
        .call(&ListComponents::new(lib), json!({"path": "full"}))
        .await
        .unwrap_err();
    assert!(err.to_string().contains("pass `template`"), "{err}");
}

/// A security review committed `src/main.rs` as a link to `../.git/config`: add_component's
/// edit of `src/main.rs` wrote git's configuration (a `core.fsmonitor` plain git then ran),
/// while the permission gate had been shown only the project directory. The scaffold tools now
/// name every file they write as touched paths (for the gate's protected-path check) and write
/// no file through a link.
#[tokio::test]
async fn scaffold_tools_name_every_file_they_write_and_write_none_through_a_link() {
    let ws = Ws::new();
    let lib = builtin_only();
    ws.call(
        &CreateProject::new(lib.clone()),
        json!({"template": "rust-bin", "path": "app"}),
    )
    .await
    .unwrap();
    let add = AddComponent::new(lib.clone());
    let input = json!({"component": "module", "path": "app", "variables": {"module": "parser"}});
    let shown = |input: &serde_json::Value| {
        let mut paths: Vec<String> = add
            .touched_paths(input)
            .iter()
            .map(|p| p.display().to_string())
            .collect();
        paths.sort();
        paths
    };
    let mut named = input.clone();
    named["template"] = json!("rust-bin");
    assert_eq!(shown(&named), ["app", "app/src/main.rs", "app/src/parser.rs"]);
    // Without a template, what every template with the component would write.
    let all = shown(&input);
    assert!(
        all.contains(&"app/src/main.rs".to_owned()) && all.contains(&"app/src/app/parser.py".to_owned()),
        "{all:?}"
    );
    let create = CreateProject::new(lib.clone());
    let touched = create.touched_paths(&json!({"template": "rust-bin", "path": "two"}));
    assert!(
        touched.iter().any(|p| p == Path::new("two/Cargo.toml"))
            && touched.iter().any(|p| p == Path::new("two/src/main.rs")),
        "{touched:?}"
    );

    // The edit target is a link: refused, nothing written.
    ws.write(".git/config", "[core]\n");
    std::fs::remove_file(ws.root().join("app/src/main.rs")).unwrap();
    std::os::unix::fs::symlink("../../.git/config", ws.root().join("app/src/main.rs")).unwrap();
    let err = ws.call(&add, input).await.unwrap_err();
    assert!(err.to_string().contains("symbolic link"), "{err}");
    assert_eq!(ws.read(".git/config"), "[core]\n");
    assert!(!ws.root().join("app/src/parser.rs").exists(), "nothing was written");

    // A directory on the way is a link: refused too.
    std::fs::create_dir_all(ws.root().join("elsewhere")).unwrap();
    std::os::unix::fs::symlink("../elsewhere", ws.root().join("app/tests")).unwrap();
    let err = ws
        .call(
            &add,
            json!({"component": "integration-test", "path": "app", "variables": {"test": "cli"}}),
        )
        .await
        .unwrap_err();
    assert!(err.to_string().contains("symbolic link"), "{err}");
    assert_eq!(std::fs::read_dir(ws.root().join("elsewhere")).unwrap().count(), 0);
    // And a new project's directory.
    std::os::unix::fs::symlink("elsewhere", ws.root().join("linked")).unwrap();
    let err = ws
        .call(&create, json!({"template": "rust-bin", "path": "linked"}))
        .await
        .unwrap_err();
    assert!(err.to_string().contains("symbolic link"), "{err}");
}
