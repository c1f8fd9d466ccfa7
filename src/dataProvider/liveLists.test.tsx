// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveLists } from './liveLists';

/** The portal's one EventSource, played by the test: `emit` delivers an event as the server sends it. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  private handlers = new Map<string, ((message: { data: string }) => void)[]>();
  constructor() {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, handler: (message: { data: string }) => void) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
  }
  close() {}
  emit(name: string, data: unknown) {
    for (const handler of this.handlers.get(name) ?? []) handler({ data: JSON.stringify(data) });
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('open lists follow changes', () => {
  it('a burst of changes (an import of 300 records) refreshes the entity’s lists once, not once a record', () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { unmount } = renderHook(() => useLiveLists(), { wrapper });
    const change = (entity: string, id: number) => ({ entity, id, version: 1, action: 'create', by: 2, at: '2026-11-28T08:00:00.000Z' });
    act(() => {
      for (let id = 1; id <= 300; id++) FakeEventSource.last!.emit('change', change('customer', id));
      FakeEventSource.last!.emit('change', change('delivery_type', 1));
    });
    expect(invalidate).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(invalidate.mock.calls.map(([filters]) => (filters as { queryKey: string[] }).queryKey.join(' '))).toEqual([
      'customers getList',
      'customers getMany',
      'customers getManyReference',
      'reclcatalogs/deliverytypes getList',
      'reclcatalogs/deliverytypes getMany',
      'reclcatalogs/deliverytypes getManyReference',
    ]);
    // A later change refreshes again.
    act(() => {
      FakeEventSource.last!.emit('change', change('customer', 301));
      vi.advanceTimersByTime(250);
    });
    expect(invalidate).toHaveBeenCalledTimes(9);
    unmount();
  });
});
