import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LocaleProvider } from '../shared/locale';
import { AuthStoryFrame } from '../testing/authStory';
import { scenarioOf, withScenario } from '../testing/msw';
import { NotFoundPage } from './NotFoundPage';

const apiOf = scenarioOf;

const meta = {
  title: 'Pages/NotFoundPage',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen' },
  loaders: withScenario(),
  render: (_args, { loaded }) => (
    <AuthStoryFrame api={apiOf(loaded).api} path="/garage" initialEntry="/garage?from=report">
      <NotFoundPage />
    </AuthStoryFrame>
  ),
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** '404', 'Oops! Page not found', 'Return to Home'; the attempted path is logged with console.warn. */
export const Default: Story = {
  beforeEach: () => {
    const original = console.warn;
    const spy = fn();
    console.warn = spy;
    (globalThis as { __warnSpy?: typeof spy }).__warnSpy = spy;
    return () => {
      console.warn = original;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('404 Oops! Page not found');
    await expect(canvas.getByText('/garage')).toBeVisible();
    const spy = (globalThis as { __warnSpy?: ReturnType<typeof fn> }).__warnSpy;
    await expect(spy).toHaveBeenCalledWith(expect.stringContaining('/garage?from=report'));
    await userEvent.click(canvas.getByRole('link', { name: 'Return to Home' }));
    await expect(await canvas.findByText('Navigated to /')).toBeVisible();
  },
};

/** The 404 in French (issue #16 "Locale"): the heading and the way home. */
export const French: Story = {
  beforeEach: Default.beforeEach,
  render: (_args, { loaded }) => (
    <LocaleProvider language="fr">
      <AuthStoryFrame api={apiOf(loaded).api} path="/garage" initialEntry="/garage?from=report">
        <NotFoundPage />
      </AuthStoryFrame>
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('404 Oups ! Page introuvable');
    await expect(canvas.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  },
};
