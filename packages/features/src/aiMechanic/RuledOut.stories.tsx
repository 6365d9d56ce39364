import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SymptomsSummary } from './RuledOut';

/**
 * The report's symptoms split by what the member said (issue #16): confirmed ones and the ones the
 * member ruled out ("No" to "Is any warning light on?"). Each story passes axe.
 */
const meta = {
  title: 'AI mechanic/SymptomsSummary',
  component: SymptomsSummary,
  args: {
    symptoms: ['grinding or scraping', 'pulls to one side'],
    ruledOut: ['warning light on', 'smoke'],
  },
} satisfies Meta<typeof SymptomsSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both lines: what the member confirmed, then what they ruled out, each a term with its definition. */
export const Both: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const terms = c.getAllByRole('term');
    await expect(terms.map((t) => t.textContent)).toEqual(['Confirmed:', 'Ruled out:']);
    const values = c.getAllByRole('definition');
    await expect(values[0]).toHaveTextContent('grinding or scraping, pulls to one side');
    await expect(values[1]).toHaveTextContent('warning light on, smoke');
    await expect(values[0]).not.toHaveTextContent('warning light');
  },
};

/** Nothing ruled out: only the confirmed line. */
export const OnlyConfirmed: Story = {
  args: { ruledOut: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Confirmed:')).toBeVisible();
    await expect(c.queryByText('Ruled out:')).toBeNull();
  },
};

/** The member only denied things (vague description): only the ruled-out line. */
export const OnlyRuledOut: Story = {
  args: { symptoms: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByText('Confirmed:')).toBeNull();
    await expect(c.getByRole('definition')).toHaveTextContent('warning light on, smoke');
  },
};

/** Neither (an off-topic chat, or a report stored before issue #16 with no symptoms): nothing shown. */
export const None: Story = {
  args: { symptoms: [], ruledOut: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-symptoms-summary]')).toBeNull();
  },
};
