// The plugin's two hooks, free of OpenClaw's SDK (index.js registers them; bench/openclaw.mjs times the first).

import { Queue, TIMEOUTS, isUserTurn, localBlock, localRecall, post, replay, turnMessages, wrap } from "./core.js";

/**
 * before_prompt_build: the memories OpenBrain finds for the prompt and, on a session's first prompt, its context
 * pack (the hot tier), injected into the system context within recallTimeoutMs. On a timeout or an error the turn
 * goes on without them: a warning is logged, and lines of the local memory file stand in (Tier 0).
 */
export function recallHook(config, warn = () => {}) {
  const started = new Set(); // sessions whose first prompt got the hot tier
  return async (event, ctx = {}) => {
    if (!isUserTurn(ctx)) return undefined;
    const prompt = String(event?.currentUserMessage ?? event?.prompt ?? "").slice(0, 4000);
    const session = String(ctx.sessionKey ?? ctx.sessionId ?? "");
    const first = session && !started.has(session);
    const requests = [];
    if (first) {
      requests.push(post(config, ctx.agentId, "/v1/prompt-context",
        { event: "session_start", session_id: session, project: config.project, budget_tokens: config.sessionBudgetTokens },
        config.recallTimeoutMs));
    }
    if (prompt.trim()) {
      requests.push(post(config, ctx.agentId, "/v1/prompt-context",
        { prompt, session_id: session || undefined, project: config.project, budget_tokens: config.budgetTokens },
        config.recallTimeoutMs));
    }
    if (!requests.length) return undefined;
    try {
      const answers = await Promise.all(requests);
      if (first) started.add(session);
      if (answers.length === 2) {
        // The session's pack already holds what the prompt found: say it once.
        const inPack = new Set(answers[0].included ?? []);
        if ((answers[1].included ?? []).every((id) => inPack.has(id))) answers.pop();
      }
      const block = wrap(answers.map((a) => a.markdown));
      const queue = new Queue(config.queueDir, ctx.agentId);
      if (queue.size) replay(config, ctx.agentId, queue, warn).catch(() => {});
      return block ? { appendSystemContext: block } : undefined;
    } catch (error) {
      warn(`openbrain: auto-recall answered nothing (${error.message}); the turn goes on${config.memoryFile ? " with the local memory file" : ""}`);
      const local = localBlock(localRecall(config.memoryFile, prompt));
      return local ? { appendSystemContext: wrap([local], "the local memory file") } : undefined;
    }
  };
}

/** agent_end: the turn's user and assistant messages to /v1/capture, fire-and-forget, bounded in size and time. */
export function captureHook(config, warn = () => {}) {
  return (event, ctx = {}) => {
    if (!isUserTurn(ctx) || event?.success === false) return;
    const messages = turnMessages(lastTurn(event?.messages ?? []));
    if (!messages.length) return;
    const body = { messages, session_id: String(ctx.sessionKey ?? "") || undefined, project: config.project, event: "turn" };
    post(config, ctx.agentId, "/v1/capture", body, TIMEOUTS.capture).catch((error) =>
      warn(`openbrain: auto-capture skipped this turn (${error.message})`));
  };
}

/** The messages of the last turn: from the last user message on. */
function lastTurn(messages) {
  let start = messages.length;
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    if (messages[i]?.role === "user") {
      start = i;
      break;
    }
  }
  return messages.slice(start);
}
