/* global WebAssembly */
/**
 * The sandbox worker: runs administrators' stage code in QuickJS (compiled to WebAssembly), one
 * job at a time, for the pool in index.ts. Plain JavaScript so that it loads the same way under
 * the test runner, `tsx` and the compiled server.
 *
 * Each job gets a new QuickJS runtime and context, disposed after it, with a memory limit, a stack
 * limit and a CPU-time limit checked by QuickJS's interrupt handler. The WebAssembly memory itself is capped (it keeps what it grew
 * to, so that the next large run is not slowed by fresh pages), and the module is replaced after
 * anything unexpected on this side (a trap, a failed disposal). Values cross in and out only as
 * strings (JSON, log lines).
 *
 * Messages in:  { id, kind: 'run', code, task, owner, ownerFields }  (task, owner: JSON text)
 *               { id, kind: 'check', code }
 * Messages out: { ready: true, wasmCode, threadId } once, when the module is loaded;
 *               { id, ok: true, value?, sets, log }  (value, sets: JSON text)
 *               { id, ok: false, error: { kind, detail }, log }
 */
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { RELEASE_SYNC, newQuickJSWASMModuleFromVariant, newVariant } from 'quickjs-emscripten';

const CPU_MS = 100;
/** However busy the machine, a script is stopped after this many times its CPU limit on the clock. */
const WALL_FACTOR = 10;
/** How often, past the CPU limit on the clock, the thread's CPU time is read (it costs some 20 µs). */
const CPU_CHECK_EVERY_MS = 1;
/** Extra time to describe an error after the run (its getters are the script's own code). */
const DESCRIBE_MS = 10;
const MEMORY_BYTES = 16 * 1024 * 1024;
const STACK_BYTES = 256 * 1024;
const WASM_PAGE = 64 * 1024;
const WASM_INITIAL_BYTES = 16 * 1024 * 1024;
const WASM_MAX_BYTES = 64 * 1024 * 1024;
const RESULT_MAX = 64 * 1024;
const LOG_MAX = 64 * 1024;
const LOG_CUT_NOTICE = '… the log was cut here: it is limited to 64 KB';
/** Room kept for the notice (UTF-8 bytes). */
const LOG_CUT_ROOM = 128;
const SET_VALUE_MAX = 64 * 1024;
const FILE = 'stage.js';
const PREFIX = '(async function (task, owner) {';
const SUFFIX = '\n})';

/**
 * Evaluated first in every context: builds the read-only `task` and `owner`, `log` and
 * `console.log`, and the helpers the worker calls after the run. It keeps its own references to
 * the built-ins it needs, since the script may replace the global ones.
 */
