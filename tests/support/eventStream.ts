/** One server-sent event as `GET /api/events` writes it. */
export type StreamEvent = { id: string; event: string; data: string };

/**
 * Reads a text/event-stream as it arrives: each complete event (comments skipped) goes to
 * `onEvent`. Feed it the response's chunks, decoded as UTF-8.
 */
export const eventStreamReader = (onEvent: (event: StreamEvent) => void) => {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = Object.fromEntries(block.split('\n').filter((line) => line && !line.startsWith(':')).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]));
      if (fields.data !== undefined) onEvent({ id: fields.id ?? '', event: fields.event ?? 'message', data: fields.data });
    }
  };
};
