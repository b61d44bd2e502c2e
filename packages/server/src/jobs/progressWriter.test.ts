import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progressWriter } from './progressWriter';

describe('progressWriter', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('writes a report at once when the interval has passed, holds the ones inside it and writes the latest at its end', async () => {
    const writes: [number, string][] = [];
    const writer = progressWriter(async (p, m) => (writes.push([p, m]), true), -1000, 200);
    expect(await writer.report(0, 'gather started')).toBe(true);
    expect(writes).toEqual([[0, 'gather started']]);
    await writer.report(10, 'gather done');
    await writer.report(50, 'research done');
    expect(writes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(writes).toEqual([
      [0, 'gather started'],
      [50, 'research done'],
    ]);
  });

  it('drops the held report when the attempt ends first', async () => {
    const writes: number[] = [];
    const writer = progressWriter(async (p) => (writes.push(p), true), 0, 200);
    await writer.report(10, 'held');
    writer.close();
    await vi.advanceTimersByTimeAsync(500);
    expect(writes).toEqual([]);
  });

  it('answers false from the write that found the job gone, and for every report after it', async () => {
    const writer = progressWriter(async () => false, -1000, 200);
    expect(await writer.report(10, 'a')).toBe(false);
    expect(await writer.report(20, 'b')).toBe(false);
  });

  it('a held write that finds the job gone makes the next report answer false', async () => {
    let gone = false;
    const writer = progressWriter(async () => !gone, 0, 200);
    expect(await writer.report(10, 'held')).toBe(true);
    gone = true;
    await vi.advanceTimersByTimeAsync(200);
    expect(await writer.report(20, 'next')).toBe(false);
  });
});
