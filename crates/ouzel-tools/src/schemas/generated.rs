//! Generated from the built-in tools' argument types by
//! `UPDATE_SCHEMAS=1 cargo test -p ouzel-tools schemas::`; do not edit.

/// (tool name, JSON Schema of its arguments), by name.
pub(super) const SCHEMAS: &[(&str, &str)] = &[
    (
        "add_component",
        r#"{"required":["component"],"additionalProperties":false,"description":"Arguments of `add_component`.","type":"object","properties":{"component":{"description":"Component name, from list_components.","type":"string"},"path":{"description":"Project directory, relative to the workspace. Defaults to the workspace root.","type":["string","null"]},"template":{"description":"The template the component belongs to; recognised from the project's files when omitted.","type":["string","null"]},"variables":{"description":"Values for the component's variables; those left out take their defaults.","type":"object","additionalProperties":{"type":"string"},"default":{}}}}"#,
    ),
    (
        "copy_file",
        r#"{"required":["source","destination"],"properties":{"source":{"description":"The file or directory to copy, relative to the workspace root.","type":"string"},"destination":{"description":"Where to put the copy. If this is an existing directory, the copy goes inside it.","type":"string"},"overwrite":{"description":"Replace an existing file at the destination. Defaults to false.","type":["boolean","null"]}},"description":"Arguments of `copy_file`.","type":"object"}"#,
    ),
    (
        "create_file",
        r#"{"required":["path","content"],"properties":{"path":{"description":"Path of the new file, relative to the workspace root. Missing parent directories are\ncreated.","type":"string"},"content":{"description":"The text to put in it.","type":"string"}},"description":"Arguments of `create_file`.","type":"object"}"#,
    ),
    (
        "create_project",
        r#"{"required":["template","path"],"additionalProperties":false,"description":"Arguments of `create_project`.","type":"object","properties":{"template":{"description":"Template name, from list_templates.","type":"string"},"path":{"description":"Directory to create the project in, relative to the workspace; it must not exist or be empty.","type":"string"},"variables":{"description":"Values for the template's variables; those left out take their defaults.","type":"object","additionalProperties":{"type":"string"},"default":{}}}}"#,
    ),
    (
        "delete_file",
        r#"{"required":["path"],"properties":{"path":{"description":"Path of the file or directory to delete, relative to the workspace root.","type":"string"},"recursive":{"description":"Needed to delete a directory that is not empty, with everything in it. Defaults to false.","type":["boolean","null"]}},"description":"Arguments of `delete_file`.","type":"object"}"#,
    ),
    (
        "edit_file",
        r#"{"required":["path"],"properties":{"path":{"description":"Path of the file to edit, relative to the workspace root.","type":"string"},"old_string":{"description":"The exact text to replace, including whitespace and indentation. Must occur exactly once\nunless `replace_all` is true; include surrounding lines to make it unique.","type":["string","null"]},"new_string":{"description":"The text to put in its place.","type":["string","null"]},"replace_all":{"description":"Replace every occurrence instead of exactly one. Defaults to false.","type":["boolean","null"]},"edits":{"description":"Several replacements, applied in order (each to the result of the ones before) and all or\nnothing: if one fails, the file is left unchanged. Use instead of old_string/new_string.","type":["array","null"],"items":{"description":"One replacement in the `edits` list of [`EditFileArgs`].","type":"object","properties":{"old_string":{"description":"The exact text to replace. Must occur exactly once unless `replace_all` is true.","type":"string"},"new_string":{"description":"The text to put in its place.","type":"string"},"replace_all":{"description":"Replace every occurrence instead of exactly one. Defaults to false.","type":["boolean","null"]}},"required":["old_string","new_string"]}}},"description":"Arguments of `edit_file`: one replacement (`old_string`, `new_string`, `replace_all`) or\nseveral (`edits`), never both.","type":"object"}"#,
    ),
    (
        "find_definition",
        r#"{"required":["symbol"],"properties":{"symbol":{"description":"The name to look up, e.g. `parse_args`, or qualified by its type, class, trait or module:\n`Parser::parse`, `Parser.parse`.","type":"string"},"path":{"description":"File or directory to search, relative to the workspace root. Defaults to the root.","type":["string","null"]}},"description":"Arguments of `find_definition`.","type":"object"}"#,
    ),
    (
        "find_files",
        r#"{"required":["pattern"],"properties":{"pattern":{"description":"Glob to match, e.g. `**/*.rs`, `src/**/test_*.py` or `Cargo.toml`. A pattern without `/`\nmatches file names in any directory; one with `/` matches the path from `path`.","type":"string"},"path":{"description":"Directory to search under, relative to the workspace root. Defaults to the root.","type":["string","null"]}},"description":"Arguments of `find_files`.","type":"object"}"#,
    ),
    (
        "git_add",
        r#"{"required":["paths"],"additionalProperties":false,"description":"Arguments of `git_add`.","type":"object","properties":{"repo":{"description":"Repository directory, relative to the workspace. Defaults to the workspace root.","type":["string","null"]},"paths":{"description":"Files or directories to stage (new, changed and deleted files alike); `[\".\"]` for everything.","type":"array","items":{"type":"string"}}}}"#,
    ),
    (
        "git_branch",
        r#"{"additionalProperties":false,"properties":{"repo":{"description":"Repository directory, relative to the workspace. Defaults to the workspace root.","type":["string","null"]},"all":{"description":"Also list remote-tracking branches.","type":"boolean","default":false}},"description":"Arguments of `git_branch`.","type":"object"}"#,
    ),
    (
        "git_checkout",
        r#"{"required":["branch"],"additionalProperties":false,"description":"Arguments of `git_checkout`.","type":"object","properties":{"repo":{"description":"Repository directory, relative to the workspace. Defaults to the workspace root.","type":["string","null"]},"branch":{"description":"The branch to switch to (or to create with `create`), or with `detach` any commit.","type":"string"},"create":{"description":"Create `branch` first, starting from `start_point` (default: the current commit).","type":"boolean","default":false},"start_point":{"description":"Where a new branch starts (a branch, tag or commit). Only with `create`.","type":["string","null"]},"detach":{"description":"Check out the commit `branch` names without being on a branch.","type":"boolean","default":false}}}"#,
    ),
    (
        "git_commit",
        r#"{"required":["message"],"additionalProperties":false,"description":"Arguments of `git_commit`.","type":"object","properties":{"repo":{"description":"Repository directory, relative to the workspace. Defaults to the workspace root.","type":["string","null"]},"message":{"description":"The commit message: a short subject line, optionally a blank line and a body.","type":"string"},"all":{"description":"Stage every modified and deleted tracked file first (like `git commit -a`); untracked files\nstill need git_add.","type":"boolean","default":false}}}"#,
    ),
    (
        "git_diff",
        r#"{"additionalProperties":false,"properties":{"repo":{"description":"Repository directory, relative to the workspace. Defaults to the workspace root.","type":["string","null"]},"staged":{"description":"Show staged changes (the index against HEAD) instead of unstaged ones.","type":"boolean","default":false},"revision":{"description":"Compare against this commit instead (e.g. `HEAD~1`, `main`, a hash): with `staged` the index,\notherwise the working tree.","type":["string","null"]},"paths":{"description":"Only show changes under these paths.","type":"array","items":{"type":"string"},"default":[]},"context_lines":{"description":"Lines of context around each change. Defaults to 3.","type":["integer","null"],"format":"uint32","minimum":0}},"description":"Arguments of `git_diff`.","type":"object"}"#,
    ),
    (
        "git_log",
        r#"{"additionalProperties":false,"properties":{"repo":{"description":"Repository directory, relative to the workspace. Defaults to the workspace root.","type":["string","null"]},"count":{"description":"Number of commits to show, newest first. Defaults to 20; at most 200.","type":["integer","null"],"format":"uint","minimum":0},"path":{"description":"Only commits that changed this path.","type":["string","null"]},"revision":{"description":"Start from this revision or range instead of HEAD (e.g. `main`, `v1.0..HEAD`).","type":["string","null"]}},"description":"Arguments of `git_log`.","type":"object"}"#,
    ),
    (
        "git_pull",
        r#"{"additionalProperties":false,"properties":{"repo":{"description":"Repository directory, relative to the workspace. Defaults to the workspace root.","type":["string","null"]},"remote":{"description":"The remote to pull from. Defaults to the branch's upstream remote.","type":["string","null"]},"branch":{"description":"The remote branch to pull. Defaults to the upstream branch.","type":["string","null"]},"mode":{"description":"`ff_only` (default): fail if local and remote have diverged; `merge`; or `rebase`.","oneOf":[{"description":"Only fast-forward; fail if the branches have diverged.","type":"string","const":"ff_only"},{"description":"Merge the remote commits (a merge commit if they diverged).","type":"string","const":"merge"},{"description":"Rebase local commits on top of the remote ones.","type":"string","const":"rebase"}]}},"description":"Arguments of `git_pull`.","type":"object"}"#,
    ),
    (
        "git_push",
        r#"{"additionalProperties":false,"properties":{"repo":{"description":"Repository directory, relative to the workspace. Defaults to the workspace root.","type":["string","null"]},"remote":{"description":"The remote to push to. Defaults to the branch's upstream remote, or `origin`.","type":["string","null"]},"branch":{"description":"The local branch to push. Defaults to the current branch.","type":["string","null"]},"set_upstream":{"description":"Record the remote branch as the upstream of the local one (`git push -u`).","type":"boolean","default":false}},"description":"Arguments of `git_push`.","type":"object"}"#,
    ),
    (
        "git_status",
        r#"{"additionalProperties":false,"properties":{"repo":{"description":"Repository directory, relative to the workspace. Defaults to the workspace root.","type":["string","null"]},"paths":{"description":"Only report changes under these paths.","type":"array","items":{"type":"string"},"default":[]}},"description":"Arguments of `git_status`.","type":"object"}"#,
    ),
    (
        "grep_search",
        r#"{"required":["pattern"],"properties":{"pattern":{"description":"The regular expression to look for (Rust regex syntax, like ripgrep), matched within one\nline. With `fixed_strings` it is taken literally.","type":"string"},"path":{"description":"File or directory to search, relative to the workspace root. Defaults to the root.","type":["string","null"]},"glob":{"description":"Only search files matching this glob, e.g. `*.rs` (any directory) or `src/**/*.ts`\n(relative to `path`); a leading `!` excludes matching files instead.","type":["string","null"]},"fixed_strings":{"description":"Take `pattern` as literal text, not a regex. Defaults to false.","type":["boolean","null"]},"case_insensitive":{"description":"Match regardless of case. Defaults to false.","type":["boolean","null"]},"context":{"description":"Lines of context to show before and after each match (at most 10). Defaults to 0.","type":["integer","null"],"format":"uint","minimum":0},"max_results":{"description":"Most matching lines to show (at most 2000). Defaults to 100.","type":["integer","null"],"format":"uint","minimum":0}},"description":"Arguments of `grep_search`.","type":"object"}"#,
    ),
    (
        "list_components",
        r#"{"additionalProperties":false,"properties":{"template":{"description":"List this template's components. Without it, the template is recognised from the project in `path`.","type":["string","null"]},"path":{"description":"Project directory, relative to the workspace. Defaults to the workspace root.","type":["string","null"]}},"description":"Arguments of `list_components`.","type":"object"}"#,
    ),
    (
        "list_files",
        r#"{"properties":{"path":{"description":"Directory to list, relative to the workspace root. Defaults to the root.","type":["string","null"]},"depth":{"description":"How many levels deep to list. Defaults to 2.","type":["integer","null"],"format":"uint","minimum":0}},"type":"object","description":"Arguments of `list_files`."}"#,
    ),
    (
        "list_templates",
        r#"{"additionalProperties":false,"type":"object","description":"Arguments of `list_templates` (none).","properties":{}}"#,
    ),
    (
        "move_file",
        r#"{"required":["source","destination"],"properties":{"source":{"description":"The file or directory to move, relative to the workspace root.","type":"string"},"destination":{"description":"Where to move it. If this is an existing directory, the source is moved into it.","type":"string"},"overwrite":{"description":"Replace an existing file at the destination. Defaults to false.","type":["boolean","null"]}},"description":"Arguments of `move_file`.","type":"object"}"#,
    ),
    (
        "read_file",
        r#"{"required":["path"],"properties":{"path":{"description":"Path of the file, relative to the workspace root (or absolute inside it).","type":"string"},"offset":{"description":"1-based number of the first line to read. Defaults to 1.","type":["integer","null"],"format":"uint","minimum":0},"limit":{"description":"Number of lines to read. Defaults to 2000.","type":["integer","null"],"format":"uint","minimum":0},"line_numbers":{"description":"Prefix each line with its line number and a tab (like `cat -n`). Defaults to false.","type":["boolean","null"]}},"description":"Arguments of `read_file`.","type":"object"}"#,
    ),
    (
        "run_tests",
        r#"{"additionalProperties":false,"properties":{"path":{"description":"Directory of the project, relative to the workspace. Defaults to the workspace root.","type":["string","null"]},"runner":{"description":"The runner to use; detected from the project's files when omitted.","anyOf":[{"description":"A test runner `run_tests` knows.","oneOf":[{"description":"`cargo test`.","type":"string","const":"cargo"},{"description":"`pytest` (from the project's `.venv`/`venv` when there is one).","type":"string","const":"pytest"},{"description":"`npm test`.","type":"string","const":"npm"},{"description":"`pnpm test`.","type":"string","const":"pnpm"},{"description":"`go test ./...`.","type":"string","const":"go"},{"description":"`make test` (or another target).","type":"string","const":"make"}]},{"type":"null"}]},"filter":{"description":"Run only matching tests: a name filter for cargo, a `-k` expression for pytest, a `-run`\nregex for go, extra arguments to the test script for npm/pnpm. Not for make.","type":["string","null"]},"target":{"description":"The make target. Defaults to `test`.","type":["string","null"]},"timeout_ms":{"description":"Milliseconds before the run is killed. Defaults to 600000; at most 3600000.","type":["integer","null"],"format":"uint64","minimum":0}},"description":"Arguments of `run_tests`.","type":"object"}"#,
    ),
    (
        "shell",
        r#"{"required":["command"],"properties":{"command":{"description":"The command line, run with `bash -c` in the workspace root.","type":"string"},"timeout_ms":{"description":"Milliseconds before the command is killed. Defaults to 120000; at most 600000.","type":["integer","null"],"format":"uint64","minimum":0}},"description":"Arguments of `shell`.","type":"object"}"#,
    ),
    (
        "todo_write",
        r#"{"required":["items"],"additionalProperties":false,"description":"Arguments of `todo_write`.","type":"object","properties":{"items":{"description":"The whole list, in order; it replaces the previous one. Keep at most one item\n`in_progress`, and mark an item `done` as soon as it is finished.","type":"array","items":{"description":"One item of the todo list.","type":"object","properties":{"content":{"description":"What is to be done, in a short sentence.","type":"string"},"status":{"description":"Where it stands.","oneOf":[{"description":"Not started.","type":"string","const":"pending"},{"description":"Being worked on.","type":"string","const":"in_progress"},{"description":"Finished.","type":"string","const":"done"}]}},"required":["content","status"]}}}}"#,
    ),
    (
        "web_fetch",
        r#"{"required":["url"],"additionalProperties":false,"description":"Arguments of `web_fetch`.","type":"object","properties":{"url":{"description":"The http:// or https:// URL to fetch.","type":"string"},"max_chars":{"description":"Characters of the converted text to return. Defaults to 40000; at most 200000.","type":["integer","null"],"format":"uint","minimum":0},"start":{"description":"Character offset to start from, to read on in a long page. Defaults to 0.","type":["integer","null"],"format":"uint","minimum":0}}}"#,
    ),
    (
        "write_file",
        r#"{"required":["path","content"],"properties":{"path":{"description":"Path of the file, relative to the workspace root. Missing parent directories are created.","type":"string"},"content":{"description":"The text to write.","type":"string"},"append":{"description":"Append to the end of the file instead of replacing its content. Defaults to false.","type":["boolean","null"]}},"description":"Arguments of `write_file`.","type":"object"}"#,
    ),
];
