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
