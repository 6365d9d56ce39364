import type { SVGProps } from 'react';

/** Props of an icon: SVG props (no children, no `d`) plus a pixel `size`. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'd'> & {
  /** Width and height in px. @default 20 */
  size?: number;
};

/**
 * A small decorative line icon: a 24×24 viewBox of `d` (one path or several), stroked in
 * `currentColor` 2 px wide with round caps and joins, always `aria-hidden` and not focusable. Name
 * the control it sits in, not the icon.
 */
export function Icon({ size = 20, d, ...rest }: IconProps & { d: string | readonly string[] }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {(typeof d === 'string' ? [d] : d).map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}

/** An icon component of fixed paths `d` (see {@link Icon}), e.g. `const CloseIcon = lineIcon(['M6 6l12 12', 'M18 6L6 18'])`. */
export function lineIcon(d: string | readonly string[]) {
  return (props: IconProps) => <Icon {...props} d={d} />;
}
