import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  core: { disableTelemetry: true },
  // Stories are not the app: its chunk layout (vite.config.ts build.rolldownOptions) does not apply here.
  viteFinal: (config) => ({ ...config, build: { ...config.build, rolldownOptions: undefined } }),
};

export default config;