const PRELUDE = `(function (emit, taskJson, ownerJson, fieldsJson) {
  'use strict';
  const { parse, stringify } = JSON;
  const { freeze, keys, defineProperty, getPrototypeOf, create } = Object;
  const objectProto = Object.prototype;
  const toTag = Function.prototype.call.bind(objectProto.toString);
  const isArray = Array.isArray;
  const isFinite = Number.isFinite;
  const toText = String;
  const RESULT_MAX = ${RESULT_MAX};
  const SET_VALUE_MAX = ${SET_VALUE_MAX};
  const LINE_MAX = ${LOG_MAX};

  const deepFreeze = (value) => {
    if (value !== null && typeof value === 'object') {
      const names = keys(value);
      for (let i = 0; i < names.length; i++) deepFreeze(value[names[i]]);
      freeze(value);
    }
    return value;
  };

  const format = (value) => {
    if (typeof value === 'string') return value;
    if (value !== null && typeof value === 'object') {
      try {
        const text = stringify(value);
        if (typeof text === 'string') return text;
      } catch (_) { /* printed below */ }
    }
    try { return toText(value); } catch (_) { return '[unprintable]'; }
  };
  let logFull = false;
  const log = function log(...args) {
    if (logFull) return;
    let line = '';
    for (let i = 0; i < args.length; i++) line += (i ? ' ' : '') + format(args[i]);
    if (line.length > LINE_MAX) line = line.slice(0, LINE_MAX);
    logFull = emit(line) === true;
  };
  defineProperty(globalThis, 'log', { value: log });
  defineProperty(globalThis, 'console', { value: freeze({ log }) });

  const task = deepFreeze(parse(taskJson));
  const data = parse(ownerJson);
  if (data === null || typeof data !== 'object' || isArray(data)) throw new TypeError('owner data must be an object');
  const fields = parse(fieldsJson);
  const writable = create(null);
  for (let i = 0; i < fields.length; i++) writable[fields[i]] = true;
  const changed = create(null);
  const order = [];
  const owner = {};
  const names = keys(data).concat(fields);
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    deepFreeze(data[name]);
    if (name !== 'set' && !Object.prototype.hasOwnProperty.call(owner, name)) {
      defineProperty(owner, name, { get: () => data[name], enumerable: true });
    }
  }
  defineProperty(owner, 'set', {
    value: function set(field, value) {
      if (typeof field !== 'string' || writable[field] !== true) {
        const allowed = fields.length ? fields.join(', ') : 'none';
        throw new TypeError('owner.set: the field "' + format(field) + '" cannot be written (writable fields: ' + allowed + ')');
      }
      const type = typeof value;
      if (!(value === null || type === 'string' || type === 'boolean' || (type === 'number' && isFinite(value)))) {
        throw new TypeError('owner.set: the value of "' + field + '" must be a text, a finite number, true, false or null');
      }
      if (type === 'string' && value.length > SET_VALUE_MAX) {
        throw new RangeError('owner.set: the value of "' + field + '" is longer than ' + SET_VALUE_MAX + ' characters');
      }
      if (changed[field] !== true) order.push(field);
      changed[field] = true;
      data[field] = value;
    },
  });
  freeze(owner);

  class NotPlain extends Error {}
  class TooBig extends Error {}

  /** The result as JSON text (undefined for undefined), or a reason it cannot be one. */
  const finish = (value) => {
    let size = 0;
    let text;
    try {
      text = stringify(value, function (key) {
        const raw = this[key];
        const type = typeof raw;
        const where = key === '' ? 'the result' : '"' + key + '"';
        // A lower bound of the JSON length, so that a large result stops before it is built.
        // (an element costs its comma, a property its quoted key, colon and comma, a container 1)
        if (raw === undefined && !isArray(this)) return raw;
        if (key !== '') size += isArray(this) ? 1 : key.length + 4;
        if (raw === undefined || raw === null || type === 'boolean') size += 4;
        else if (type === 'string') size += raw.length + 2;
        else if (type === 'number') {
          if (!isFinite(raw)) throw new NotPlain(where + ' is ' + toText(raw) + ', which JSON cannot hold');
          size += 1;
        } else if (type === 'object') {
          const proto = getPrototypeOf(raw);
          if (!isArray(raw) && proto !== objectProto && proto !== null) {
            throw new NotPlain(where + ' is a ' + toTag(raw).slice(8, -1) + ', not plain data');
          }
          size += 1;
        } else throw new NotPlain(where + ' is a ' + type + ', not plain data');
        if (size > RESULT_MAX) throw new TooBig('the result is larger than 64 KB');
        return raw;
      });
    } catch (error) {
      if (error instanceof NotPlain) return stringify({ kind: 'exception', detail: 'The result must be plain data (JSON): ' + error.message });
      if (error instanceof TooBig) return stringify({ kind: 'tooBig', detail: error.message });
      throw error;
    }
    if (text !== undefined && text.length > RESULT_MAX) return stringify({ kind: 'tooBig', detail: 'the result is larger than 64 KB' });
    let sets = '[';
    for (let i = 0; i < order.length; i++) {
      sets += (i ? ',' : '') + '{"field":' + stringify(order[i]) + ',"value":' + stringify(data[order[i]]) + '}';
    }
    return '{"sets":' + sets + ']' + (text === undefined ? '' : ',"value":' + text) + '}';
  };

  const lineOf = (stack) => {
    const match = typeof stack === 'string' ? /stage\\.js:(\\d+)/.exec(stack) : null;
    return match ? ' (line ' + match[1] + ')' : '';
  };
  /** What was thrown, as { kind, detail }: the limits QuickJS enforces have their own kinds. */
  const describe = (error) => {
    let detail;
    let kind = 'exception';
    try {
      if (error !== null && typeof error === 'object' && typeof error.name === 'string' && typeof error.message === 'string') {
        const line = lineOf(error.stack);
        detail = error.name + ': ' + error.message + line;
        if (error.name === 'InternalError' && error.message === 'out of memory') {
          kind = 'memory';
          detail = '${MEMORY_BYTES / 1024 / 1024} MB of memory exceeded' + line;
        } else if (error.name === 'InternalError' && error.message === 'stack overflow') {
          kind = 'stack';
          detail = 'the call stack exceeded ${STACK_BYTES / 1024} KB (recursion too deep?)' + line;
        }
      } else {
        detail = 'Uncaught ' + (typeof error === 'string' ? stringify(error) : format(error));
      }
    } catch (_) {
      detail = 'Uncaught exception';
    }
    if (detail.length > 500) detail = detail.slice(0, 500) + '…';
    return stringify({ kind, detail });
  };

  return { task, owner, finish, describe };
})`;

