import { defineMain } from '@storybook/react-vite/node';
import { defaultClientConditions, mergeConfig, type UserConfig } from 'vite';

// One Storybook for the whole workspace. Story titles are set explicitly in each file and mirror the
// path under packages/ (e.g. 'ui/primitives/Button').
export default defineMain({
  framework: '@storybook/react-vite',
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  async viteFinal(config) {
    // Workspace packages resolve to their sources (`@curate/source` export condition), so neither
    // `storybook dev` nor `storybook build` needs a library build first. Setting conditions replaces
    // Vite's defaults, hence the spread.
    const overrides: UserConfig = {
      resolve: { conditions: ['@curate/source', ...defaultClientConditions] },
      build: {
        // Storybook's manager/preview bundles are large by nature; only flag real outliers.
        chunkSizeWarningLimit: 2000,
        rolldownOptions: {
          // Headless UI and TanStack Table mark modules 'use client'; meaningless in a static Storybook.
          onwarn(warning, warn) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    };
    return mergeConfig(config, overrides);
  },
});
