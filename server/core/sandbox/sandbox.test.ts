import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxErrorKind, SandboxInput, SandboxOutcome } from '.';
import { checkStageCode, closeSandbox, runStageCode } from '.';

/**
 * A hostile script must be answered, and soon: within this bound, start to answer, even on a
 * machine busy with other work. How fast it is answered (the 150 ms target) is a figure of
 * `npm run bench -- sandbox`, not of a test.
 */
const CONTAINED_MS = 3000;
/**
 * The time limit is the worker thread's CPU time, but a busy machine can still let a memory bomb
 * or a long log reach it before its own limit. Such a test then runs again, up to twice.
 */
const BUSY_MACHINE = { retry: 2 };

const input = (code: string, extra: Partial<SandboxInput> = {}): SandboxInput => ({
  code,
  task: { id: 7, name: 'Sprawdzić reklamację', tags: ['a', 'b'] },
  owner: { id: 3, status: 'new', amount: 120.5, customer: { name: 'ACME' } },
  ownerFields: ['status', 'amount'],
  ...extra,
});

const run = (code: string, extra: Partial<SandboxInput> = {}) => runStageCode(input(code, extra));

const timed = async (code: string): Promise<{ outcome: SandboxOutcome; ms: number }> => {
  const start = performance.now();
  const outcome = await run(code);
  return { outcome, ms: performance.now() - start };
};

const ok = (outcome: SandboxOutcome) => {
  if (!outcome.ok) throw new Error(`expected success, got ${outcome.error.kind}: ${outcome.error.detail}`);
  return outcome;
};

const failed = (outcome: SandboxOutcome, kind: SandboxErrorKind) => {
  if (outcome.ok) throw new Error(`expected ${kind}, got the value ${JSON.stringify(outcome.value)}`);
  expect(outcome.error.kind, outcome.error.detail).toBe(kind);
  expect(outcome.error.detail.length).toBeGreaterThan(0);
  return outcome.error;
};

/** A hostile script: answered with `kind` within CONTAINED_MS, and the next run works normally. */
const contained = async (code: string, kind: SandboxErrorKind) => {
  const { outcome, ms } = await timed(code);
  const error = failed(outcome, kind);
  expect(ms).toBeLessThan(CONTAINED_MS);
  expect(ok(await run('owner.set("status", "after"); return owner.status + task.id')).value).toBe('after7');
  return error;
};

beforeAll(async () => {
  // Start the workers, so that the timings below are of warm runs.
  await Promise.all([run('return 1'), run('return 2')]);
});

afterAll(async () => {
  await closeSandbox();
});

