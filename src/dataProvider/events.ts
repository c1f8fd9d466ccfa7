/**
 * The live events of the portal (`GET /api/events`): one EventSource for every screen that
 * listens, open while one does. The browser reconnects by itself, naming the last event it got,
 * and the server replays what it missed.
 */

/** A committed change of a record the user may read. */
export type ChangeEvent = { entity: string; id: number; version: number | null; action: 'create' | 'update' | 'delete'; by: number | null; at: string };

type Listener = (event: ChangeEvent) => void;

const listeners = new Set<Listener>();
let source: EventSource | undefined;

/** Calls `listener` with every change until the returned function is called. */
export const onChange = (listener: Listener): (() => void) => {
  listeners.add(listener);
  if (!source && typeof EventSource !== 'undefined') {
    source = new EventSource('/api/events', { withCredentials: true });
    source.addEventListener('change', (message) => {
      const event = JSON.parse((message as MessageEvent<string>).data) as ChangeEvent;
      for (const each of listeners) each(event);
    });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      source?.close();
      source = undefined;
    }
  };
};
