// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ComponentType } from 'react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../i18n';
import type { Locale } from '../schemas/core';
import { lazyScreen } from './lazyScreen';
import { CHUNK_TIMEOUT_MS, loadWithin, newBuildDeployed, ScreenLoadError } from './screenLoad';

/** A dynamic import the test settles: `resolve()` delivers the screen, `reject()` fails the request. */
const controlledImport = () => {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<{ default: ComponentType }>((resolve, reject) => {
        calls.push({ resolve: () => resolve({ default: () => <p>Ekran zamówień</p> }), reject });
      }),
  );
  return { load, calls };
};

const renderScreen = (Screen: ComponentType) =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), 'pl')}>
      <Screen />
    </AdminContext>,
  );

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('loadWithin (spec §9: chunk loading time-out 120 s)', () => {
  it('fails with a time-out when the code has not arrived in 120 s, not before', async () => {
    vi.useFakeTimers();
    const outcome = vi.fn();
    loadWithin(() => new Promise(() => undefined)).catch(outcome);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(ScreenLoadError));
    expect(outcome.mock.calls[0][0]).toMatchObject({ timedOut: true });
  });

  it('passes the code on when it arrives in time, and a failed request as a load error', async () => {
    await expect(loadWithin(async () => 'kod')).resolves.toBe('kod');
    const failed = loadWithin(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(failed).rejects.toBeInstanceOf(ScreenLoadError);
    await expect(failed).rejects.toMatchObject({ timedOut: false });
  });
});

describe('lazyScreen', () => {
  it('a chunk that failed to load shows the message in Polish, and "Spróbuj ponownie" fetches it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, calls } = controlledImport();
    renderScreen(lazyScreen(load));
    await act(async () => calls[0].reject(new TypeError('Failed to fetch dynamically imported module: /assets/Orders-1.js')));
    expect(await screen.findByText('Nie udało się wczytać ekranu.')).toBeTruthy();
    expect(screen.getByText(/Sprawdź połączenie z siecią/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await act(async () => calls[1].resolve());
    expect(await screen.findByText('Ekran zamówień')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('code that has not arrived in 120 s shows the time-out message and can be asked for again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, calls } = controlledImport();
    renderScreen(lazyScreen(load));
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1));
    expect(screen.queryByText('Nie udało się wczytać ekranu.')).toBeNull();
    // A second more: React commits the boundary's message on a timer of its own.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Nie udało się wczytać ekranu.')).toBeTruthy();
    expect(screen.getByText(/nie wczytał się w ciągu 120 sekund/)).toBeTruthy();
    vi.useRealTimers();

    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await act(async () => calls[1].resolve());
    expect(await screen.findByText('Ekran zamówień')).toBeTruthy();
  });
});

describe('newBuildDeployed', () => {
  const page = (entry: string) => `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head><body><div id="root"></div></body></html>`;
  const serve = (html: string | Error) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (html instanceof Error) throw html;
        return new Response(html, { status: 200, headers: { 'content-type': 'text/html' } });
      }),
    );
  const runs = (entry: string) => {
    document.head.innerHTML = `<script type="module" src="${entry}"></script>`;
  };

  it('is yes when the server now names another entry script than the one this page runs', async () => {
    runs('/assets/index-old.js');
    serve(page('/assets/index-new.js'));
    expect(await newBuildDeployed()).toBe(true);
    expect(vi.mocked(fetch)).toHaveBeenCalledWith('/', expect.objectContaining({ cache: 'no-store' }));
  });

  it('is no for the same build, when the server does not answer, or when the page names no script', async () => {
    runs('/assets/index-old.js');
    serve(page('/assets/index-old.js'));
    expect(await newBuildDeployed()).toBe(false);
    serve(new TypeError('Failed to fetch'));
    expect(await newBuildDeployed()).toBe(false);
    document.head.innerHTML = '';
    serve(page('/assets/index-new.js'));
    expect(await newBuildDeployed()).toBe(false);
  });
});
