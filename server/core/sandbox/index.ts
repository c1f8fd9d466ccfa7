import { existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { MAX_CODE_LENGTH } from '../../../src/schemas/bp/stages';

/**
 * The sandbox that runs administrators' stage code (DESIGN.md, "admin-written stage code").
 *
 * The code runs as the body of `async function (task, owner) { … }` in QuickJS compiled to
 * WebAssembly (worker.mjs), with 100 ms of CPU (the worker thread's own CPU time; stopped after 1 s on the clock whatever the
 * machine's load), 16 MB of memory and a 256 KB stack, in a new
 * runtime for every run. It sees read-only copies of `task` and `owner`, `owner.set(field, value)`
 * for the writable owner fields, `log(…)` and `console.log(…)`, and nothing of the server.
 *
 * QuickJS runs in worker threads: two, started on first use (they share QuickJS's compiled code,
 * and warm it up before their first job), kept warm, never keeping the process alive. A worker
 * that has used 125 ms of CPU on a job without answering (or 1.2 s on the clock) (a built-in that ignores the interrupt, say)
 * is terminated and replaced, and the job answered as a timeout; one that dies is replaced and its
 * job answered as crashed. Values cross in and out only as JSON text, and what
 * comes out is parsed without `__proto__`, `constructor` and `prototype` keys.
 */

export type SandboxErrorKind = 'syntax' | 'timeout' | 'memory' | 'stack' | 'exception' | 'unsettled' | 'tooBig' | 'crashed';
/** Why a run failed; `detail` is a short text for people, e.g. "ReferenceError: 'x' is not defined (line 3)". */
export type SandboxError = { kind: SandboxErrorKind; detail: string };
export type SandboxInput = {
  /** The body of an async function; its return value is the result. */
  code: string;
  /** Plain JSON data. */
  task: Readonly<Record<string, unknown>>;
  /** Plain JSON data of the owning record (e.g. a reclamation). */
  owner: Readonly<Record<string, unknown>>;
  /** The owner fields `owner.set` may write; any other name throws inside the script. */
  ownerFields: readonly string[];
};
/** A run's result; `sets` holds each field set once, with its last value, in the order first set. */
export type SandboxOutcome =
  | { ok: true; value: unknown; sets: { field: string; value: unknown }[]; log: string[] }
  | { ok: false; error: SandboxError; log: string[] };

/** The most a run's result may take as JSON (UTF-8 bytes). */
const MAX_RESULT_BYTES = 64 * 1024;
const POOL_SIZE = 2;
/** A worker that has used this much CPU on a job without answering is stopped… */
const ANSWER_CPU_MS = 125;
/** …and so is one that has not answered this long on the clock, however busy the machine. */
const ANSWER_WALL_MS = 1_200;
/** How often a running job's CPU time is read after ANSWER_CPU_MS. */
const CHECK_MS = 5;
/** A worker that has not loaded QuickJS this long after starting is given up on. */
const START_MS = 10_000;

type Job = { kind: 'run'; code: string; task: string; owner: string; ownerFields: string[] } | { kind: 'check'; code: string };
/** A worker's answer: the result and the owner changes still as JSON text. */
type RawOutcome = { ok: true; value?: string; sets: string; log: string[] } | { ok: false; error: SandboxError; log: string[] };
type Reply = RawOutcome & { id: number };
type Pending = { id: number; job: Job; resolve: (outcome: RawOutcome) => void };
type Slot = { worker: Worker; ready: boolean; threadId: number; current: Pending | null; timer: NodeJS.Timeout | null };

/**
 * Where the worker is: next to this file when it runs from the sources (tests, tsx), or where
 * scripts/buildServer.mjs puts it, `dist-server/sandbox-worker.js`, when this module was bundled
 * into dist-server/main.js or into one of its chunks in dist-server/chunks/.
 */
const findWorkerFile = (): URL => {
  const candidates = [new URL('./worker.mjs', import.meta.url), new URL('./sandbox-worker.js', import.meta.url), new URL('../sandbox-worker.js', import.meta.url)];
  const found = candidates.find((candidate) => existsSync(fileURLToPath(candidate)));
  if (!found) throw new Error(`the sandbox worker is missing (looked for ${candidates.map((c) => fileURLToPath(c)).join(', ')})`);
  return found;
};
let workerFile: URL | null = null;
/** QuickJS's compiled WebAssembly code, from the first worker that started: later ones share it. */
let wasmCode: WebAssembly.Module | undefined;

let slots: Slot[] = [];
let queue: Pending[] = [];
let nextId = 1;

const failure = (kind: SandboxErrorKind, detail: string): RawOutcome => ({ ok: false, error: { kind, detail }, log: [] });

const isReply = (message: unknown): message is Reply =>
  typeof message === 'object' && message !== null && typeof (message as { id?: unknown }).id === 'number' && typeof (message as { ok?: unknown }).ok === 'boolean';

const isReady = (message: unknown): message is { ready: true; wasmCode?: unknown; threadId?: unknown } =>
  typeof message === 'object' && message !== null && (message as { ready?: unknown }).ready === true;

/** A worker keeps the process alive only while it has a job, or while jobs wait for it to start. */
const updateRefs = () => {
  for (const slot of slots) {
    if (slot.current || (!slot.ready && queue.length > 0)) slot.worker.ref();
    else slot.worker.unref();
  }
};

const clearTimer = (slot: Slot) => {
  if (slot.timer) clearTimeout(slot.timer);
  slot.timer = null;
};

/**
 * Takes a worker out of the pool and stops it; its job, if any, gets `outcome`. A worker that had
 * worked is replaced at once; one that never started is not (that could loop): if no other worker
 * is left, the waiting jobs get `outcome` too, and the next job tries again.
 */
const retire = (slot: Slot, outcome: RawOutcome) => {
  if (!slots.includes(slot)) return;
  slots = slots.filter((s) => s !== slot);
  clearTimer(slot);
  slot.current?.resolve(outcome);
  slot.current = null;
  if (!slot.ready && slots.length === 0) for (const pending of queue.splice(0)) pending.resolve(outcome);
  // Stopping a thread and starting one take a while: the answer goes out first.
  setImmediate(() => {
    void slot.worker.terminate();
    if (slot.ready) pump();
    else updateRefs();
  });
};

const startWorker = () => {
  workerFile ??= findWorkerFile();
  const worker = new Worker(workerFile, {
    name: 'stage-code-sandbox',
    execArgv: [],
    env: {},
    workerData: { wasmCode },
    resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 },
  });
  const slot: Slot = { worker, ready: false, threadId: 0, current: null, timer: null };
  slot.timer = setTimeout(() => retire(slot, failure('crashed', `the sandbox did not start within ${START_MS / 1000} s`)), START_MS);
  slot.timer.unref();
  worker.on('message', (message: unknown) => {
    if (!slots.includes(slot)) return;
    if (!slot.ready) {
      if (!isReady(message)) return;
      if (!wasmCode && message.wasmCode instanceof WebAssembly.Module) wasmCode = message.wasmCode;
      slot.ready = true;
      if (typeof message.threadId === 'number' && Number.isInteger(message.threadId)) slot.threadId = message.threadId;
      clearTimer(slot);
      pump();
      return;
    }
    const current = slot.current;
    if (!current || !isReply(message) || message.id !== current.id) return;
    clearTimer(slot);
    slot.current = null;
    const { id: _id, ...outcome } = message;
    current.resolve(outcome);
    pump();
  });
  worker.on('error', (error) => retire(slot, failure('crashed', `the sandbox stopped: ${error.message}`)));
  worker.on('messageerror', (error) => retire(slot, failure('crashed', `the sandbox sent an unreadable answer: ${error.message}`)));
  worker.on('exit', (code) => retire(slot, failure('crashed', `the sandbox stopped (exit code ${code})`)));
  slots.push(slot);
};