/**
 * QuickJS's WebAssembly code, compiled once and shared: the pool hands the first worker's to the
 * workers it starts later. A fresh module is a new instance of it, with new memory, and keeps the
 * code V8 has optimised meanwhile.
 */
const givenCode = workerData?.wasmCode instanceof WebAssembly.Module ? workerData.wasmCode : null;
const wasmCode = givenCode
  ? Promise.resolve(givenCode)
  : (() => {
      const fromHere = createRequire(import.meta.url);
      const wasmFile = createRequire(fromHere.resolve('quickjs-emscripten')).resolve('@jitl/quickjs-wasmfile-release-sync/wasm');
      return readFile(wasmFile).then((bytes) => WebAssembly.compile(bytes));
    })();

/** @type {Promise<import('quickjs-emscripten').QuickJSWASMModule> | null} */
let moduleLoading = null;

const loadModule = async () => {
  const wasmMemory = new WebAssembly.Memory({ initial: WASM_INITIAL_BYTES / WASM_PAGE, maximum: WASM_MAX_BYTES / WASM_PAGE });
  // The module prints nothing: its failures surface as exceptions here.
  const quiet = { print: () => {}, printErr: () => {} };
  return newQuickJSWASMModuleFromVariant(newVariant(RELEASE_SYNC, { wasmModule: await wasmCode, wasmMemory, emscriptenModule: quiet }));
};

const getModule = () => {
  moduleLoading ??= loadModule();
  return moduleLoading;
};

/** Replaces the module with a fresh one, loaded now so that the next job need not wait for it. */
const renewModule = () => {
  moduleLoading = loadModule();
};

/**
 * The CPU time this thread has used, in ms: Linux's per-thread scheduler statistics (nanoseconds
 * on the CPU). Where there are none, the clock stands in for it.
 */
const readThreadCpu = () => Number(readFileSync('/proc/thread-self/schedstat', 'latin1').split(' ', 1)[0]) / 1e6;
const threadCpuMs = (() => {
  try {
    return Number.isFinite(readThreadCpu()) ? readThreadCpu : () => performance.now();
  } catch {
    return () => performance.now();
  }
})();

/** This thread's id in the kernel, so that the pool can read its CPU time too (0 where unknown). */
const THREAD_ID = (() => {
  try {
    const id = Number(readFileSync('/proc/thread-self/stat', 'latin1').split(' ', 1)[0]);
    return Number.isInteger(id) && id > 0 ? id : 0;
  } catch {
    return 0;
  }
})();

/**
 * A limit of `ms` of CPU from now. A thread cannot use more CPU than time passes, so the CPU time
 * is read only once `ms` have passed on the clock; on a busy machine the script goes on until it
 * has had its `ms` of CPU, or until `ms × WALL_FACTOR` have passed on the clock.
 */
const startLimit = (ms) => {
  const wall = performance.now();
  return { ms, wallStart: wall, cpuStart: threadCpuMs(), nextCheck: wall + ms };
};
const overLimit = (limit) => {
  const now = performance.now();
  if (now < limit.nextCheck) return false;
  if (now - limit.wallStart > limit.ms * WALL_FACTOR) return true;
  limit.nextCheck = now + CPU_CHECK_EVERY_MS;
  return threadCpuMs() - limit.cpuStart > limit.ms;
};

/**
 * A new runtime and context with the limits; `close` disposes them (the kept handles first).
 * `state.interrupted` tells whether the CPU limit stopped the script.
 */
const openVm = (module) => {
  const runtime = module.newRuntime();
  runtime.setMemoryLimit(MEMORY_BYTES);
  runtime.setMaxStackSize(STACK_BYTES);
  const state = { limit: startLimit(CPU_MS), interrupted: false };
  runtime.setInterruptHandler(() => {
    if (!overLimit(state.limit)) return false;
    state.interrupted = true;
    return true;
  });
  const context = runtime.newContext();
  const handles = [];
  const keep = (handle) => {
    handles.push(handle);
    return handle;
  };
  const close = () => {
    for (let i = handles.length - 1; i >= 0; i--) if (handles[i].alive) handles[i].dispose();
    context.dispose();
    runtime.dispose();
  };
  return { runtime, context, state, keep, close, helpers: null };
};