describe('stage code', BUSY_MACHINE, () => {
  it('returns a value, reading the task and the owner', async () => {
    expect(ok(await run('return 1 + 1')).value).toBe(2);
    expect(ok(await run('return [task.name, task.tags.length, owner.customer.name, owner.amount * 2]')).value).toEqual(['Sprawdzić reklamację', 2, 'ACME', 241]);
    expect(ok(await run('const x = 1')).value).toBeUndefined();
    expect(ok(await run('return { a: [1, "b", null, true], b: { c: undefined } }')).value).toEqual({ a: [1, 'b', null, true], b: {} });
  });

  it('records owner.set, in order, once per field with its last value, and shows the new value', async () => {
    const outcome = ok(await run('const before = owner.status; owner.set("status", "done"); owner.set("amount", 5); owner.set("status", "closed"); return [before, owner.status, owner.amount]'));
    expect(outcome.value).toEqual(['new', 'closed', 5]);
    expect(outcome.sets).toEqual([
      { field: 'status', value: 'closed' },
      { field: 'amount', value: 5 },
    ]);
    expect(ok(await run('owner.set("amount", null); return JSON.stringify(owner)')).value).toBe('{"id":3,"status":"new","amount":null,"customer":{"name":"ACME"}}');
  });

  it('lets owner.set write only the owner fields given, and only plain values', async () => {
    const field = failed(await run('owner.set("id", 9); return 1'), 'exception');
    expect(field.detail).toMatch(/owner\.set.*"id".*status, amount/);
    expect(failed(await run('owner.set("status", { a: 1 })'), 'exception').detail).toMatch(/"status" must be/);
    expect(failed(await run('owner.set("amount", Infinity)'), 'exception').detail).toMatch(/"amount" must be/);
    expect(failed(await run('owner.set("status", "x")', { ownerFields: [] }), 'exception').detail).toMatch(/writable fields: none/);
  });

  it('keeps task and owner read-only', async () => {
    const sloppy = ok(await run('owner.status = "hacked"; owner.customer.name = "X"; task.name = "X"; task.tags.push = 1; delete task.id; return [owner.status, owner.customer.name, task.name, task.id, Object.isFrozen(task.tags)]'));
    expect(sloppy.value).toEqual(['new', 'ACME', 'Sprawdzić reklamację', 7, true]);
    expect(sloppy.sets).toEqual([]);
    expect(failed(await run('"use strict"; owner.status = "hacked"'), 'exception').detail).toMatch(/TypeError/);
    expect(failed(await run('"use strict"; task.tags.push("c")'), 'exception').detail).toMatch(/TypeError/);
  });

  it('captures log and console.log lines, objects as JSON', async () => {
    const outcome = ok(await run('log("a", 1, { b: [2] }, null, undefined); console.log("second"); log(); return 0'));
    expect(outcome.log).toEqual(['a 1 {"b":[2]} null undefined', 'second', '']);
  });

  it('keeps the log of a failed run', async () => {
    const outcome = await run('log("before"); throw new Error("boom")');
    expect(failed(outcome, 'exception').detail).toBe('Error: boom (line 1)');
    expect(outcome.log).toEqual(['before']);
  });

  it('cuts the log at 64 KB and says so', async () => {
    const outcome = ok(await run('for (let i = 0; i < 800; i++) log(String(i).padEnd(100, ".")); return "done"'));
    const bytes = outcome.log.reduce((sum, line) => sum + Buffer.byteLength(line) + 1, 0);
    expect(bytes).toBeLessThanOrEqual(64 * 1024);
    expect(outcome.log.length).toBeGreaterThan(500);
    expect(outcome.log.length).toBeLessThan(700);
    expect(outcome.log[0]).toMatch(/^0\.+$/);
    expect(outcome.log.at(-1)).toMatch(/log was cut/);
    expect(outcome.value).toBe('done');
  });

  it('awaits', async () => {
    expect(ok(await run('await null; const a = await Promise.resolve(20); const b = await (async () => 1)(); return a + b')).value).toBe(21);
    failed(await run('await Promise.reject(new Error("no"))'), 'exception');
  });

  it('starts every run afresh', async () => {
    ok(await run('globalThis.leftOver = 1; Object.prototype.leftOver = 2; return 0'));
    expect(ok(await run('return [typeof leftOver, typeof ({}).leftOver]')).value).toEqual(['undefined', 'undefined']);
  });

  it('accepts only JSON-safe results, at most 64 KB of them', async () => {
    expect(failed(await run('return new Date()'), 'exception').detail).toMatch(/plain data/);
    expect(failed(await run('return { f() {} }'), 'exception').detail).toMatch(/"f" is a function/);
    expect(failed(await run('return 0 / 0'), 'exception').detail).toMatch(/NaN/);
    expect(ok(await run('return "x".repeat(60000)')).value).toHaveLength(60000);
    failed(await run('return "x".repeat(70000)'), 'tooBig');
    failed(await run('return Array.from({ length: 8000 }, () => "0123456789")'), 'tooBig');
    failed(await run('return "ż".repeat(40000)'), 'tooBig');
  });

  it('sees nothing of the server', async () => {
    const names = 'setTimeout setInterval setImmediate queueMicrotask fetch require process module Buffer WebAssembly';
    const types = ok(await run(`return ${JSON.stringify(names.split(' '))}.map((name) => typeof globalThis[name])`)).value;
    expect(types).toEqual(names.split(' ').map(() => 'undefined'));
    expect(ok(await run('return typeof setTimeout')).value).toBe('undefined');
  });
});

