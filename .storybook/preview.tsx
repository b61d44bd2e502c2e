import type { Decorator, Preview } from '@storybook/react-vite';
// Relative paths: the workspace root does not depend on @curate/ui, so the bare name does not resolve here.
import { CurateProvider, type CurateAppearance } from '../packages/ui/src/index';
import '../packages/ui/src/styles.css';

// A partner-style theme to check that stories follow `appearance` (toolbar: Appearance).
const appearances: Record<string, CurateAppearance | undefined> = {
  default: undefined,
  partner: { colorPrimary: '#6d28d9', radius: 2, fontFamily: "Georgia, 'Times New Roman', serif" },
};

const withCurateProvider: Decorator = (Story, context) => (
  <CurateProvider appearance={appearances[String(context.globals.appearance ?? 'default')]}>
    <Story />
  </CurateProvider>
);

const preview: Preview = {
  decorators: [withCurateProvider],
  tags: ['autodocs'],
  globalTypes: {
    appearance: {
      description: 'CurateProvider appearance',
      toolbar: { title: 'Appearance', icon: 'paintbrush', items: ['default', 'partner'], dynamicTitle: true },
    },
  },
  initialGlobals: { appearance: 'default' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Axe violations fail the story's test (Vitest addon), not just show in the panel.
    a11y: { test: 'error' },
  },
};

export default preview;
