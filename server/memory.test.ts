import v8 from 'node:v8';
import { expect, it } from 'vitest';
import { collectGarbage } from './memory';

it('collects the garbage a job left at once, rather than when V8 would', () => {
  let garbage: unknown[] | null = Array.from({ length: 500_000 }, (_, i) => ({ i, text: `wiersz ${i}` }));
  const held = v8.getHeapStatistics().used_heap_size;
  expect((garbage as unknown[]).length).toBe(500_000);
  garbage = null;
  collectGarbage();
  // Half a million small objects are some tens of megabytes: at least 20 MB of them are gone.
  expect(held - v8.getHeapStatistics().used_heap_size).toBeGreaterThan(20 * 1024 * 1024);
  expect(garbage).toBeNull();
});
