import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactElement } from 'react';
import type { DataProvider } from 'react-admin';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { messagesFor } from '../../i18n';
import type { Locale } from '../../schemas/core';

/** Answers of the API by path (with its query): a body, `[status, body]`, or a function making the whole response. */
export type Answers = Record<string, unknown>;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Replaces fetch with one that answers the given paths in the API's envelope and records each call. */
export const answerFetch = (answers: Answers) => {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    const path = String(url).replace(/^\/api/, '');
    const key = Object.keys(answers).find((k) => path === k || path.split('?')[0] === k);
    if (key === undefined) return json({ httpStatus: 404, message: `no answer for ${path}` }, 404);
    const answer = answers[key];
    if (typeof answer === 'function') return (answer as () => Response)();
    if (Array.isArray(answer) && typeof answer[0] === 'number') return json({ httpStatus: answer[0], message: (answer[1] as { message: string }).message }, answer[0]);
    return json({ httpStatus: 200, responseData: answer });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

/** The calls made to a path (without its query), with their parsed queries. */
export const callsTo = (fetch: ReturnType<typeof answerFetch>, path: string) =>
  fetch.mock.calls.map(([url, init]) => ({ url: new URL(String(url), 'http://x'), init })).filter(({ url }) => url.pathname === `/api${path}`);

/** Where the router is, for asserting navigation. */
const Location = () => <div data-testid="location">{`${useLocation().pathname}${useLocation().search}`}</div>;

/** A mailbox screen at an address, with the portal's Polish texts and a data provider for record lists. */
export const renderAt = (path: string, route: string, element: ReactElement, dataProvider: object = {}) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext store={memoryStore()} dataProvider={{ getList: async () => ({ data: [], total: 0 }), ...dataProvider } as unknown as DataProvider} i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), 'pl')}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <Location />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
