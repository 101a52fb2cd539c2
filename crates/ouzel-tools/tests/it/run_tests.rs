//! `run_tests` with real runners: make, npm with node's test runner, and a project-local
//! pytest executable standing in for pytest.

use crate::Ws;
use ouzel_core::{Risk, Tool, ToolCategory, ToolError};
use ouzel_tools::RunTests;
use serde_json::json;
use std::os::unix::fs::PermissionsExt;

fn executable(ws: &Ws, rel: &str, text: &str) {
    ws.write(rel, text);
    std::fs::set_permissions(ws.root().join(rel), std::fs::Permissions::from_mode(0o755)).unwrap();
}

#[test]
fn definition_is_high_risk_testing() {
    let t = RunTests::new();
    let d = t.definition();
    assert_eq!((d.risk, d.category), (Risk::High, ToolCategory::Testing));
    assert_eq!(d.effects, ouzel_core::Effects::Unknown, "tests run arbitrary code");
    let runner = d.input_schema["properties"]["runner"].to_string();
    for name in ["cargo", "pytest", "npm", "pnpm", "go", "make"] {
        assert!(runner.contains(&format!("\"{name}\"")), "{runner}");
    }
}

#[tokio::test]
async fn make_project_with_a_plain_summary() {
    let ws = Ws::new();
    ws.write(
        "Makefile",
        "build:\n\t@echo building\n\ntest: build\n\t@echo 'ok - parses'\n\t@echo 'ok - formats'\n\t@echo 'summary: 2 passed, 0 failed, 1 skipped'\n",
    );
    let out = ws.call(&RunTests::new(), json!({})).await.unwrap();
    insta::assert_snapshot!(out.content, @r"
    $ make test
    PASSED: 2 passed, 0 failed, 1 skipped (exit code 0, make)

    Output (stdout, then stderr; 72 bytes):
    building
    ok - parses
    ok - formats
    summary: 2 passed, 0 failed, 1 skipped
    ");
    let meta = out.metadata.unwrap();
    assert_eq!(
        (meta["runner"].clone(), meta["exit_code"].clone()),
        (json!("make"), json!(0))
    );
}

#[tokio::test]
async fn failing_make_target_reports_the_exit_code() {
    let ws = Ws::new();
    ws.write(
        "sub/Makefile",
        "check:\n\t@echo 'check: 1 passed, 2 failed'\n\t@echo 'broken thing' >&2\n\t@exit 3\n",
    );
    let out = ws
        .call(
            &RunTests::new(),
            json!({"path": "sub", "runner": "make", "target": "check"}),
        )
        .await
        .unwrap();
    insta::assert_snapshot!(out.content, @r"
    $ make check    (in sub)
    FAILED: 1 passed, 2 failed, 0 skipped (exit code 2, make)

    Output (stdout, then stderr; 76 bytes):
    check: 1 passed, 2 failed
    broken thing
    make: *** [Makefile:4: check] Error 3
    ");
    // make without a summary: the exit code alone decides.
    ws.write("plain/Makefile", "test:\n\t@echo compiling\n\t@false\n");
    let out = ws.call(&RunTests::new(), json!({"path": "plain"})).await.unwrap();
    assert!(
        out.content
            .contains("FAILED (exit code 2); no test summary was recognised in the output, so counts are unknown"),
        "{}",
        out.content
    );
}

#[tokio::test]
async fn npm_with_node_test_runner() {
    let ws = Ws::new();
    ws.write(
        "package.json",
        r#"{"name": "t", "version": "1.0.0", "scripts": {"test": "node --test"}}"#,
    );
    ws.write(
        "test/math.test.js",
        "const test = require('node:test');\nconst assert = require('node:assert');\n\
         test('adds', () => { assert.strictEqual(1 + 1, 2); });\n\
         test('adds wrong', () => { assert.strictEqual(1 + 1, 3); });\n",
    );
    let out = ws.call(&RunTests::new(), json!({})).await.unwrap();
    assert!(
        out.content
            .starts_with("$ npm test\nFAILED: 1 passed, 1 failed, 0 skipped (exit code 1, npm)"),
        "{}",
        out.content
    );
    assert!(
        out.content.contains("\nFailing tests:\n- adds wrong\n    at "),
        "{}",
        out.content
    );
    assert!(out.content.contains("    2 !== 3\n"), "{}", out.content);
    assert_eq!(out.metadata.unwrap()["failures"], json!(["adds wrong"]));
}

#[tokio::test]
async fn pytest_from_the_project_venv_gets_the_filter() {
    let ws = Ws::new();
    ws.write("pyproject.toml", "[project]\nname = \"calc\"\n");
    // A stand-in for the venv's pytest: records its arguments, prints real pytest output.
    let captured = include_str!("../fixtures/test-output/pytest-failing.txt");
    ws.write("captured.txt", captured);
    executable(
        &ws,
        ".venv/bin/pytest",
        "#!/bin/sh\necho \"$@\" > args.txt\ncat captured.txt\nexit 1\n",
    );
    let out = ws
        .call(&RunTests::new(), json!({"filter": "add or raises"}))
        .await
        .unwrap();
    assert_eq!(ws.read("args.txt"), "--color=no -rfE -k add or raises\n");
    let summary = out.content.split("\nOutput (").next().unwrap();
    let summary = summary.replace(&ws.root().display().to_string(), "[ws]");
    insta::assert_snapshot!(summary, @r"
    $ [ws]/.venv/bin/pytest --color=no -rfE -k add or raises
    FAILED: 3 passed, 3 failed, 1 skipped (exit code 1, pytest)

    Failing tests:
    - tests/test_calc.py::test_add_negative
        assert -2 == -3
        +  where -2 = add(-1, -1)
        tests/test_calc.py:10: AssertionError
    - tests/test_calc.py::test_raises
        ValueError: boom: bad input
        tests/test_calc.py:17: ValueError
    - tests/test_calc.py::test_param[2]
        assert 2 == 1
        tests/test_calc.py:21: AssertionError
    ");
}

#[tokio::test]
async fn long_output_is_cut_but_failures_are_kept() {
    let ws = Ws::new();
    // 50,000 lines of noise, then a failure and the summary.
    ws.write(
        "Makefile",
        "test:\n\t@seq 1 50000\n\t@echo 'summary: 10 passed, 1 failed'\n\t@exit 1\n",
    );
    let out = ws.call(&RunTests::new(), json!({})).await.unwrap();
    assert!(
        out.content.contains("FAILED: 10 passed, 1 failed"),
        "{}",
        &out.content[..200]
    );
    assert!(out.content.contains("cut in the middle"), "{}", &out.content[..300]);
    assert!(out.content.len() < 20 * 1024, "{}", out.content.len());
    assert!(out.content.contains("bytes omitted"));
}

#[tokio::test]
async fn a_run_past_its_timeout_is_killed() {
    let ws = Ws::new();
    ws.write("Makefile", "test:\n\t@echo started\n\t@sleep 30\n");
    let err = ws.call(&RunTests::new(), json!({"timeout_ms": 400})).await.unwrap_err();
    let msg = err.to_string();
    assert!(msg.starts_with("timed out after 400 ms"), "{msg}");
    assert!(msg.contains("started"), "{msg}");
}

#[tokio::test]
async fn errors_for_unknown_projects_bad_arguments_and_escapes() {
    let ws = Ws::new();
    ws.write("notes.txt", "nothing to run");
    let err = ws.call(&RunTests::new(), json!({})).await.unwrap_err();
    assert!(err.to_string().starts_with("no test runner found in `.`"), "{err}");
    let err = ws.call(&RunTests::new(), json!({"path": "../"})).await.unwrap_err();
    assert!(matches!(err, ToolError::OutsideWorkspace { .. }), "{err}");
    let err = ws
        .call(&RunTests::new(), json!({"runner": "make", "filter": "x"}))
        .await
        .unwrap_err();
    assert!(matches!(err, ToolError::InvalidArguments { .. }), "{err}");
    let err = ws
        .call(&RunTests::new(), json!({"runner": "cargo", "filter": "--release"}))
        .await
        .unwrap_err();
    assert!(matches!(err, ToolError::InvalidArguments { .. }), "{err}");
    let err = ws.call(&RunTests::new(), json!({"runner": "rake"})).await.unwrap_err();
    assert!(matches!(err, ToolError::InvalidArguments { .. }), "{err}");
}

#[tokio::test]
async fn cancelling_stops_the_run() {
    let ws = Ws::new();
    ws.write("Makefile", "test:\n\t@sleep 30\n");
    let cancel = ws.ctx.cancel.clone();
    let canceller = tokio::spawn(async move {
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        cancel.cancel();
    });
    let err = ws.call(&RunTests::new(), json!({})).await.unwrap_err();
    assert!(matches!(err, ToolError::Cancelled), "{err}");
    canceller.await.unwrap();
}
