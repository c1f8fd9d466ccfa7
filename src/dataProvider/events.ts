/**
 * The live events of the portal (`GET /api/events`): one EventSource for every screen that
 * listens, open while one does. The browser reconnects by itself, naming the last event it got,
 * and the server replays what it missed.
 */

/** A committed change of a record the user may read. */
export type ChangeEvent = { entity: string; id: number; version: number | null; action: 'create' | 'update' | 'delete'; by: number | null; at: string };

/** Who has a record open now (the user too, when it has). */
export type PresenceEvent = { entity: string; id: number; viewers: { id: number; name: string }[] };

type Events = { change: ChangeEvent; presence: PresenceEvent };
type Listener<K extends keyof Events> = (event: Events[K]) => void;

const listeners: { [K in keyof Events]: Set<Listener<K>> } = { change: new Set(), presence: new Set() };
let source: EventSource | undefined;

const listening = () => listeners.change.size + listeners.presence.size;

const on = <K extends keyof Events>(name: K, listener: Listener<K>): (() => void) => {
  listeners[name].add(listener);
  if (!source && typeof EventSource !== 'undefined') {
    source = new EventSource('/api/events', { withCredentials: true });
    for (const each of Object.keys(listeners) as (keyof Events)[]) {
      source.addEventListener(each, (message) => {
        const event = JSON.parse((message as MessageEvent<string>).data) as never;
        for (const take of listeners[each]) (take as (event: never) => void)(event);
      });
    }
  }
  return () => {
    listeners[name].delete(listener);
    if (listening() === 0) {
      source?.close();
      source = undefined;
    }
  };
};

/** Calls `listener` with every change until the returned function is called. */
export const onChange = (listener: Listener<'change'>): (() => void) => on('change', listener);

/** Calls `listener` whenever who has a record open changes, until the returned function is called. */
export const onPresence = (listener: Listener<'presence'>): (() => void) => on('presence', listener);
