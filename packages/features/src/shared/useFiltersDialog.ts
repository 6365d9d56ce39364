import { useState } from 'react';

/**
 * The open state of a list's Advanced Filters dialog: `show` opens it (the Filters button), and
 * `props` are the dialog's own (`isOpen`, `onOpenChange`; Apply sets the filters and closes, Reset
 * sets them and stays open). Render the dialog only while `open`.
 */
export function useFiltersDialog<F>(setFilters: (next: F) => void) {
  const [open, setOpen] = useState(false);
  return {
    open,
    show: () => setOpen(true),
    props: {
      isOpen: true,
      onOpenChange: setOpen,
      onApply: (next: F) => {
        setFilters(next);
        setOpen(false);
      },
      onReset: (next: F) => setFilters(next),
    },
  };
}
