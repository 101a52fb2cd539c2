import { test } from "node:test";
import assert from "node:assert/strict";
import { greeting } from "./index.js";

test("greets by name", () => {
  assert.equal(greeting("ouzel"), "Hello, ouzel!");
});
