import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from './Stack';

const meta = {
  title: 'UI/Stack',
  component: Stack,
  args: { gap: 'md', align: 'stretch' },
  render: (args) => (
    <Stack {...args} as="ul" aria-label="Cars">
      <li>2019 Toyota RAV4</li>
      <li>2015 Suzuki Swift</li>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Cars' });
    const css = getComputedStyle(list);
    await expect(css.flexDirection).toBe('column');
    await expect(css.rowGap).toBe('12px');
    await expect(css.listStyleType).toBe('none');
    await expect(css.paddingLeft).toBe('0px');
  },
};

export const LargeGapCentred: Story = {
  args: { gap: 'xl', align: 'center' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Cars' });
    await expect(getComputedStyle(list).rowGap).toBe('24px');
    await expect(getComputedStyle(list).alignItems).toBe('center');
  },
};
