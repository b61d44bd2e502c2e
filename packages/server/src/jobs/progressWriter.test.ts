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

  it('answers false once a write found the job gone, and for every report after it; the report does not wait for its write', async () => {
    let finish!: (found: boolean) => void;
    const writes: number[] = [];
    const writer = progressWriter(
      (p) => (writes.push(p), new Promise<boolean>((resolve) => (finish = resolve))),
      -1000,
      200,
    );
    expect(await writer.report(10, 'a')).toBe(true);
    expect(writes).toEqual([10]);
    finish(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(await writer.report(20, 'b')).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(await writer.report(30, 'c')).toBe(false);
    expect(writes).toEqual([10]);
  });

  it('writes one report after another: a slow write is not overtaken by the next', async () => {
    const order: string[] = [];
    let finish!: () => void;
    const writer = progressWriter(
      async (p) => {
        order.push(`start ${p}`);
        if (p === 10) await new Promise<void>((resolve) => (finish = resolve));
        order.push(`end ${p}`);
        return true;
      },
      -1000,
      200,
    );
    await writer.report(10, 'slow');
    await vi.advanceTimersByTimeAsync(250);
    await writer.report(20, 'next');
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['start 10']);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['start 10', 'end 10', 'start 20', 'end 20']);
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
