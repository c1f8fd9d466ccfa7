import type { SandboxErrorKind } from '../../server/core/sandbox';
import { closeSandbox, runStageCode } from '../../server/core/sandbox';
import type { Summary } from './stats';
import { summarize, timed } from './stats';

/**
 * How fast hostile stage code is contained: each script of the sandbox's hostile suite run
 * ROUNDS times on the warm worker pool, from the call to its answer, each followed by an ordinary
 * script that must still work. Target: such answers within 150 ms (p95 ≤ 150; p50 and max reported too).
 */
export const HOSTILE_TARGET_MS = 150;
/** A small script on a warm worker: p50 target. */
const SMALL_TARGET_MS = 5;
const ROUNDS = 20;

type Hostile = { name: string; code: string; kinds: readonly SandboxErrorKind[] };

const HOSTILE: readonly Hostile[] = [
  { name: 'endless_loop', code: 'while (true) {}', kinds: ['timeout'] },
  { name: 'swallowed_interrupt', code: 'try { await (async () => { for (;;) {} })() } catch (e) { return "survived" }', kinds: ['timeout'] },
  { name: 'memory_bomb', code: 'let a = []; while (true) a.push(new Array(1e6).fill(1))', kinds: ['memory', 'timeout'] },
  { name: 'deep_recursion', code: 'function f() { return f() } f()', kinds: ['stack'] },
  { name: 'constructor_chain', code: 'return this.constructor.constructor("return process")()', kinds: ['exception'] },
  { name: 'require', code: 'require("fs")', kinds: ['exception'] },
  { name: 'dynamic_import', code: 'return import("fs")', kinds: ['exception'] },
  { name: 'process', code: 'process.exit(1)', kinds: ['exception'] },
  { name: 'never_settling_promise', code: 'return new Promise(() => {})', kinds: ['unsettled'] },
  { name: 'throw_non_error', code: 'throw { a: 1 }', kinds: ['exception'] },
  { name: 'ten_mb_string', code: "return 'x'.repeat(10 * 1024 * 1024)", kinds: ['tooBig', 'memory'] },
  { name: 'builtin_past_interrupt', code: "const s = 'a'.repeat(1e6); return s.includes('a'.repeat(1e4) + 'b')", kinds: ['timeout'] },
];

/** `answers`: how many rounds ended in each kind of error; a kind the script should not end in is a MISS. */
export type SandboxLine = Summary & { measure: string; rounds: number; answers: Record<string, number>; target: { p50_ms?: number; p95_ms?: number }; pass: boolean };

const input = (code: string) => ({ code, task: { id: 1, name: 'Bench' }, owner: { id: 1, status: 'new' }, ownerFields: ['status'] });

export const measureHostileScripts = async (log: (line: string) => void): Promise<SandboxLine[]> => {
  const lines: SandboxLine[] = [];
  try {
    await Promise.all([runStageCode(input('return 1')), runStageCode(input('return 2'))]);
    log(`bench: sandbox small script (${ROUNDS * 5} rounds)`);
    const small: number[] = [];
    for (let i = 0; i < ROUNDS * 5; i++) {
      small.push(await timed(() => runStageCode(input('const was = owner.status === "new"; owner.set("status", "seen"); return was'))));
    }
    const warm = summarize(small);
    lines.push({ measure: 'sandbox_small_script', rounds: ROUNDS * 5, ...warm, answers: { ok: ROUNDS * 5 }, target: { p50_ms: SMALL_TARGET_MS }, pass: warm.p50_ms <= SMALL_TARGET_MS });
    for (const hostile of HOSTILE) {
      log(`bench: sandbox ${hostile.name} (${ROUNDS} rounds)`);
      const samples: number[] = [];
      const answers: Record<string, number> = {};
      for (let i = 0; i < ROUNDS; i++) {
        let kind: string | undefined;
        samples.push(
          await timed(async () => {
            const outcome = await runStageCode(input(hostile.code));
            kind = outcome.ok ? 'ok' : outcome.error.kind;
          }),
        );
        answers[kind ?? 'none'] = (answers[kind ?? 'none'] ?? 0) + 1;
        const after = await runStageCode(input('return owner.status'));
        if (!after.ok || after.value !== 'new') throw new Error(`${hostile.name}: the next run failed`);
      }
      const summary = summarize(samples);
      const expected = Object.entries(answers).every(([kind]) => hostile.kinds.includes(kind as SandboxErrorKind));
      lines.push({ measure: `sandbox_${hostile.name}`, rounds: ROUNDS, ...summary, answers, target: { p95_ms: HOSTILE_TARGET_MS }, pass: expected && summary.p95_ms <= HOSTILE_TARGET_MS });
    }
  } finally {
    await closeSandbox();
  }
  return lines;
};