describe('hostile stage code', BUSY_MACHINE, () => {
  it('stops an endless loop', async () => {
    expect((await contained('while (true) {}', 'timeout')).detail).toBe('ran longer than 100 ms');
  });

  it('does not let the script swallow the interrupt', async () => {
    await contained('try { await (async () => { for (;;) {} })() } catch (e) { return "survived" }', 'timeout');
  });

  it('stops a memory bomb at 16 MB, with the memory error', async () => {
    // Buffers and typed arrays fill the memory within a few ms, far from the 100 ms time limit:
    // the error must be the memory one. (Arrays filled element by element reach 16 MB at about the
    // time they reach 100 ms, so they would not tell the two limits apart.)
    expect((await contained('const a = []; for (;;) a.push(new ArrayBuffer(1 << 20))', 'memory')).detail).toBe('16 MB of memory exceeded (line 1)');
    await contained('const a = []; for (;;) a.push(new Float64Array(1 << 16).fill(1))', 'memory');
    // The limit is the runtime's 16 MB, not the 64 MB the WebAssembly memory may grow to.
    await contained('return new ArrayBuffer(24 << 20).byteLength', 'memory');
    expect(ok(await run('return new ArrayBuffer(12 << 20).byteLength')).value).toBe(12 << 20);
  });

  it('stops endless recursion', async () => {
    await contained('function f() { return f() } f()', 'stack');
  });

  it('gives no way out through constructors', async () => {
    const exitBefore = process.exit;
    const first = await timed('return this.constructor.constructor("return process")()');
    expect(first.ms).toBeLessThan(CONTAINED_MS);
    expect(failed(first.outcome, 'exception').detail).toMatch(/process.*not defined/);
    // A function made by the constructor sees the script's own global object: no process there.
    const second = await timed('return (function () {}).constructor("return [typeof globalThis.process, typeof globalThis.require]")()');
    expect(second.ms).toBeLessThan(CONTAINED_MS);
    expect(ok(second.outcome).value).toEqual(['undefined', 'undefined']);
    const third = ok(await run('return typeof (async function () {}).constructor("return this")'));
    expect(third.value).toBe('function');
    expect(process.exit).toBe(exitBefore);
    expect(typeof process.pid).toBe('number');
  });

  it('has no require, import() or process', async () => {
    expect((await contained('require("fs")', 'exception')).detail).toMatch(/require/);
    expect((await contained('return import("fs")', 'exception')).detail).toMatch(/fs/);
    expect((await contained('process.exit(1)', 'exception')).detail).toMatch(/process/);
    expect(process.exitCode).toBeUndefined();
  });

  it('cannot pollute the server’s prototypes', async () => {
    const { outcome, ms } = await timed('Object.prototype.polluted = 1; Array.prototype.polluted = 1; return JSON.parse(\'{"__proto__": {"polluted": 1}, "constructor": {"prototype": 1}, "kept": [{"__proto__": 2}]}\')');
    expect(ms).toBeLessThan(CONTAINED_MS);
    const value = ok(outcome).value as Record<string, unknown>;
    expect(value).toEqual({ kept: [{}] });
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.hasOwn(value, '__proto__')).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(([] as unknown as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers a promise that never settles', async () => {
    await contained('return new Promise(() => {})', 'unsettled');
    await contained('await new Promise(() => {}); return 1', 'unsettled');
  });

  it('describes thrown values that are not errors', async () => {
    expect((await contained('throw 42', 'exception')).detail).toBe('Uncaught 42');
    expect((await contained('throw { a: 1 }', 'exception')).detail).toBe('Uncaught {"a":1}');
    expect((await contained('throw null', 'exception')).detail).toBe('Uncaught null');
    expect((await contained('throw "text"', 'exception')).detail).toBe('Uncaught "text"');
    expect((await contained('const x = 1;\nundefinedName()', 'exception')).detail).toMatch(/undefinedName.*not defined.*\(line 2\)/);
  });

  it('refuses a 10 MB result', async () => {
    // The text is made in a few ms (within the 16 MB), and its size is checked before it is copied.
    expect((await contained("return 'x'.repeat(10 * 1024 * 1024)", 'tooBig')).detail).toBe('the result is larger than 64 KB');
  });

  it('refuses code longer than 20,000 characters before running it', async () => {
    const { outcome, ms } = await timed(`return 1;${' '.repeat(20_000)}`);
    expect(ms).toBeLessThan(10);
    expect(failed(outcome, 'tooBig').detail).toMatch(/20000/);
  });

  it('reports syntax errors with their line', async () => {
    expect((await contained('const a = 1;\nlet = ;', 'syntax')).detail).toMatch(/^SyntaxError: .*\(line 2, column \d+\)$/);
    expect((await contained('}); (async function () { return 1', 'syntax')).detail).toMatch(/closes its function early/);
  });
});

describe('checkStageCode', () => {
  it('accepts code that compiles, return and await included', async () => {
    expect(await checkStageCode('const x = await Promise.resolve(1);\nif (x) return owner.status;\nreturn false')).toBeNull();
    expect(await checkStageCode('')).toBeNull();
  });

  it('reports a syntax error with its line', async () => {
    const error = await checkStageCode('const a = 1;\nconst b = ;\nreturn a');
    expect(error?.kind).toBe('syntax');
    expect(error?.detail).toMatch(/line 2/);
  });

  it('never runs the code', async () => {
    const start = performance.now();
    expect(await checkStageCode('while (true) {}')).toBeNull();
    expect(await checkStageCode("const s = 'a'.repeat(1e6); return s.includes('a'.repeat(1e4) + 'b')")).toBeNull();
    expect(performance.now() - start).toBeLessThan(50);
  });

  it('refuses code longer than 20,000 characters', async () => {
    expect((await checkStageCode('x'.repeat(20_001)))?.kind).toBe('tooBig');
  });
});

describe('the sandbox pool', () => {
  it('completes 10 runs in parallel', async () => {
    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => run(`log(${i}); owner.set("amount", ${i}); await null; return ${i} * 2`)));
    expect(outcomes.map((o) => ok(o).value)).toEqual(Array.from({ length: 10 }, (_, i) => i * 2));
    expect(outcomes.map((o) => ok(o).sets)).toEqual(Array.from({ length: 10 }, (_, i) => [{ field: 'amount', value: i }]));
    expect(outcomes.map((o) => o.log)).toEqual(Array.from({ length: 10 }, (_, i) => [String(i)]));
  });

  it('stops a worker stuck past the interrupt, answers a timeout, and recovers', BUSY_MACHINE, async () => {
    // A built-in that never checks the interrupt: a naive search, seconds long.
    const error = await contained("const s = 'a'.repeat(1e6); return s.includes('a'.repeat(1e4) + 'b')", 'timeout');
    expect(error.detail).toMatch(/worker was stopped/);
    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => run(`return ${i}`)));
    expect(outcomes.map((o) => ok(o).value)).toEqual(Array.from({ length: 10 }, (_, i) => i));
    await contained('while (true) {}', 'timeout');
  });

  it('starts again after closeSandbox', async () => {
    await closeSandbox();
    expect(ok(await run('return "again"')).value).toBe('again');
  });
});
