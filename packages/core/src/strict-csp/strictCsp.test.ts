import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

describe('@curate/core/strict-csp', () => {
  it('loaded first, lets the whole contract load and parse without ever calling the Function constructor', async () => {
    const spy = vi.spyOn(globalThis, 'Function');
    await import('./index');
    const { ProductUpdate, EnhancedProduct } = await import('../contract/index');
    expect(ProductUpdate.parse({ clean_name: ' Drill ' })).toEqual({ clean_name: 'Drill' });
    expect(EnhancedProduct.safeParse({}).success).toBe(false);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('@curate/core/strict-csp without zod', () => {
  it('sets the jitless mode zod reads, without importing zod itself', async () => {
    vi.resetModules();
    await import('./index');
    const z = await import('zod');
    expect(z.config().jitless).toBe(true);
    const source = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from 'zod/);
  });
});
