import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { clearLiveAnnouncer } from '../internal/storyUtils';
import { AlertDialog, Dialog, DialogTrigger, Modal } from './Dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: { title: 'Add a refuel' },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndClose: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button>Add a refuel</Button>
      <Modal isDismissable>
        <Dialog {...args}>
          {({ close }) => (
            <>
              <p>Refuel form goes here.</p>
              <Button onPress={close}>Done</Button>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add a refuel' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Add a refuel' });
    const heading = within(dialog).getByRole('heading', { level: 2, name: 'Add a refuel' });
    await waitFor(() => expect(heading).toBeVisible());
    // Focus moves into the dialog and Tab stays trapped inside.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    // Escape closes and focus returns to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    // The × button closes too.
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The render-function `close` works.
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Open, controlled with `isOpen`, in the dark theme (axe checks the dialog). */
export const ControlledDark: Story = {
  globals: { theme: 'dark' },
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <>
        <p>Dialog is {open ? 'open' : 'closed'}</p>
        <Modal isOpen={open} onOpenChange={setOpen} placement="sheet">
          <Dialog {...args}>
            <p>Enter the litres, the total cost and the odometer reading.</p>
          </Dialog>
        </Modal>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add a refuel' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement).getByText('Dialog is closed')).toBeVisible());
  },
};

const onDelete = fn();
const onCancel = fn();

export const ConfirmDelete: Story = {
  render: () => (
    <DialogTrigger>
      <Button variant="danger">Delete</Button>
      <Modal>
        <AlertDialog
          title="Delete vehicle?"
          actionLabel="Delete vehicle"
          onAction={onDelete}
          onCancel={onCancel}
        >
          2019 Toyota RAV4 and its refuels and expenses will be removed.
        </AlertDialog>
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    onDelete.mockClear();
    onCancel.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete vehicle?' });
    await expect(dialog).toHaveAccessibleDescription(
      '2019 Toyota RAV4 and its refuels and expenses will be removed.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(onCancel).toHaveBeenCalledTimes(1);
    await expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete vehicle' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(onDelete).toHaveBeenCalledTimes(1);
  },
};

/** Settles the pending `onAction` promises of `AsyncAction` from its play function. */
const pendingActions: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];

/** `onAction` returning a promise: pending until it settles; a rejection keeps the dialog open. */
export const AsyncAction: Story = {
  render: () => (
    <DialogTrigger defaultOpen>
      <Button variant="secondary">Log out of all devices</Button>
      <Modal>
        <AlertDialog
          title="Log out everywhere?"
          actionLabel="Log out"
          variant="primary"
          onAction={() =>
            new Promise<void>((resolve, reject) => {
              pendingActions.push({ resolve, reject });
            })
          }
        >
          Every session, this one included, will be signed out.
        </AlertDialog>
      </Modal>
    </DialogTrigger>
  ),
  play: async () => {
    pendingActions.length = 0;
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out everywhere?' });
    const action = within(dialog).getByRole('button', { name: 'Log out' });
    await userEvent.click(action);
    await waitFor(() => expect(action).toHaveAttribute('data-pending'));
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // First attempt fails: still open, no longer pending.
    pendingActions[0]?.reject(new Error('Failed to logout from all devices'));
    await waitFor(() => expect(action).not.toHaveAttribute('data-pending'));
    // Still open: the same dialog stays mounted and is not exiting (visibility is not asserted
    // because the entry animation may still be running on a slow machine).
    await expect(screen.getByRole('alertdialog')).toBe(dialog);
    await expect(dialog.closest('[data-exiting]')).toBeNull();
    // Second attempt succeeds: closes.
    await userEvent.click(action);
    await waitFor(() => expect(pendingActions).toHaveLength(2));
    pendingActions[1]?.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    clearLiveAnnouncer();
  },
};

export const AlertDark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <Modal isOpen>
      <AlertDialog title="Delete vehicle?" actionLabel="Delete vehicle" isPending closeOnAction={false}>
        This cannot be undone.
      </AlertDialog>
    </Modal>
  ),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete vehicle?' });
    await expect(within(dialog).getByRole('button', { name: 'Delete vehicle' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
