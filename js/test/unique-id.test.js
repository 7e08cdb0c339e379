import { test } from "node:test";
import assert from "node:assert/strict";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";

// Every game's bundle carries its own copy of dom.js; two copies stand in for two bundles.
test("two copies of dom.js (two games' bundles) never hand out the same id", async () => {
  const url = pathToFileURL(resolve("src/shared/dom.js")).href;
  const first = await import(`${url}?bundle=skyjo`);
  const second = await import(`${url}?bundle=skyway`);
  assert.notEqual(first, second);
  const ids = [first.uniqueId("skyw-seed"), second.uniqueId("skyw-seed"), first.uniqueId("skyw-seed"), second.uniqueId("skyw-bot")];
  assert.equal(new Set(ids.map((id) => id.replace(/^skyw-[a-z]+-/, ""))).size, 4);
  assert.notEqual(ids[0], ids[1]);
});
