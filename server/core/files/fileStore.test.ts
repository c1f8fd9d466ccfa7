import { describe, expect, it } from 'vitest';
import { requestedRange, slots } from './fileStore';

describe('requestedRange', () => {
  it('reads one range of bytes, an open end and a suffix', () => {
    expect(requestedRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(requestedRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(requestedRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(requestedRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('says a range wholly past the end cannot be served', () => {
    expect(requestedRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(requestedRange('bytes=1000-1001', 1000)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  it('on an empty file: a range from an offset or of no bytes cannot be served, a suffix gets the whole (empty) file', () => {
    expect(requestedRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(requestedRange('bytes=0-0', 0)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-0', 0)).toBe('unsatisfiable');
    // RFC 9110 §14.1.2: satisfiable, but no Content-Range can name zero bytes; never { start: 0, end: -1 }.
    expect(requestedRange('bytes=-5', 0)).toBeUndefined();
    expect(requestedRange('bytes=-1', 0)).toBeUndefined();
  });

  it('sends the whole file for no range, another unit, several ranges, nonsense or a stale If-Range', () => {
    for (const header of [undefined, '', 'pages=1-2', 'bytes=0-1,5-6', 'bytes=-', 'bytes=9-3', 'bytes=a-b', 'bytes= 1-2x']) {
      expect(requestedRange(header, 1000), String(header)).toBeUndefined();
    }
    expect(requestedRange('bytes=0-9', 1000, '"1-999"', '"1-1000"')).toBeUndefined();
    expect(requestedRange('bytes=0-9', 1000, '"1-1000"', '"1-1000"')).toEqual({ start: 0, end: 9 });
  });
});

describe('slots', () => {
  it('runs at most the given number at once, the rest in arrival order, and frees a slot on failure', async () => {
    const run = slots(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (n: number, fail = false) =>
      run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        order.push(n);
        if (fail) throw new Error(`job ${n}`);
        return n;
      });
    const results = await Promise.allSettled([job(1, true), job(2), job(3), job(4), job(5)]);
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(await job(6)).toBe(6);
  });
});
