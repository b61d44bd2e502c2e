import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import {
  colourTokens,
  fontSizeTokens,
  qualityTokens,
  radiusTokens,
  shadowTokens,
  spaceTokens,
  tones,
  zIndexTokens,
} from './tokenCatalogue';

/** Shows a token's name and its computed value on the themed root. */
function TokenRow({ name, preview }: { name: string; preview?: (name: string) => ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [value, setValue] = useState('');
  useEffect(() => {
    if (ref.current) setValue(getComputedStyle(ref.current).getPropertyValue(name).trim());
  }, [name]);
  return (
    <tr>
      <td style={{ padding: '6px 12px 6px 0', fontFamily: 'var(--curate-font-family-mono)' }}>
        <code ref={ref}>{name}</code>
      </td>
      <td style={{ padding: '6px 12px', color: 'var(--curate-color-text-muted)' }}>{value}</td>
      <td style={{ padding: '6px 0' }}>{preview?.(name)}</td>
    </tr>
  );
}

function TokenTable({
  caption,
  names,
  preview,
}: {
  caption: string;
  names: string[];
  preview?: (name: string) => ReactNode;
}) {
  return (
    <table style={{ borderCollapse: 'collapse', marginBottom: 24 }}>
      <caption style={{ textAlign: 'start', fontWeight: 600, padding: '8px 0' }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start' }}>
            Token
          </th>
          <th scope="col" style={{ textAlign: 'start', padding: '0 12px' }}>
            Value
          </th>
          <th scope="col" style={{ textAlign: 'start' }}>
            Preview
          </th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <TokenRow key={name} name={name} preview={preview} />
        ))}
      </tbody>
    </table>
  );
}

const box: CSSProperties = {
  display: 'inline-block',
  width: 48,
  height: 24,
  border: '1px solid var(--curate-color-border)',
};
const swatch = (name: string) => <span style={{ ...box, background: `var(${name})` }} />;

const Colours = () => <TokenTable caption="Colours" names={colourTokens} preview={swatch} />;
const Tones = () => (
  <>
    <TokenTable
      caption="Tones (notifications, badges)"
      names={tones.flatMap((t) => ['bg', 'fg', 'border'].map((p) => `--curate-color-${t}-${p}`))}
      preview={swatch}
    />
    <TokenTable caption="Quality bands" names={qualityTokens} preview={swatch} />
  </>
);
const Spacing = () => (
  <TokenTable
    caption="Spacing"
    names={spaceTokens}
    preview={(n) => (
      <span
        style={{ display: 'inline-block', height: 12, width: `var(${n})`, background: 'var(--curate-color-primary)' }}
      />
    )}
  />
);
const Radius = () => (
  <TokenTable
    caption="Radius"
    names={radiusTokens}
    preview={(n) => <span style={{ ...box, borderRadius: `var(${n})`, background: 'var(--curate-color-surface)' }} />}
  />
);
const Typography = () => (
  <>
    <TokenTable
      caption="Font sizes"
      names={fontSizeTokens}
      preview={(n) => <span style={{ fontSize: `var(${n})` }}>Review Queue</span>}
    />
    <TokenTable
      caption="Font families and weights"
      names={[
        '--curate-font-family',
        '--curate-font-family-mono',
        '--curate-font-weight-regular',
        '--curate-font-weight-medium',
        '--curate-font-weight-semibold',
        '--curate-line-height',
      ]}
    />
  </>
);
const Elevation = () => (
  <>
    <TokenTable
      caption="Shadows"
      names={shadowTokens}
      preview={(n) => <span style={{ ...box, boxShadow: `var(${n})`, background: 'var(--curate-color-background)' }} />}
    />
    <TokenTable caption="Overlay z-index" names={zIndexTokens} />
  </>
);

const meta: Meta = {
  title: 'ui/theme/Design tokens',
  parameters: {
    docs: {
      description: {
        component:
          'All --curate-* custom properties, defined on .curate-root (light theme). Switch the Appearance toolbar to see a partner theme.',
      },
    },
  },
};

export default meta;
type Story = StoryObj;

export const ColourTokens: Story = { name: 'Colours', render: () => <Colours /> };
export const ToneTokens: Story = { name: 'Tones and quality bands', render: () => <Tones /> };
export const SpacingTokens: Story = { name: 'Spacing', render: () => <Spacing /> };
export const RadiusTokens: Story = { name: 'Radius', render: () => <Radius /> };
export const TypographyTokens: Story = { name: 'Typography', render: () => <Typography /> };
export const ElevationTokens: Story = { name: 'Shadows and z-index', render: () => <Elevation /> };

/** Every token on one page. */
export const AllTokens: Story = {
  name: 'All tokens',
  render: () => (
    <>
      <Colours />
      <Tones />
      <Spacing />
      <Radius />
      <Typography />
      <Elevation />
    </>
  ),
};
