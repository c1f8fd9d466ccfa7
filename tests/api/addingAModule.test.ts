import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TEMPLATE_DATABASE } from '../support/pg';

/**
 * docs/adding-a-module.md walks through a new module from start to end. This test applies the
 * guide to a copy of the repository, block by block as its convention says (a new file, lines
 * after an anchor line, commands), and runs its commands there: the migration and the module's
 * own tests. The repository itself is never changed. The guide's code is not typechecked here
 * (tsc over the copy takes minutes): a change of the portal that breaks only its types shows when
 * the guide is next followed, whose last step is `npm run typecheck`.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const GUIDE = path.join(ROOT, 'docs', 'adding-a-module.md');
const THIS_FILE = fileURLToPath(import.meta.url);

/** What a copy needs to build, migrate and test a module; the guide edits eslint.config.js too. */
const COPIED = ['src', 'server', 'tests', 'package.json', 'tsconfig.json', 'vitest.config.ts', 'eslint.config.js'];
const NOT_COPIED = new Set(['node_modules', 'dist', 'dist-server', '.git', 'data', '.tmp', 'test-results']);

/** The longest a command of the guide may take before it is stopped and the test fails. */
const COMMAND_TIMEOUT_MS = 240_000;

type Step =
  | { kind: 'file'; line: number; path: string; text: string }
  | { kind: 'insert'; line: number; path: string; after: string; text: string }
  | { kind: 'run'; line: number; commands: string[] };

const FENCE = /^```(\S*)(.*)$/;
const ATTRIBUTE = /(\w+)(?:="([^"]*)"|=(\S+))?/g;

/**
 * The guide's blocks as steps, in the order of the page. Every block must be a step: a file
 * (`path=`), lines after an anchor (`path=` and `after="…"`) or commands (`sh run`); the sentence
 * before a file block names its path (the rendered page hides the block's first line).
 */
const guideSteps = (markdown: string): Step[] => {
  const lines = markdown.split('\n');
  const steps: Step[] = [];
  let prose = '';
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]);
    if (!open) {
      prose += `${lines[i]}\n`;
      continue;
    }
    const where = `${path.basename(GUIDE)}:${i + 1}`;
    const close = lines.findIndex((line, j) => j > i && line === '```');
    if (close < 0) throw new Error(`${where}: the block is never closed`);
    const body = lines.slice(i + 1, close);
    const attributes: Record<string, string | true> = {};
    for (const [, name, quoted, bare] of open[2].matchAll(ATTRIBUTE)) attributes[name] = quoted ?? bare ?? true;
    const unknown = Object.keys(attributes).filter((name) => !['path', 'after', 'run'].includes(name));
    if (unknown.length > 0) throw new Error(`${where}: unknown attribute ${unknown.join(', ')}`);
    const file = attributes.path;
    if (attributes.run === true && open[1] === 'sh' && file === undefined) {
      steps.push({ kind: 'run', line: i + 1, commands: body.filter((line) => line.trim() !== '') });
    } else if (typeof file === 'string' && attributes.run === undefined) {
      if (path.isAbsolute(file) || path.normalize(file).startsWith('..')) throw new Error(`${where}: ${file} is not inside the repository`);
      if (!prose.includes(`\`${file}\``)) throw new Error(`${where}: the text before the block does not name \`${file}\``);
      const text = `${body.join('\n')}\n`;
      if (attributes.after === undefined) steps.push({ kind: 'file', line: i + 1, path: file, text });
      else if (typeof attributes.after === 'string' && attributes.after.trim() !== '') steps.push({ kind: 'insert', line: i + 1, path: file, after: attributes.after, text });
      else throw new Error(`${where}: after= needs a line in double quotes`);
    } else {
      throw new Error(`${where}: a block is a file (path=…), lines after an anchor (path=… after="…") or commands (sh run); this one is none`);
    }
    prose = '';
    i = close;
  }
  return steps;
};

/** Applies a file step to the directory `root`; throws when the convention is not met. */
const applyStep = (root: string, step: Exclude<Step, { kind: 'run' }>): void => {
  const target = path.join(root, step.path);
  const where = `${path.basename(GUIDE)}:${step.line} (${step.path})`;
  if (step.kind === 'file') {
    if (existsSync(target)) throw new Error(`${where}: a new file, but it already exists`);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, step.text);
    return;
  }
  if (!existsSync(target)) throw new Error(`${where}: lines for a file that does not exist`);
  const lines = readFileSync(target, 'utf8').split('\n');
  const anchor = step.after.trim();
  const found = lines.flatMap((line, index) => (line.trim() === anchor ? [index] : []));
  if (found.length !== 1) throw new Error(`${where}: the anchor line "${anchor}" is found ${found.length} times, not once`);
  lines.splice(found[0] + 1, 0, ...step.text.replace(/\n$/, '').split('\n'));
  writeFileSync(target, lines.join('\n'));
};

