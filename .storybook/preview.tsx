import type { Decorator, Preview } from '@storybook/react-vite';
import { type ThemeMode, ThemeProvider } from '../packages/ui/src/theme';
import { rewindWorld } from './determinism';

const modes: ThemeMode[] = ['light', 'dark', 'system'];

/**
 * Wraps every story in the Gari theme. The `theme` global (toolbar, or `globals: { theme: 'dark' }`
 * on a story) picks the mode; nothing is persisted so stories stay independent.
 */
const withTheme: Decorator = (Story, context) => {
  const requested: unknown = context.globals.theme;
  const mode = modes.find((m) => m === requested) ?? 'light';
  return (
    <ThemeProvider mode={mode} persist={false}>
      <Story />
    </ThemeProvider>
  );
};

/**
 * Every story is an a11y test: the a11y addon runs axe after the play function and fails the
 * story (in Vitest too) on any violation.
 */
const preview: Preview = {
  parameters: {
    layout: 'centered',
    a11y: { test: 'error' },
  },
  globalTypes: {
    theme: {
      description: 'Colour scheme of the Gari theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: modes, dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [withTheme],
  // Stories of a file share one page in Vitest: drop live-region messages a previous story left
  // behind (react-aria's announcer keeps them ~7 s and they may point at elements now gone).
  // Each story also starts at the same instant with the same random sequence (screenshot baselines).
  beforeEach: () => {
    rewindWorld();
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
  },
};
export default preview;
