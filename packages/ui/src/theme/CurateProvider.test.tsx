import { Portal } from '@headlessui/react';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePortalContainer, useThemeStyle } from './CurateContext';
import { CurateProvider } from './CurateProvider';
import * as stories from './CurateProvider.stories';

const { PartnerAppearance } = composeStories(stories);

function PortalProbe() {
  const container = usePortalContainer();
  const style = useThemeStyle();
  return (
    <output
      data-testid="probe"
      data-has-container={container ? 'yes' : 'no'}
      data-primary={String((style as Record<string, string>)['--curate-color-primary'] ?? '')}
    />
  );
}

describe('CurateProvider', () => {
  it('renders a .curate-root with the appearance as inline custom properties and keeps className', () => {
    render(<PartnerAppearance />);
    const root = screen.getByRole('button', { name: 'Approve' }).closest('.partner-portal') as HTMLElement;
    expect(root.classList.contains('curate-root')).toBe(true);
    expect(root.dataset.slot).toBe('root');
    expect(root.style.getPropertyValue('--curate-color-primary')).toBe('#047857');
    expect(root.style.getPropertyValue('--curate-radius-md')).toBe('12px');
    expect(root.style.getPropertyValue('--curate-font-size-md')).toBe('15px');
  });

  it('sets no inline tokens without an appearance, so the stylesheet defaults apply', () => {
    const { container } = render(<CurateProvider>content</CurateProvider>);
    expect((container.firstElementChild as HTMLElement).getAttribute('style')).toBeNull();
  });

  it('provides a portal container inside its root, plus the theme for overlays', () => {
    const { container } = render(
      <CurateProvider appearance={{ colorPrimary: '#b91c1c' }}>
        <PortalProbe />
      </CurateProvider>,
    );
    const root = container.firstElementChild as HTMLElement;
    const portal = root.querySelector(':scope > [data-slot="portal"]');
    expect(portal).not.toBeNull();
    expect(screen.getByTestId('probe').dataset).toMatchObject({ hasContainer: 'yes', primary: '#b91c1c' });
  });

  it("sends Headless UI's non-modal portals into that container", () => {
    const { container } = render(
      <CurateProvider>
        <Portal>
          <span>anchored menu</span>
        </Portal>
      </CurateProvider>,
    );
    const portal = container.querySelector('[data-slot="portal"]') as HTMLElement;
    expect(portal.contains(screen.getByText('anchored menu'))).toBe(true);
  });

  it('lets a nested provider inherit the outer appearance and override single fields', () => {
    render(
      <CurateProvider appearance={{ colorPrimary: '#b91c1c', radius: 4 }}>
        <CurateProvider appearance={{ radius: 12 }} className="inner">
          <PortalProbe />
        </CurateProvider>
      </CurateProvider>,
    );
    const inner = screen.getByTestId('probe').closest('.inner') as HTMLElement;
    expect(inner.style.getPropertyValue('--curate-color-primary')).toBe('#b91c1c');
    expect(inner.style.getPropertyValue('--curate-radius-md')).toBe('12px');
  });

  it('has no portal container outside a provider', () => {
    render(<PortalProbe />);
    expect(screen.getByTestId('probe').dataset.hasContainer).toBe('no');
  });
});
