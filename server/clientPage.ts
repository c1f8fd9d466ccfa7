import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../src/schemas/core';
import { LOCALES } from '../src/schemas/core';
import { LOCALE_KEY, pickLocale, TEXTS_MODULES } from '../src/schemas/textsModules';

/** The languages of an `Accept-Language` header, most wanted first (`fr-FR,fr;q=0.9,en;q=0.8`). */
export const acceptedLanguages = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((l) => l.tag !== '' && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);

type Page = { mtimeMs: number; html: string; texts: Partial<Record<Locale, string>> };

/**
 * The client's page (`index.html`) as sent for a screen: with a `modulepreload` of the texts of
 * the language the client will choose (the cookie it keeps the chosen one in, else the browser's
 * languages, as `currentLocale` does), so that the browser fetches them beside the portal's code
 * instead of after running it. The chunk's name comes from the build's manifest
 * (`dist/.vite/manifest.json`); without one the page goes as it is. Read again when the build changes.
 */
export const clientPage = (clientDir: string) => {
  const indexFile = path.join(clientDir, 'index.html');
  let page: Page | undefined;
  const load = async (): Promise<Page> => {
    const { mtimeMs } = await stat(indexFile);
    if (page?.mtimeMs === mtimeMs) return page;
    const html = await readFile(indexFile, 'utf8');
    const manifest = await readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')
      .then((text) => JSON.parse(text) as Record<string, { file?: string }>)
      .catch(() => ({}) as Record<string, { file?: string }>);
    const texts: Partial<Record<Locale, string>> = {};
    for (const locale of LOCALES) {
      const file = manifest[TEXTS_MODULES[locale]]?.file;
      if (file) texts[locale] = `/${file}`;
    }
    page = { mtimeMs, html, texts };
    return page;
  };
  return async (request: FastifyRequest): Promise<string> => {
    const { html, texts } = await load();
    const locale = pickLocale(request.cookies?.[LOCALE_KEY], acceptedLanguages(request.headers['accept-language']));
    const file = texts[locale];
    return file ? html.replace('</head>', `  <link rel="modulepreload" crossorigin href="${file}">\n  </head>`) : html;
  };
};
