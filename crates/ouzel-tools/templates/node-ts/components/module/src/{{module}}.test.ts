import { test } from "node:test";
import assert from "node:assert/strict";
import { {{function}} } from "./{{module}}.js";

test("{{function}}", () => {
  assert.equal({{function}}(), "{{module}}");
});
