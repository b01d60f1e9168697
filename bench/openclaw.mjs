// Times the OpenClaw plugin's before_prompt_build handler (what the gateway awaits before a turn) against OpenBrain's
// own /v1/prompt-context answer for the same prompts. Driven by bench/openclaw.py, which serves the store:
//   node bench/openclaw.mjs URL TOKEN RUNS PROMPTS_JSON_FILE   -> JSON on stdout
import { readFileSync } from "node:fs";
import { recallHook } from "../integrations/openclaw/lib/hooks.js";
import { post, settings } from "../integrations/openclaw/lib/core.js";

const [url, token, runsArg, promptsFile] = process.argv.slice(2);
const runs = Number(runsArg);
const prompts = JSON.parse(readFileSync(promptsFile, "utf8"));
const config = settings({ url, token, recallTimeoutMs: 1500, queueDir: "/tmp/openbrain-bench-queue" });
const hook = recallHook(config);

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: sorted[Math.floor(sorted.length / 2)],
    p95: sorted[Math.max(Math.floor(sorted.length * 0.95) - 1, 0)],
    max: sorted[sorted.length - 1],
  };
}

async function timed(fn) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

const direct = [];
const later = [];
const first = [];
const warm = 5;
for (let i = 0; i < warm + runs; i += 1) {
  const prompt = prompts[i % prompts.length];
  const ctx = { agentId: "bench", sessionKey: "agent:bench:openai:steady", trigger: "user" };
  const own = await timed(() => post(config, "bench", "/v1/prompt-context", { prompt, budget_tokens: 400 }, 5000));
  const plugin = await timed(() => hook({ prompt }, ctx));
  const opening = await timed(() => hook({ prompt }, { ...ctx, sessionKey: `agent:bench:openai:new-${i}` }));
  if (i >= warm) {
    direct.push(own);
    later.push(plugin);
    first.push(opening);
  }
}
process.stdout.write(JSON.stringify({ direct: stats(direct), later: stats(later), first: stats(first) }) + "\n");
