import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFAULT_LOCALE } from '../../src/schemas/core';
import { TEXTS_MODULES } from '../../src/schemas/textsModules';

/**
 * JavaScript (gzip, level 9) the built client loads at start (entry, modulepreloads and the
 * language's texts: the shell, react-admin, MUI, the schemas), at most 330 kB; and what the browser loads before the first
 * reclamation row (the current language's texts and the list's own code too), held at the figure
 * reached (389 kB, 3 kB of slack) from growing. Custom pages, forms and their libraries load on
 * first use and are in neither.
 */
export const INITIAL_JS_GOAL_BYTES = 330 * 1024;
export const INITIAL_JS_LIMIT_BYTES = INITIAL_JS_GOAL_BYTES;
export const FIRST_ROW_JS_LIMIT_BYTES = 392 * 1024;

/** Chunks of custom pages and heavy libraries that must never be among them. */
export const LAZY_ONLY = /xyflow|codemirror|x-charts|dagre|exceljs|pdfmake|StageEditor|ReportCommonPage|ReclamationStatistics|ProtocolPage/i;

export type ScriptSize = { file: string; bytes: number; gzipBytes: number };

/** The size of a script gzipped at level 9, as the limit counts it. */
export const gzipSize = (content: Buffer): number => gzipSync(content, { level: 9 }).length;

/**
 * The scripts a built client (`dist/`) loads before it runs anything: the entry script of
 * index.html, every `<link rel="modulepreload">` and the texts of the language the server names
 * in the page (Polish, the default; from the build's manifest), each with its size and gzip size.
 */
export const initialScripts = (distDir: string): ScriptSize[] => {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const sources = [
    ...[...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]),
    `/${manifest[TEXTS_MODULES[DEFAULT_LOCALE]].file}`,
  ];
  return [...new Set(sources)].map((src) => {
    const content = readFileSync(path.join(distDir, src.replace(/^\//, '')));
    return { file: src, bytes: content.length, gzipBytes: gzipSize(content) };
  });
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** One line per script and their total, for a failure message or a report. */
export const describeScripts = (scripts: readonly ScriptSize[]): string =>
  [...scripts.map((s) => `${s.file}: ${kb(s.gzipBytes)} gzip (${kb(s.bytes)})`), `total: ${kb(scripts.reduce((n, s) => n + s.gzipBytes, 0))} gzip`].join('\n');
