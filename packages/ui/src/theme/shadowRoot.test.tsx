import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../primitives/Dialog/Dialog';
import { CurateProvider, type CurateProviderProps } from './CurateProvider';
import { CurateStyles } from './CurateStyles';

// CurateProvider inside a shadow root (issue #21): styles adopted into it, dialogs kept in it, focus read there.

const CSS = '.curate-root { --curate-space-4: 16px; color: rgb(1, 2, 3); }';

/** Renders `children` into a fresh shadow root attached to a host in the document; returns the root. */
function renderInShadow(children: React.ReactNode): { shadow: ShadowRoot; host: HTMLElement; unmount: () => void } {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const { unmount } = render(<>{createPortal(children, shadow)}</>);
  return {
    shadow,
    host,
    unmount: () => {
      unmount();
      host.remove();
    },
  };
}

/** A shadow root that can adopt stylesheets (jsdom has none), like a browser's. */
function withAdoptedSheets(shadow: ShadowRoot): ShadowRoot {
  let sheets: CSSStyleSheet[] = [];
  Object.defineProperty(shadow, 'adoptedStyleSheets', {
    get: () => sheets,
    set: (next: CSSStyleSheet[]) => {
      sheets = next;
    },
  });
  return shadow;
}

function Provider(props: CurateProviderProps) {
  return <CurateProvider {...props}>{props.children ?? <span>widget</span>}</CurateProvider>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CurateProvider in a shadow root', () => {
  it('adopts `styles` into the shadow root as one constructable stylesheet shared by its providers', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = withAdoptedSheets(host.attachShadow({ mode: 'open' }));
    const { rerender, unmount } = render(
      <>
        {createPortal(
          <>
            <Provider styles={CSS} />
            <Provider styles={CSS} />
          </>,
          shadow,
        )}
      </>,
    );
    expect(shadow.adoptedStyleSheets).toHaveLength(1);
    expect(shadow.adoptedStyleSheets[0]!.cssRules[0]!.cssText).toContain('--curate-space-4');
    // Nothing reaches the document.
    expect(document.querySelector('style')).toBeNull();
    rerender(<>{createPortal(<Provider styles={CSS} />, shadow)}</>);
    expect(shadow.adoptedStyleSheets).toHaveLength(1);
    unmount();
    expect(shadow.adoptedStyleSheets).toHaveLength(0);
    host.remove();
  });

  it("adds a CurateStyles sheet after the provider's own, for as long as it is mounted (a widget loaded later)", () => {
    const WIDGET_CSS = '.curate-Widget { color: rgb(4, 5, 6); }';
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = withAdoptedSheets(host.attachShadow({ mode: 'open' }));
    const inShadow = (widget: boolean) => (
      <>{createPortal(<Provider styles={CSS}>{widget && <CurateStyles styles={WIDGET_CSS} />}</Provider>, shadow)}</>
    );
    const { rerender, unmount } = render(inShadow(false));
    expect(shadow.adoptedStyleSheets).toHaveLength(1);
    rerender(inShadow(true));
    const texts = () => shadow.adoptedStyleSheets.map((sheet) => sheet.cssRules[0]!.cssText);
    expect(texts()).toEqual([expect.stringContaining('--curate-space-4'), expect.stringContaining('.curate-Widget')]);
    rerender(inShadow(false));
    expect(texts()).toEqual([expect.stringContaining('--curate-space-4')]);
    unmount();
    expect(shadow.adoptedStyleSheets).toHaveLength(0);
    host.remove();
  });

  it('falls back to a <style> element carrying the nonce where sheets cannot be adopted', () => {
    const { shadow, unmount } = renderInShadow(<Provider styles={CSS} nonce="n0nce-123" />);
    const style = shadow.querySelector('style');
    expect(style).not.toBeNull();
    expect(style!.nonce).toBe('n0nce-123');
    expect(style!.textContent).toContain('--curate-space-4');
    expect(document.head.querySelector('style')).toBeNull();
    unmount();
    expect(shadow.querySelector('style')).toBeNull();
  });

  it('warns when it renders in a shadow root that Curate stylesheet does not reach', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { unmount } = renderInShadow(<Provider />);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[curate\] CurateProvider renders inside a shadow root/));
    unmount();
  });

  it('keeps a modal dialog inside the shadow root: themed, focus inside, Tab wraps, Escape closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <Dialog
            open={open}
            onClose={() => {
              onClose();
              setOpen(false);
            }}
            title="Delete product"
            description="This cannot be undone."
            footer={<button type="button">Delete</button>}
          >
            <input aria-label="Reason" />
          </Dialog>
        </>
      );
    }
    const { shadow, host, unmount } = renderInShadow(
      <Provider styles={CSS} appearance={{ colorPrimary: '#0f766e' }}>
        <Opener />
      </Provider>,
    );
    const opener = shadow.querySelector('button')!;
    await user.click(opener);
    const dialog = shadow.querySelector<HTMLDialogElement>('dialog.curate-root.curate-Dialog');
    expect(dialog).not.toBeNull();
    expect(document.body.querySelector('[role="dialog"], dialog')).toBeNull();
    expect(dialog!.style.getPropertyValue('--curate-color-primary')).toBe('#0f766e');
    expect(dialog!.getAttribute('aria-labelledby')).toBe(shadow.querySelector('h2')!.id);
    expect(shadow.querySelector('h2')!.textContent).toBe('Delete product');
    // Focus is inside the dialog (document.activeElement is the host; the shadow root knows the element).
    expect(document.activeElement).toBe(host);
    const close = shadow.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!;
    expect(shadow.activeElement).toBe(close);
    const stops = () => [...dialog!.querySelectorAll<HTMLElement>('button, input')];
    const last = stops().at(-1)!;
    act(() => last.focus());
    await user.keyboard('{Tab}');
    expect(shadow.activeElement).toBe(close);
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(shadow.activeElement).toBe(last);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(shadow.querySelector('dialog')).toBeNull();
    expect(shadow.activeElement).toBe(opener);
    unmount();
  });
});

describe('CurateProvider bad appearance', () => {
  it('warns about a colour that is not a colour and keeps the default instead of drawing it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(
      <CurateProvider appearance={{ colorPrimary: 'not-a-colour', radius: -4, colorText: '#123456' }}>
        x
      </CurateProvider>,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.style.getPropertyValue('--curate-color-primary')).toBe('');
    expect(root.style.getPropertyValue('--curate-radius-md')).toBe('');
    expect(root.style.getPropertyValue('--curate-color-text')).toBe('#123456');
    expect(warn).toHaveBeenCalledWith(
      '[curate] appearance.colorPrimary "not-a-colour" is not a valid color value; the theme\'s default is used.',
    );
    expect(warn).toHaveBeenCalledWith(
      "[curate] appearance.radius -4 is not a valid border-radius value; the theme's default is used.",
    );
    expect(root.textContent).toBe('x');
  });
});
