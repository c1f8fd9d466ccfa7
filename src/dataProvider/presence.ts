/**
 * Who else has a record open:
 *
 *   an open form shows a record   PUT    /api/presence { entity, id, viewer }   answers { viewers }
 *   the form closed               DELETE /api/presence/{viewer}
 *
 * and the event `presence` of the live events (events.ts) whenever that changes.
 */
import type { PresenceEvent } from './events';
import { apiData, httpClient } from './httpClient';

/** An open form renews its presence this often; the server forgets one not renewed for 75 s. */
export const PRESENCE_RENEW_MS = 30_000;

/** A random id for one open form (made without `crypto.randomUUID`, which a portal reached over plain HTTP lacks). */
export const newViewerId = (): string => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Says this form shows the record; answers who has it open now (the user too). */
export const announcePresence = async (entity: string, id: number, viewer: string): Promise<PresenceEvent['viewers']> =>
  (await apiData<{ viewers: PresenceEvent['viewers'] }>('/presence', { method: 'PUT', body: { entity, id, viewer } })).viewers;

/** Says the form closed. */
export const endPresence = async (viewer: string): Promise<void> => {
  await httpClient(`/presence/${viewer}`, { method: 'DELETE' });
};
