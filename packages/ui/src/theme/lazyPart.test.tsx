import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazyPart';

// lazyPart (issue #21): a part in a chunk of its own, rendered once the chunk has arrived, fetched once.

const Part = ({ name }: { name: string }) => <p>part {name}</p>;

describe('lazyPart', () => {
  it('renders nothing until its chunk has arrived, then the part with its props', async () => {
    const load = vi.fn(async () => Part);
    const Lazy = lazyPart(load);
    const { container } = render(<Lazy name="A" />);
    expect(container.textContent).toBe('');
    expect(await screen.findByText('part A')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches the chunk on preload, and renders from that one fetch', async () => {
    const load = vi.fn(async () => Part);
    const Lazy = lazyPart(load);
    Lazy.preload();
    Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(<Lazy name="B" />);
    expect(await screen.findByText('part B')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed preload again when the part first renders', async () => {
    const load = vi
      .fn<() => Promise<typeof Part>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Part);
    const Lazy = lazyPart(load);
    Lazy.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(<Lazy name="C" />);
    expect(await screen.findByText('part C')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
