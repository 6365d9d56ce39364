import type { MouseEvent } from 'react';
// The router context react-aria-components' `RouterProvider` fills (the same module RAC uses).
import { shouldClientNavigate, useRouter } from 'react-aria/private/utils/openLink';
import type { LinkProps } from 'react-aria-components';

/** What a native link of `@gari/ui` takes for navigation (a subset of RAC `Link`'s props). */
export interface AnchorOptions {
  /** Where it leads: an internal path ('/vehicles/new') or an absolute URL. */
  href?: string;
  /** Shown, not followable: no `href`, `aria-disabled`. @default false */
  isDisabled?: boolean;
  /** Called on activation (click, Enter), before the navigation. */
  onPress?: () => void;
  /** Options for the client-side navigation (react-router's `NavigateOptions` in the site). */
  routerOptions?: LinkProps['routerOptions'];
}

/**
 * The props of a native `<a>` that navigates like react-aria-components' `Link` without its press,
 * hover and focus machinery (issue #8 Total Blocking Time: a page's dozens of links hydrate with no
 * hook of their own beyond the router context): an internal `href` goes through the `RouterProvider`
 * above (client-side routing) unless a modifier key, `target` or `download` asks the browser to open
 * it; other links open normally. States are CSS (`:hover`, `:active`, `:focus-visible`) and
 * `[data-disabled]`.
 * A disabled link (or one without `href`) keeps the link role, without `href`, as RAC's does.
 * @param props the link's props (its other attributes pass through)
 * @returns the `<a>`'s props: the other attributes, `href`, `role`, `onClick`, `aria-disabled`, `data-disabled`
 */
export function useAnchor<P extends AnchorOptions>({
  href,
  isDisabled = false,
  onPress,
  routerOptions,
  ...rest
}: P): Omit<P, keyof AnchorOptions> & {
  href: string | undefined;
  role: 'link' | undefined;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  'aria-disabled': true | undefined;
  'data-disabled': true | undefined;
} {
  const router = useRouter();
  const resolved = router.useHref(href ?? '');
  return {
    ...rest,
    href: isDisabled || href === undefined ? undefined : resolved,
    role: isDisabled || href === undefined ? 'link' : undefined,
    'aria-disabled': isDisabled || undefined,
    'data-disabled': isDisabled || undefined,
    onClick: (event) => {
      if (isDisabled) {
        event.preventDefault();
        return;
      }
      onPress?.();
      if (event.defaultPrevented || href === undefined || router.isNative) return;
      if (!shouldClientNavigate(event.currentTarget, event)) return;
      event.preventDefault();
      router.open(event.currentTarget, event, href, routerOptions);
    },
  };
}
