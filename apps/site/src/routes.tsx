import { type RouteObject, redirect } from 'react-router';
import type { RouteHandle } from './App';
import { RouteLoading } from './RouteLoading';

type LazyRoute = Extract<NonNullable<RouteObject['lazy']>, (...args: never[]) => unknown>;
/** The page modules (`./routes/<name>.tsx`), each its own chunk, loaded when its route matches. */
const pageModules = import.meta.glob('./routes/*.tsx') as Record<string, LazyRoute>;

/**
 * A lazy page route: its module `./routes/<name>.tsx` and its title. The handle names the module
 * (`src/routes/<name>.tsx`, the build manifest's key) so that the server can preload its chunks in
 * the page's `<head>` (`RouteHandle.module`). Throws at startup for a module that does not exist.
 */
function page(name: string, pageTitle: string): Pick<RouteObject, 'handle' | 'lazy'> {
  const lazy = pageModules[`./routes/${name}.tsx`];
  if (!lazy) throw new Error(`No page module ./routes/${name}.tsx`);
  return { handle: { title: pageTitle, module: `src/routes/${name}.tsx` } satisfies RouteHandle, lazy };
}

/**
 * Every route of the site (spec §2 Route table, issue #2). Each page is lazy-loaded (`lazy`), so each
 * route gets its own JavaScript chunk. /profile, /sessions and /vehicles* are guarded by
 * `RequireAuth` (signed-out → /login?next=…).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    handle: { module: 'src/App.tsx' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./App')).RootLayout }),
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { index: true, ...page('home', 'Home') },
      { path: 'login', ...page('login', 'Sign in') },
      { path: 'register', ...page('register', 'Create an account') },
      { path: 'forgot-password', ...page('forgotPassword', 'Forgot password') },
      { path: 'reset-password', ...page('resetPassword', 'Reset password') },
      { path: 'verify-email', ...page('verifyEmail', 'Verify email') },
      { path: 'profile', ...page('profile', 'Profile') },
      { path: 'sessions', ...page('sessions', 'Sessions') },
      { path: 'vehicles', ...page('vehicles', 'My Cars') },
      { path: 'vehicles/new', ...page('vehicleNew', 'Add Vehicle') },
      { path: 'vehicles/:id', ...page('vehicleStatus', 'Car status') },
      { path: 'vehicles/:id/ai-mechanic', ...page('aiMechanic', 'AI mechanic') },
      {
        path: 'vehicles/:id/ai-mechanic/diagnostic-results',
        ...page('diagnosticResults', 'Diagnostic results'),
      },
      { path: 'maintenance', ...page('maintenance', 'Garages') },
      { path: 'carwashes', ...page('carwashes', 'Carwashes') },
      { path: 'gas-station', ...page('gasStations', 'Gas stations') },
      { path: 'gas-station/:id', ...page('gasStation', 'Gas station') },
      { path: 'booking', ...page('booking', 'Book a Service') },
      { path: 'bookings', ...page('myBookings', 'My bookings') },
      { path: 'providers/:type/:id', ...page('providerDetail', 'Provider') },
      { path: 'more', ...page('more', 'More') },
      { path: 'help', ...page('help', 'Help Center') },
      { path: 'contact', ...page('contact', 'Contact Us') },
      { path: 'privacy', ...page('privacy', 'Privacy Policy') },
      { path: 'terms', ...page('terms', 'Terms of Service') },
      { path: 'cookies', ...page('cookies', 'Cookie Policy') },
      // The newsletter mail's links (issue #12).
      { path: 'newsletter/confirm', ...page('newsletterConfirm', 'Newsletter subscription') },
      { path: 'newsletter/unsubscribe', ...page('newsletterUnsubscribe', 'Unsubscribe') },
      { path: 'partner', ...page('partner', 'Partner console') },
      { path: 'checkout', ...page('checkout', 'Checkout') },
      { path: 'orders', ...page('orders', 'My orders') },
      { path: 'orders/:id', ...page('orderDetail', 'Order') },
      // Selling (issue #10): before any `marketplace/:id` route.
      { path: 'marketplace/sell', ...page('sell', 'Sell a part') },
      { path: 'marketplace/mine', ...page('sellerListings', 'My listings') },
      { path: 'marketplace/mine/:id/edit', ...page('sellEdit', 'Edit listing') },
      { path: 'marketplace', ...page('marketplace', 'Spareshop') },
      { path: 'marketplace/:id', ...page('listing', 'Spareshop listing') },
      { path: 'cart', ...page('cart', 'Cart') },
      // Convoys, convoy page, members and feeds (issue #12).
      { path: 'communities', ...page('convoys', 'Convoys') },
      { path: 'communities/:id', ...page('convoy', 'Convoy') },
      { path: 'members/:username', ...page('member', 'Member') },
      { path: 'feeds', ...page('feeds', 'Feeds') },
      // Links of the diagnostic report (spec §2 Route table "Other links seen"), query kept.
      { path: 'spareshop', loader: ({ request }) => redirect(`/marketplace${new URL(request.url).search}`) },
      { path: 'garage', loader: ({ request }) => redirect(`/maintenance${new URL(request.url).search}`) },
      { path: '*', ...page('notFound', 'Page not found') },
    ],
  },
];