const TIMEOUT = { kind: 'timeout', detail: `ran longer than ${CPU_MS} ms` };

/** A compile error ({ name, message, stack } made by QuickJS itself: no script code runs here). */
const compileFailure = (vm, errorHandle) => {
  if (vm.state.interrupted) return TIMEOUT;
  const error = vm.context.dump(errorHandle);
  const name = error && typeof error === 'object' && typeof error.name === 'string' ? error.name : '';
  const message = error && typeof error === 'object' && typeof error.message === 'string' ? error.message : '';
  if (name === 'InternalError' && message === 'out of memory') return { kind: 'memory', detail: `${MEMORY_BYTES / 1024 / 1024} MB of memory exceeded while compiling` };
  if (name === 'InternalError' && message === 'stack overflow') return { kind: 'stack', detail: 'the code is nested too deeply to compile' };
  if (name !== 'SyntaxError') return { kind: 'exception', detail: `${name || 'Error'}: ${message || 'the code cannot be compiled'}` };
  const where = typeof error.stack === 'string' ? /:(\d+):(\d+)/.exec(error.stack) : null;
  if (!where) return { kind: 'syntax', detail: `SyntaxError: ${message}` };
  const line = Number(where[1]);
  const column = line === 1 ? Number(where[2]) - PREFIX.length : Number(where[2]);
  return { kind: 'syntax', detail: `SyntaxError: ${message} (line ${line}, column ${Math.max(column, 1)})` };
};

/** What the script threw, described inside the VM with a short extra deadline for its getters. */
const thrown = (vm, errorHandle) => {
  if (vm.state.interrupted) return TIMEOUT;
  vm.state.limit = startLimit(DESCRIBE_MS);
  const describe = vm.keep(vm.context.getProp(vm.helpers, 'describe'));
  const described = vm.context.callFunction(describe, vm.context.undefined, errorHandle);
  if (described.error) {
    vm.keep(described.error);
    return vm.state.interrupted ? TIMEOUT : { kind: 'exception', detail: 'Uncaught exception' };
  }
  const parsed = JSON.parse(vm.context.getString(vm.keep(described.value)));
  return { kind: parsed.kind, detail: parsed.detail };
};

/** Disposes the VM; a failure there leaves the module untrusted, but the answer stands. */
const closeVm = (vm) => {
  try {
    vm.close();
  } catch {
    renewModule();
  }
};

/** Compiles the code as the body of the stage function, never running it. */
const check = (module, code) => {
  const vm = openVm(module);
  try {
    const compiled = vm.context.evalCode(PREFIX + code + SUFFIX, FILE, { compileOnly: true });
    if (!compiled.error) {
      vm.keep(compiled.value);
      return null;
    }
    return compileFailure(vm, vm.keep(compiled.error));
  } finally {
    closeVm(vm);
  }
};

