import type { Decorator, Preview } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { configure } from 'storybook/test';
import { LANGUAGE_NAMES, LANGUAGES, type Language, parseLanguage } from '../packages/contract/src/locale';
import {
  createFlowRecorder,
  FlowInspectorContext,
  setFallbackFlowInspector,
} from '../packages/features/src/app';
import { preloadChrome } from '../packages/features/src/chrome/deferred';
import { registerAllLanguages } from '../packages/features/src/i18n';
import { LocaleProvider } from '../packages/features/src/shared/locale';
import { preloadSelect } from '../packages/ui/src/Select/Select';
import { toastQueue } from '../packages/ui/src/Toast/queue';
import { type ThemeMode, ThemeProvider } from '../packages/ui/src/theme';
import { rewindWorld } from './determinism';

// Stories switch language from the toolbar at once: every language's texts are registered up front.
registerAllLanguages();

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

/** The story's language, changeable from inside (the language picker) without touching the global. */
function StoryLocale({ initial, children }: { initial: Language; children: ReactNode }) {
  const [language, setLanguage] = useState(initial);
  return (
    <LocaleProvider language={language} onLanguageChange={setLanguage}>
      {children}
    </LocaleProvider>
  );
}

/**
 * Every story speaks the `language` global (toolbar 'Language', or `globals: { language: 'fr' }` on a
 * story; issue #16 Locale), English by default; a story may still wrap itself in its own
 * `LocaleProvider`. Designers flip the toolbar to see a screen in French, Kinyarwanda or Swahili.
 */
const withLocale: Decorator = (Story, context) => {
  const language = parseLanguage(String(context.globals.language ?? '')) ?? 'en';
  return (
    <StoryLocale key={language} initial={language}>
      <Story />
    </StoryLocale>
  );
};

/** Flow actors started by each story (by story id), for the state check of `afterEach`. */
const recorders = new Map<string, ReturnType<typeof createFlowRecorder>>();
const recorderOf = (storyId: string) => {
  let recorder = recorders.get(storyId);
  if (!recorder) {
    recorder = createFlowRecorder();
    recorders.set(storyId, recorder);
  }
  return recorder;
};

/** Records every actor the story's flow hooks start (`useFlow` tells the FlowInspectorContext). */
const withFlowInspector: Decorator = (Story, context) => (
  <FlowInspectorContext.Provider value={recorderOf(context.id).inspector}>
    <Story />
  </FlowInspectorContext.Provider>
);

/**
 * Stories prove their state (issue #7): a story with `parameters.machine = { id, state }` fails
 * unless an actor of that machine is in that state when its play function has ended.
 */
const checkClaimedState = (context: { id: string; parameters: Record<string, unknown> }) => {
  const claim = context.parameters.machine as { id?: unknown; state?: unknown } | undefined;
  const recorder = recorders.get(context.id);
  recorders.delete(context.id);
  if (!claim || typeof claim.id !== 'string' || typeof claim.state !== 'string') return;
  const failure = (recorder ?? createFlowRecorder()).check({ id: claim.id, state: claim.state });
  if (failure) throw new Error(failure);
};

/**
 * Every story is an a11y test: the a11y addon runs axe after the play function and fails the
 * story (in Vitest too) on any violation. react-aria's live announcer (`[data-live-announcer]`, a
 * visually hidden log it owns) is left out: a pending Button announces itself there by
 * `aria-labelledby` for ~7 s, and when the button unmounts meanwhile the reference dangles for a
 * moment; that timing, not our markup, made `role-img-alt` fail now and then.
 */
// Play functions' `findBy*` and `waitFor` wait up to 3 s (Testing Library's default is 1 s): on a busy
// 2-core machine a select's list or a lazy dialog can take longer than 1 s to open.
configure({ asyncUtilTimeout: 3_000 });

const preview: Preview = {
  parameters: {
    layout: 'centered',
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  globalTypes: {
    theme: {
      description: 'Colour scheme of the Gari theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: modes, dynamicTitle: true },
    },
    language: {
      description: 'Language of the texts, dates and money (issue #16 Locale)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((value) => ({ value, title: LANGUAGE_NAMES[value] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', language: 'en' },
  decorators: [withFlowInspector, withLocale, withTheme],
  afterEach: checkClaimedState,
  // The site loads react-aria's Select and the chrome's overlays after the first paint (issue #8);
  // stories render them loaded, so that a play function never meets a stand-in.
  loaders: [
    async () => {
      await Promise.all([preloadChrome(), preloadSelect()]);
      return {};
    },
  ],
  // Stories of a file share one page in Vitest: drop live-region messages a previous story left
  // behind (react-aria's announcer keeps them ~7 s and they may point at elements now gone).
  // Each story also starts at the same instant with the same random sequence (screenshot baselines).
  beforeEach: (context) => {
    rewindWorld();
    recorders.delete(context.id);
    // Widgets render in React roots of their own (Shadow DOM): they reach the recorder this way.
    setFallbackFlowInspector(recorderOf(context.id).inspector);
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
    // Nor a toast a previous story left (the queue is one module for the page): whether it is still
    // on screen would depend on how long that story took.
    toastQueue.clear();
  },
};
export default preview;
