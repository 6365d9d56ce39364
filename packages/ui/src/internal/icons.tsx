import { lineIcon } from '../Icon/Icon';

// Small decorative icons of the primitives (24×24 viewBox, `currentColor`, always aria-hidden).

/** Chevron pointing down (select/combobox triggers). */
export const ChevronDownIcon = lineIcon('M6 9l6 6 6-6');
/** Check mark (selected option, checkbox). */
export const CheckIcon = lineIcon('M5 12.5l4.5 4.5L19 7.5');
/** × (close buttons). */
export const CloseIcon = lineIcon(['M6 6l12 12', 'M18 6L6 18']);
/** Magnifier (search field). */
export const SearchIcon = lineIcon(['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'M20 20l-4-4']);
/** Minus (decrement, indeterminate checkbox). */
export const MinusIcon = lineIcon('M5 12h14');
/** Plus (increment). */
export const PlusIcon = lineIcon(['M12 5v14', 'M5 12h14']);
/** Circled i (info alerts, neutral toasts). */
export const InfoIcon = lineIcon(['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 16v-4', 'M12 8h.01']);
/** Circled check (success alerts and toasts). */
export const SuccessIcon = lineIcon(['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M8 12.5l2.5 2.5L16 9.5']);
/** Triangle with ! (warning alerts). */
export const WarningIcon = lineIcon([
  'M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  'M12 9v4',
  'M12 17h.01',
]);
/** Circled × (danger alerts, destructive toasts). */
export const DangerIcon = lineIcon(['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M15 9l-6 6', 'M9 9l6 6']);
