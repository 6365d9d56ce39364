import { type RouteObject, redirect } from 'react-router';
import type { RouteHandle } from './App';
import { RouteLoading } from './RouteLoading';

const title = (t: string): RouteHandle => ({ title: t });

/**
 * Every route of the site (spec §2 Route table, issue #2). Each page is lazy-loaded (`lazy`), so each
 * route gets its own JavaScript chunk. /profile, /sessions and /vehicles* are guarded by
 * `RequireAuth` (signed-out → /login?next=…). Areas of later issues render an honest coming-soon page.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    lazy: async () => ({ Component: (await import('./App')).RootLayout }),
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { index: true, handle: title('Home'), lazy: () => import('./routes/home') },
      { path: 'login', handle: title('Sign in'), lazy: () => import('./routes/login') },
      { path: 'register', handle: title('Create an account'), lazy: () => import('./routes/register') },
      {
        path: 'forgot-password',
        handle: title('Forgot password'),
        lazy: () => import('./routes/forgotPassword'),
      },
      {
        path: 'reset-password',
        handle: title('Reset password'),
        lazy: () => import('./routes/resetPassword'),
      },
      { path: 'verify-email', handle: title('Verify email'), lazy: () => import('./routes/verifyEmail') },
      { path: 'profile', handle: title('Profile'), lazy: () => import('./routes/profile') },
      { path: 'sessions', handle: title('Sessions'), lazy: () => import('./routes/sessions') },
      { path: 'vehicles', handle: title('My Cars'), lazy: () => import('./routes/vehicles') },
      { path: 'vehicles/new', handle: title('Add Vehicle'), lazy: () => import('./routes/vehicleNew') },
      { path: 'vehicles/:id', handle: title('Car status'), lazy: () => import('./routes/vehicleStatus') },
      {
        path: 'vehicles/:id/ai-mechanic',
        handle: title('AI mechanic'),
        lazy: () => import('./routes/aiMechanic'),
      },
      {
        path: 'vehicles/:id/ai-mechanic/diagnostic-results',
        handle: title('Diagnostic results'),
        lazy: () => import('./routes/diagnosticResults'),
      },
      { path: 'maintenance', handle: title('Garages'), lazy: () => import('./routes/maintenance') },
      { path: 'carwashes', handle: title('Carwashes'), lazy: () => import('./routes/carwashes') },
      { path: 'booking', handle: title('Book a Service'), lazy: () => import('./routes/booking') },
      {
        path: 'providers/:type/:id',
        handle: title('Provider'),
        lazy: () => import('./routes/providerDetail'),
      },
      { path: 'more', handle: title('More'), lazy: () => import('./routes/more') },
      { path: 'help', handle: title('Help Center'), lazy: () => import('./routes/help') },
      { path: 'contact', handle: title('Contact Us'), lazy: () => import('./routes/contact') },
      { path: 'privacy', handle: title('Privacy Policy'), lazy: () => import('./routes/privacy') },
      { path: 'terms', handle: title('Terms of Service'), lazy: () => import('./routes/terms') },
      { path: 'cookies', handle: title('Cookie Policy'), lazy: () => import('./routes/cookies') },
      { path: 'partner', handle: title('Partner console'), lazy: () => import('./routes/partner') },
      { path: 'checkout', handle: title('Checkout'), lazy: () => import('./routes/checkout') },
      { path: 'orders', handle: title('My orders'), lazy: () => import('./routes/orders') },
      { path: 'orders/:id', handle: title('Order'), lazy: () => import('./routes/orderDetail') },
      // Selling (issue #10): before any `marketplace/:id` route.
      { path: 'marketplace/sell', handle: title('Sell a part'), lazy: () => import('./routes/sell') },
      {
        path: 'marketplace/mine',
        handle: title('My listings'),
        lazy: () => import('./routes/sellerListings'),
      },
      {
        path: 'marketplace/mine/:id/edit',
        handle: title('Edit listing'),
        lazy: () => import('./routes/sellEdit'),
      },
      { path: 'marketplace', handle: title('Spareshop'), lazy: () => import('./routes/marketplace') },
      {
        path: 'marketplace/:id',
        handle: title('Spareshop listing'),
        lazy: () => import('./routes/listing'),
      },
      { path: 'cart', handle: title('Cart'), lazy: () => import('./routes/cart') },
      // Links of the diagnostic report (spec §2 Route table "Other links seen"), query kept.
      { path: 'spareshop', loader: ({ request }) => redirect(`/marketplace${new URL(request.url).search}`) },
      { path: 'garage', loader: ({ request }) => redirect(`/maintenance${new URL(request.url).search}`) },
      ...(
        [
          ['communities', 'Convoy'],
          ['gas-station', 'Gas stations'],
          ['feeds', 'Feeds'],
        ] as const
      ).map(
        ([area, name]): RouteObject => ({
          path: area,
          handle: title(name),
          lazy: async () => ({ Component: (await import('./routes/comingSoon')).COMING_SOON[area] }),
        }),
      ),
      { path: '*', handle: title('Page not found'), lazy: () => import('./routes/notFound') },
    ],
  },
];