/** The CPU time (ms) a worker thread of this process has used, from Linux's scheduler statistics; undefined where unknown. */
const threadCpuMs = (threadId: number): number | undefined => {
  if (threadId <= 0) return undefined;
  try {
    const ns = Number(readFileSync(`/proc/self/task/${threadId}/schedstat`, 'latin1').split(' ', 1)[0]);
    return Number.isFinite(ns) ? ns / 1e6 : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Stops a worker stuck on its job (a built-in that ignores the interrupt): once it has used
 * ANSWER_CPU_MS of CPU on it, or ANSWER_WALL_MS have passed on the clock.
 */
const watch = (slot: Slot) => {
  const started = performance.now();
  const cpuStart = threadCpuMs(slot.threadId);
  const check = () => {
    const cpuNow = cpuStart === undefined ? undefined : threadCpuMs(slot.threadId);
    const overCpu = cpuStart !== undefined && cpuNow !== undefined && cpuNow - cpuStart > ANSWER_CPU_MS;
    if (overCpu || performance.now() - started >= ANSWER_WALL_MS) {
      retire(slot, failure('timeout', `the run did not finish within ${ANSWER_CPU_MS} ms of CPU; its worker was stopped`));
      return;
    }
    slot.timer = setTimeout(check, CHECK_MS);
  };
  slot.timer = setTimeout(check, ANSWER_CPU_MS);
};

/** Hands waiting jobs to idle workers; starts workers on first use, and keeps the pool full after. */
const pump = () => {
  try {
    while ((queue.length > 0 || slots.length > 0) && slots.length < POOL_SIZE) startWorker();
  } catch (error) {
    if (slots.length === 0) for (const pending of queue.splice(0)) pending.resolve(failure('crashed', (error as Error).message));
  }
  for (const slot of slots) {
    if (queue.length === 0) break;
    if (!slot.ready || slot.current) continue;
    const pending = queue.shift() as Pending;
    slot.current = pending;
    slot.worker.postMessage({ id: pending.id, ...pending.job });
    watch(slot);
  }
  updateRefs();
};

const submit = (job: Job): Promise<RawOutcome> =>
  new Promise((resolve) => {
    queue.push({ id: nextId++, job, resolve });
    pump();
  });

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** JSON from the sandbox, without keys that could reach prototypes when the data is used. */
const parseOut = (text: string): unknown => JSON.parse(text, (key, value: unknown) => (FORBIDDEN_KEYS.has(key) ? undefined : value));

const isSetValue = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

const tooLong = (code: string): SandboxError | null =>
  code.length > MAX_CODE_LENGTH ? { kind: 'tooBig', detail: `the code has ${code.length} characters; at most ${MAX_CODE_LENGTH} are allowed` } : null;

/** Runs stage code in the sandbox; never throws. */
export const runStageCode = async (input: SandboxInput): Promise<SandboxOutcome> => {
  const long = tooLong(input.code);
  if (long) return { ok: false, error: long, log: [] };
  let task: string;
  let owner: string;
  try {
    task = JSON.stringify(input.task);
    owner = JSON.stringify(input.owner);
  } catch (error) {
    return { ok: false, error: { kind: 'crashed', detail: `the task or owner is not JSON data: ${(error as Error).message}` }, log: [] };
  }
  const reply = await submit({ kind: 'run', code: input.code, task, owner, ownerFields: [...input.ownerFields] });
  if (!reply.ok) return reply;
  if (reply.value !== undefined && Buffer.byteLength(reply.value) > MAX_RESULT_BYTES) {
    return { ok: false, error: { kind: 'tooBig', detail: 'the result is larger than 64 KB' }, log: reply.log };
  }
  const writable = new Set(input.ownerFields);
  const sets = parseOut(reply.sets);
  return {
    ok: true,
    value: reply.value === undefined ? undefined : parseOut(reply.value),
    sets: (Array.isArray(sets) ? (sets as { field: unknown; value: unknown }[]) : [])
      .filter((s) => typeof s.field === 'string' && writable.has(s.field) && isSetValue(s.value))
      .map((s) => ({ field: s.field as string, value: s.value })),
    log: reply.log,
  };
};

/** Compiles stage code without running it: null when it compiles, else why not (`syntax`, mostly). */
export const checkStageCode = async (code: string): Promise<SandboxError | null> => {
  const long = tooLong(code);
  if (long) return long;
  const reply = await submit({ kind: 'check', code });
  return reply.ok ? null : reply.error;
};

/** Terminates the workers (tests, shutdown): waiting jobs are answered as crashed; the next run starts new ones. */
export const closeSandbox = async (): Promise<void> => {
  const closing = slots;
  slots = [];
  const waiting = queue;
  queue = [];
  for (const slot of closing) {
    clearTimer(slot);
    slot.current?.resolve(failure('crashed', 'the sandbox was closed'));
  }
  for (const pending of waiting) pending.resolve(failure('crashed', 'the sandbox was closed'));
  await Promise.all(closing.map((slot) => slot.worker.terminate()));
};
