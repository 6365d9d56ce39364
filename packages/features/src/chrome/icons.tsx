import type { SVGProps } from 'react';

/** Props of the chrome icons: SVG props plus a pixel `size`. Icons are decorative (`aria-hidden`). */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height in px. @default 20 */
  size?: number;
}

function Svg({ size = 20, paths, ...props }: IconProps & { paths: readonly string[] }) {
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
      {...props}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

const SearchIcon_PATHS = ['M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z', 'M21 21l-4.35-4.35'] as const;
export function SearchIcon(props: IconProps) {
  return <Svg paths={SearchIcon_PATHS} {...props} />;
}
const CarIcon_PATHS = [
  'M5 17h14v-5l-2-5H7l-2 5v5z',
  'M3 12h18',
  'M7 17v2',
  'M17 17v2',
  'M7.5 14.5h.01',
  'M16.5 14.5h.01',
] as const;
export function CarIcon(props: IconProps) {
  return <Svg paths={CarIcon_PATHS} {...props} />;
}
const UserIcon_PATHS = ['M20 21a8 8 0 0 0-16 0', 'M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10z'] as const;
export function UserIcon(props: IconProps) {
  return <Svg paths={UserIcon_PATHS} {...props} />;
}
const CartIcon_PATHS = [
  'M3 3h2l2.4 12.2a2 2 0 0 0 2 1.8h8.7a2 2 0 0 0 2-1.6L21.5 8H6',
  'M9 21h.01',
  'M18 21h.01',
] as const;
export function CartIcon(props: IconProps) {
  return <Svg paths={CartIcon_PATHS} {...props} />;
}
const LogoutIcon_PATHS = ['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'M16 17l5-5-5-5', 'M21 12H9'] as const;
export function LogoutIcon(props: IconProps) {
  return <Svg paths={LogoutIcon_PATHS} {...props} />;
}
const MenuIcon_PATHS = ['M4 6h16', 'M4 12h16', 'M4 18h16'] as const;
export function MenuIcon(props: IconProps) {
  return <Svg paths={MenuIcon_PATHS} {...props} />;
}
const MoreIcon_PATHS = ['M5 12h.01', 'M12 12h.01', 'M19 12h.01'] as const;
export function MoreIcon(props: IconProps) {
  return <Svg paths={MoreIcon_PATHS} {...props} />;
}
const SunIcon_PATHS = [
  'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10z',
  'M12 1v2',
  'M12 21v2',
  'M4.2 4.2l1.4 1.4',
  'M18.4 18.4l1.4 1.4',
  'M1 12h2',
  'M21 12h2',
  'M4.2 19.8l1.4-1.4',
  'M18.4 5.6l1.4-1.4',
] as const;
export function SunIcon(props: IconProps) {
  return <Svg paths={SunIcon_PATHS} {...props} />;
}
const MoonIcon_PATHS = ['M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z'] as const;
export function MoonIcon(props: IconProps) {
  return <Svg paths={MoonIcon_PATHS} {...props} />;
}
const MonitorIcon_PATHS = ['M3 4h18v12H3z', 'M8 20h8', 'M12 16v4'] as const;
export function MonitorIcon(props: IconProps) {
  return <Svg paths={MonitorIcon_PATHS} {...props} />;
}
const ConvoyIcon_PATHS = [
  'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2',
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M23 21v-2a4 4 0 0 0-3-3.9',
  'M16 3.1a4 4 0 0 1 0 7.8',
] as const;
export function ConvoyIcon(props: IconProps) {
  return <Svg paths={ConvoyIcon_PATHS} {...props} />;
}
const GarageIcon_PATHS = [
  'M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z',
] as const;
export function GarageIcon(props: IconProps) {
  return <Svg paths={GarageIcon_PATHS} {...props} />;
}
const CarwashIcon_PATHS = ['M12 2.7l5.7 5.6a8 8 0 1 1-11.4 0z'] as const;
export function CarwashIcon(props: IconProps) {
  return <Svg paths={CarwashIcon_PATHS} {...props} />;
}
const SpareshopIcon_PATHS = [
  'M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8z',
  'M7 7h.01',
] as const;
export function SpareshopIcon(props: IconProps) {
  return <Svg paths={SpareshopIcon_PATHS} {...props} />;
}
const GasIcon_PATHS = [
  'M3 22V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v18',
  'M3 22h12',
  'M5 9h8',
  'M15 12h2a2 2 0 0 1 2 2v3a2 2 0 0 0 4 0V9l-3-3',
] as const;
export function GasIcon(props: IconProps) {
  return <Svg paths={GasIcon_PATHS} {...props} />;
}