/** Runs the code as the stage function in `vm` (left open: the caller answers, then disposes it). */
const run = (vm, job) => {
  const log = [];
  let logBytes = 0;
  let logCut = false;
  const { context, keep } = vm;
  const fail = (error) => ({ ok: false, error: vm.state.interrupted ? TIMEOUT : error, log });
  try {
    const emit = keep(
      context.newFunction('emit', (lineHandle) => {
        if (logCut) return context.true;
        const line = context.typeof(lineHandle) === 'string' ? context.getString(lineHandle) : '';
        const bytes = Buffer.byteLength(line) + 1;
        if (logBytes + bytes > LOG_MAX - LOG_CUT_ROOM) {
          logCut = true;
          return context.true;
        }
        logBytes += bytes;
        log.push(line);
        return context.undefined;
      }),
    );
    const prelude = context.evalCode(PRELUDE, 'prelude.js');
    if (prelude.error) throw new Error(`the prelude does not compile: ${JSON.stringify(context.dump(keep(prelude.error)))}`);
    const inputs = [job.task, job.owner, JSON.stringify(job.ownerFields)].map((text) => keep(context.newString(text)));
    const built = context.callFunction(keep(prelude.value), context.undefined, emit, ...inputs);
    if (built.error) {
      const error = context.dump(keep(built.error));
      return fail({ kind: 'crashed', detail: `the task and owner data could not be passed in: ${error?.message ?? String(error)}` });
    }
    vm.helpers = keep(built.value);

    const compiled = context.evalCode(PREFIX + job.code + SUFFIX, FILE);
    if (compiled.error) {
      const error = keep(compiled.error);
      const failure = compileFailure(vm, error);
      return fail(failure.kind === 'syntax' ? failure : thrown(vm, error));
    }
    const fn = keep(compiled.value);
    // Code that closes the function early (and goes on at the top level) is not a function body.
    const toString = keep(context.getProp(fn, 'toString'));
    const shown = context.callFunction(toString, fn);
    const source = shown.error ? (keep(shown.error), '') : context.getString(keep(shown.value));
    if (context.typeof(fn) !== 'function' || source !== PREFIX.slice(1) + job.code + SUFFIX.slice(0, -1)) {
      return fail({ kind: 'syntax', detail: 'SyntaxError: the code closes its function early; it must be a function body' });
    }

    const task = keep(context.getProp(vm.helpers, 'task'));
    const owner = keep(context.getProp(vm.helpers, 'owner'));
    const called = context.callFunction(fn, context.undefined, task, owner);
    if (called.error) return fail(thrown(vm, keep(called.error)));
    const promise = keep(called.value);
    const drained = vm.runtime.executePendingJobs();
    if (drained.error) return fail(thrown(vm, keep(drained.error)));
    const state = context.getPromiseState(promise);
    if (state.type === 'pending') return fail({ kind: 'unsettled', detail: 'the returned promise never settles' });
    if (state.type === 'rejected') return fail(thrown(vm, keep(state.error)));

    const finish = keep(context.getProp(vm.helpers, 'finish'));
    const finished = context.callFunction(finish, context.undefined, keep(state.value));
    if (finished.error) return fail(thrown(vm, keep(finished.error)));
    const text = keep(finished.value);
    if (vm.state.interrupted) return fail(TIMEOUT);
    if (context.typeof(text) !== 'string') return fail({ kind: 'exception', detail: 'the result could not be read' });
    const outcome = JSON.parse(context.getString(text));
    if (typeof outcome.kind === 'string') return fail({ kind: outcome.kind, detail: String(outcome.detail) });
    return { ok: true, value: outcome.value === undefined ? undefined : JSON.stringify(outcome.value), sets: JSON.stringify(outcome.sets), log };
  } finally {
    if (logCut) log.push(LOG_CUT_NOTICE);
  }
};

const handle = async (message) => {
  let vm = null;
  try {
    const module = await getModule();
    let reply;
    if (message.kind === 'check') {
      const error = check(module, message.code);
      reply = error ? { ok: false, error, log: [] } : { ok: true, sets: '[]', log: [] };
    } else {
      vm = openVm(module);
      reply = run(vm, message);
    }
    // The answer goes out first: disposing of a runtime that filled its memory takes a while.
    parentPort.postMessage({ id: message.id, ...reply });
    if (vm) closeVm(vm);
    vm = null;
  } catch (error) {
    // Something failed on this side (a trap in the module, a broken invariant): start afresh.
    if (vm) closeVm(vm);
    renewModule();
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    parentPort.postMessage({ id: message.id, ok: false, error: { kind: 'crashed', detail: `the sandbox failed: ${detail}` }, log: [] });
  }
};

let queue = Promise.resolve();
parentPort.on('message', (message) => {
  queue = queue.then(() => handle(message));
});
/**
 * Run before the first job: newly compiled code starts in V8's baseline tier, about half as fast,
 * and fresh WebAssembly memory costs a page fault at each first touch. Some work on arrays, objects
 * and text, up to the memory limit, gets the busiest functions optimised and the memory a script
 * may use ready (some 50 ms), so that a first heavy job, too, meets its limits in time.
 */
const WARM_UP = `const n = 3e4; const filled = new Array(n).fill(1); const pushed = [];
for (let i = 0; i < n; i++) pushed.push(i);
const keyed = {}; for (let i = 0; i < n / 10; i++) keyed['k' + i] = i;
JSON.stringify(keyed).length + filled.length + pushed.map((x) => x * 2).filter((x) => x % 3).join().length;
const held = []; try { for (;;) held.push(new Array(2e5).fill(1)); } catch (_) { held.length = 0; }`;

const warmUp = (module) => {
  const vm = openVm(module);
  try {
    const result = vm.context.evalCode(WARM_UP, 'warm-up.js');
    vm.keep(result.error ?? result.value);
  } finally {
    closeVm(vm);
  }
};

warmUp(await getModule());
parentPort.postMessage({ ready: true, wasmCode: await wasmCode, threadId: THREAD_ID });
