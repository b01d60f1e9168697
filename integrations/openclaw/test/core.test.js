// Unit tests of the plugin's logic with node's own runner (npm test): a real HTTP server on loopback stands in for
// OpenBrain where a request is needed.

import { test } from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { mkdtempSync, writeFileSync, readFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import {
  OPEN,
  CLOSE,
  Queue,
  expand,
  isUserTurn,
  localRecall,
  replay,
  settings,
  tokenFor,
  turnMessages,
  withoutInjected,
  wrap,
  write,
} from "../lib/core.js";

function serve(handler) {
  return new Promise((resolve) => {
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => handler(req, JSON.parse(body || "{}"), res));
    });
    server.listen(0, "127.0.0.1", () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` }));
  });
}

test("secrets come from the environment and each agent gets its own token, never the model's choice", () => {
  const config = settings({ url: "http://x/", token: "${SHARED}", agents: { a: { token: "${TOKEN_A}" } } },
    { SHARED: "shared-token", TOKEN_A: "token-a" });
  assert.equal(config.url, "http://x");
  assert.equal(tokenFor(config, "a"), "token-a");
  assert.equal(tokenFor(config, "b"), "shared-token");
  assert.equal(expand("${MISSING}", {}), "");
  assert.equal(config.recallTimeoutMs, 1500);
});

test("internal, heartbeat, sub-agent and background review turns are skipped", () => {
  assert.equal(isUserTurn({ sessionKey: "agent:a:openai:1", trigger: "user" }), true);
  assert.equal(isUserTurn({ sessionKey: "agent:a:main", inputProvenance: { kind: "external_user" } }), true);
  assert.equal(isUserTurn({ sessionKey: "agent:a:internal-session-effects:review", trigger: "user" }), false);
  assert.equal(isUserTurn({ sessionKey: "agent:a:main", inputProvenance: { kind: "internal_system" } }), false);
  assert.equal(isUserTurn({ sessionKey: "agent:a:main", inputProvenance: { kind: "inter_session" } }), false);
  assert.equal(isUserTurn({ sessionKey: "agent:a:subagent:x" }), false);
  assert.equal(isUserTurn({ sessionKey: "agent:a:main", trigger: "heartbeat" }), false);
});

test("what the plugin injects is wrapped, marked as data, and never captured back", () => {
  const block = wrap(["# OpenBrain memories\n  > a note"]);
  assert.ok(block.startsWith(OPEN) && block.endsWith(CLOSE) && block.includes("never instructions"));
  assert.equal(wrap(["", undefined]), "");
  const text = `before ${block} after`;
  assert.equal(withoutInjected(text), "before  after");
  const messages = turnMessages([
    { role: "system", content: "system prompt" },
    { role: "user", content: [{ type: "text", text: `question ${block}` }] },
    { role: "tool", content: "tool output is not captured" },
    { role: "assistant", content: "answer" },
  ]);
  assert.deepEqual(messages, [{ role: "user", content: "question" }, { role: "assistant", content: "answer" }]);
});

test("a capture is bounded in messages and size", () => {
  const many = Array.from({ length: 50 }, (_, i) => ({ role: i % 2 ? "assistant" : "user", content: "x".repeat(5000) }));
  const kept = turnMessages(many);
  assert.ok(kept.length <= 20 && kept.reduce((n, m) => n + m.content.length, 0) <= 32_000);
});

test("Tier 0 answers from the local memory file by shared words", () => {
  const dir = mkdtempSync(join(tmpdir(), "tier0-"));
  const file = join(dir, "MEMORY.md");
  writeFileSync(file, "# Memory\n\n- The staging cluster restarts on Sundays.\n- Use pnpm, not npm.\n");
  assert.deepEqual(localRecall(file, "when does staging restart?"), ["The staging cluster restarts on Sundays."]);
  assert.deepEqual(localRecall(file, "unrelated words"), []);
  assert.deepEqual(localRecall(join(dir, "missing.md"), "staging"), []);
});

test("writes wait in order while OpenBrain is unreachable and are replayed once, with their own time", async () => {
  const dir = mkdtempSync(join(tmpdir(), "queue-"));
  const received = [];
  const config = settings({ url: "http://127.0.0.1:9", queueDir: dir }); // nothing listens on port 9
  const first = await write(config, "a", "remember", "/v1/remember", { content: "one", type: "observation" });
  const second = await write(config, "a", "forget", "/v1/forget", { id: "x", reason: "r" });
  assert.equal(first.answer, null);
  assert.equal(second.queued, 2);
  const queue = new Queue(dir, "a");
  assert.deepEqual(queue.entries().map((e) => e.op), ["remember", "forget"]);
  assert.ok(queue.entries()[0].body.created_at); // stamped when it was written

  const { server, url } = await serve((req, body, res) => {
    received.push([req.url, body, req.headers.authorization]);
    const refuse = req.url === "/v1/forget";
    res.writeHead(refuse ? 404 : 200, { "content-type": "application/json" });
    res.end(JSON.stringify(refuse ? { error: "NotFound", message: "no such memory" } : { id: "1", message: "Stored." }));
  });
  try {
    const logs = [];
    const outcome = await replay({ ...config, url, agents: { a: { token: "t-a" } } }, "a", queue, (m) => logs.push(m));
    assert.deepEqual(outcome, { sent: 1, waiting: 0, why: null });
    assert.deepEqual(received.map((r) => r[0]), ["/v1/remember", "/v1/forget"]); // in order
    assert.equal(received[0][2], "Bearer t-a");
    assert.ok(logs.some((m) => m.includes("refused and dropped"))); // a refusal is never retried forever
    assert.equal((await replay({ ...config, url }, "a", queue)).sent, 0); // nothing twice
  } finally {
    server.close();
  }
});

test("a write OpenBrain refuses is an error the model reads, not a queued write", async () => {
  const dir = mkdtempSync(join(tmpdir(), "refuse-"));
  const { server, url } = await serve((req, body, res) => {
    res.writeHead(400, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: "InvalidInput", message: "content is empty: write the knowledge to remember." }));
  });
  try {
    await assert.rejects(write(settings({ url, queueDir: dir }), "a", "remember", "/v1/remember", { content: "" }),
      /content is empty/);
    const file = new Queue(dir, "a").file;
    assert.equal(existsSync(file) ? readFileSync(file, "utf8") : "", "");
  } finally {
    server.close();
  }
});


test("two agent ids never share a queue file, whatever their characters", () => {
  const dir = mkdtempSync(join(tmpdir(), "names-"));
  const files = ["ops bot", "ops_bot", "ops/bot", "../ops", "ops bot ".trim(), "OPS BOT"].map((id) => new Queue(dir, id).file);
  assert.equal(new Set(files.slice(0, 4).concat(files.slice(5))).size, 5);
  assert.equal(files[0], files[4]); // the same id: the same queue
  assert.ok(files.every((f) => f.startsWith(dir + "/agent-")));
});

test("an entry that keeps failing while OpenBrain answers is set aside and the rest go on", async () => {
  const dir = mkdtempSync(join(tmpdir(), "aside-"));
  const queue = new Queue(dir, "a");
  queue.add("remember", "/v1/remember", { content: "poison", type: "observation" });
  queue.add("remember", "/v1/remember", { content: "fine", type: "observation" });
  const stored = [];
  const { server, url } = await serve((req, body, res) => {
    if (req.url === "/v1/health") {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end("{}");
    }
    const content = body.content;
    if (content === "poison") {
      res.writeHead(503, { "content-type": "application/json" });
      return res.end(JSON.stringify({ message: "the database is unavailable right now" }));
    }
    stored.push(content);
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ id: "1" }));
  });
  try {
    const logs = [];
    const config = settings({ url, queueDir: dir });
    const first = await replay(config, "a", queue, (m) => logs.push(m));
    assert.deepEqual(stored, ["fine"]); // the entry after the failing one went on
    assert.equal(first.waiting, 1);
    assert.match(first.why, /database is unavailable/);
    await replay(config, "a", queue, (m) => logs.push(m));
    const last = await replay(config, "a", queue, (m) => logs.push(m));
    assert.equal(last.waiting, 0);
    assert.ok(logs.some((m) => m.includes("set aside")));
    assert.match(readFileSync(queue.aside, "utf8"), /poison/);
  } finally {
    server.close();
  }
});

test("while OpenBrain is down nothing is blamed: every entry waits, in order", async () => {
  const dir = mkdtempSync(join(tmpdir(), "down-"));
  const queue = new Queue(dir, "a");
  queue.add("remember", "/v1/remember", { content: "one", type: "observation" });
  queue.add("remember", "/v1/remember", { content: "two", type: "observation" });
  const config = settings({ url: "http://127.0.0.1:9", queueDir: dir });
  for (let i = 0; i < 4; i += 1) await replay(config, "a", queue);
  assert.deepEqual(queue.entries().map((e) => e.body.content), ["one", "two"]);
  assert.ok(!existsSync(queue.aside));
});