/**
 * A `vitest` command must name the files it runs, each one that exists: run without them it would
 * take the copy's whole suite.
 */
const checkTestCommand = (root: string, command: string): void => {
  const words = command.trim().split(/\s+/);
  if (!words.includes('vitest')) return;
  const files = words.slice(words.indexOf('vitest') + 1).filter((word, index, all) => word !== 'run' && !word.startsWith('-') && all[index - 1] !== '--project');
  if (files.length === 0) throw new Error(`"${command}" names no test file: it would run the whole suite`);
  for (const file of files) if (!existsSync(path.join(root, file)) || !statSync(path.join(root, file)).isFile()) throw new Error(`"${command}": ${file} is not a file`);
};

/**
 * The environment of the commands: not this run's own test settings; this run's PostgreSQL server,
 * where the copy's tests keep a template of their own (the copy's migrations) beside this run's.
 */
const commandEnv = (): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  for (const key of Object.keys(env)) if (key.startsWith('VITEST') || key === 'NODE_ENV' || key === 'TEST') delete env[key];
  return { ...env, DATABASE_URL: inject('pgUrl'), TEST_TEMPLATE_DATABASE: `${TEMPLATE_DATABASE}_guide_${process.pid}` };
};

const running = new Set<number>();

/** Stops a command with everything it started (its process group), if it still runs. */
const stopGroup = (pid: number): void => {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
};

/** Runs one command in `cwd` (its own process group, stopped after COMMAND_TIMEOUT_MS); rejects with its output when it fails. */
const runCommand = (cwd: string, command: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('sh', ['-c', command], { cwd, env: commandEnv(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const pid = child.pid;
    if (pid !== undefined) running.add(pid);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      output += `\n[stopped after ${COMMAND_TIMEOUT_MS / 1000} s]`;
      if (pid !== undefined) stopGroup(pid);
    }, COMMAND_TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (pid !== undefined) running.delete(pid);
      const seconds = (Date.now() - started) / 1000;
      if (code === 0) resolve();
      else reject(new Error(`"${command}" failed (${signal ?? `exit code ${code}`}, ${seconds.toFixed(1)} s):\n${output.slice(-20_000)}`));
    });
  });

/** A fresh copy of what the guide changes, with the repository's node_modules linked in. */
const copyRepository = (): string => {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'zaplecze-guide-'));
  for (const entry of COPIED) {
    cpSync(path.join(ROOT, entry), path.join(copy, entry), {
      recursive: true,
      // This test stays behind: the copy never runs the guide again.
      filter: (source) => !NOT_COPIED.has(path.basename(source)) && source !== THIS_FILE,
    });
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
};

describe('the guide to adding a module', () => {
  const copies: string[] = [];
  afterAll(() => {
    for (const pid of running) stopGroup(pid);
    for (const copy of copies) {
      unlinkSync(path.join(copy, 'node_modules'));
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('refuses an anchor line found twice or not at all, and a new file that exists', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'zaplecze-guide-steps-'));
    try {
      writeFileSync(path.join(dir, 'list.ts'), 'const a = [\n  one,\n  two,\n  one,\n];\n');
      expect(() => applyStep(dir, { kind: 'insert', line: 1, path: 'list.ts', after: 'one,', text: '  three,\n' })).toThrow('found 2 times');
      expect(() => applyStep(dir, { kind: 'insert', line: 1, path: 'list.ts', after: 'four,', text: '  three,\n' })).toThrow('found 0 times');
      expect(() => applyStep(dir, { kind: 'file', line: 1, path: 'list.ts', text: '' })).toThrow('already exists');
      applyStep(dir, { kind: 'insert', line: 1, path: 'list.ts', after: 'two,', text: '  three,\n' });
      expect(readFileSync(path.join(dir, 'list.ts'), 'utf8')).toBe('const a = [\n  one,\n  two,\n  three,\n  one,\n];\n');
      expect(() => guideSteps('Some text.\n\n```ts\nconst x = 1;\n```\n')).toThrow('none');
      expect(() => guideSteps('No path named.\n\n```ts path=src/x.ts\nconst x = 1;\n```\n')).toThrow('does not name `src/x.ts`');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('builds its module in a copy of the repository, whose own tests then pass', { timeout: 2 * COMMAND_TIMEOUT_MS + 60_000 }, async () => {
    const steps = guideSteps(readFileSync(GUIDE, 'utf8'));
    expect(steps.filter((s) => s.kind === 'run').length).toBeGreaterThanOrEqual(2);
    const copy = copyRepository();
    copies.push(copy);
    for (const step of steps) {
      if (step.kind !== 'run') {
        applyStep(copy, step);
        continue;
      }
      for (const command of step.commands) checkTestCommand(copy, command);
      await Promise.all(step.commands.map((command) => runCommand(copy, command)));
    }
  });
});
