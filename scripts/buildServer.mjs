// Compiles the server (server/main.ts and what it imports from server/ and src/schemas) into ES
// modules in `dist-server/`: `main.js`, and chunks for what main imports later (the app, loaded
// while PostgreSQL starts). Packages stay in node_modules. The stage-code sandbox's worker thread
// is an entry of its own, `sandbox-worker.js`, where server/core/sandbox looks for it.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

export const buildServer = () => {
  rmSync('dist-server', { recursive: true, force: true });
  return build({
    entryPoints: ['server/main.ts', { in: 'server/core/sandbox/worker.mjs', out: 'sandbox-worker' }],
    outdir: 'dist-server',
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
};

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
