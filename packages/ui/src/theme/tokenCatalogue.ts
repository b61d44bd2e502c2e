// The token names shown on the 'Design tokens' story page; values live in tokens.css.
export const colourTokens = [
  'primary',
  'primary-hover',
  'primary-active',
  'on-primary',
  'text',
  'text-muted',
  'background',
  'surface',
  'surface-hover',
  'border',
  'border-strong',
  'focus',
  'danger',
  'danger-hover',
].map((name) => `--curate-color-${name}`);

export const tones = ['neutral', 'info', 'success', 'warning', 'danger', 'orange'] as const;

export const qualityTokens = ['good', 'fair', 'weak', 'poor'].map((band) => `--curate-color-quality-${band}`);

export const spaceTokens = [1, 2, 3, 4, 5, 6, 7].map((step) => `--curate-space-${step}`);

export const radiusTokens = ['sm', 'md', 'lg', 'full'].map((size) => `--curate-radius-${size}`);

export const fontSizeTokens = ['xs', 'sm', 'md', 'lg', 'xl'].map((size) => `--curate-font-size-${size}`);

export const shadowTokens = ['sm', 'md', 'lg'].map((size) => `--curate-shadow-${size}`);

export const zIndexTokens = ['dropdown', 'dialog', 'toast'].map((layer) => `--curate-z-${layer}`);
