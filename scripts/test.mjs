// `npm test`: every check of the project, one suite after another but for the three that only
// read the sources, which share the cores:
//
//   1. the stage-code sandbox's suite, alone: its limits are wall-clock times, which other work on
//      the cores would eat into;
//   2. the typecheck, the lint and the client's build, together (each mostly one core);
//   3. the unit suite (two files at a time), the API suite (three), then the journeys in Chromium
//      and `npm start`'s own suite (process). A journey and its browser keep both cores busy:
//      beside another suite, each would take about twice as long and its waits would come
//      closer to their limits.
//
// Each step's lines are shown as they come, prefixed with its name; at the end, each one's time
// and result. The exit code is 0 only when every step passed; a failed step stops the steps after
// it (a broken typecheck does not wait for the journeys).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const bin = (name) => path.join('node_modules', '.bin', name);

/** The steps: each a name and its command; a group's steps run together, the groups one after another. */
const groups = [
  [{ name: 'sandbox', command: [bin('vitest'), 'run', '--project', 'sandbox'] }],
  [
    { name: 'typecheck', command: [bin('tsc'), '-p', 'tsconfig.json', '--noEmit'] },
    { name: 'lint', command: [bin('eslint'), '.'] },
    { name: 'build', command: [bin('vite'), 'build', '--logLevel', 'warn'] },
  ],
  [{ name: 'unit', command: [bin('vitest'), 'run', '--project', 'unit'] }],
  [{ name: 'api', command: [bin('vitest'), 'run', '--project', 'api'] }],
  [{ name: 'e2e', command: [bin('vitest'), 'run', '--project', 'e2e', '--project', 'process'] }],
];

const results = [];
const running = new Set();
let failed = false;

/** Runs one step, its output's lines prefixed with its name; resolves with whether it passed. */
const run = ({ name, command }) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command[0], command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) out.write(`[${name}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
    }
    child.on('close', (code, signal) => {
      running.delete(child);
      const passed = code === 0;
      results.push({ name, seconds: (performance.now() - started) / 1000, passed: passed ? 'passed' : signal ? `stopped (${signal})` : `failed (${code})` });
      resolve(passed);
    });
  });

// Ctrl+C or a stop of `npm test` ends the suites under way with it.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exitCode = 1;
  });
}

const started = performance.now();
for (const group of groups) {
  if (failed) break;
  const passed = await Promise.all(group.map(run));
  failed = passed.includes(false);
}

const width = Math.max(...results.map((r) => r.name.length));
console.log('\nnpm test:');
for (const { name, seconds, passed } of results) console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s  ${passed}`);
console.log(`  ${'total'.padEnd(width)}  ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  ${failed ? 'FAILED' : 'passed'}`);
process.exitCode = failed ? 1 : (process.exitCode ?? 0);
