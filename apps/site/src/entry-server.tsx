/**
 * Server rendering of the site (issue #8 "Server-rendered first paint"), loaded by `@fastify/vite`
 * (dev: through Vite's module runner; production: the `dist/server/index.js` bundle) and called by
 * the API's `site/ssr.ts` for every page request.
 *
 * One request: React Router's static handler matches the URL and resolves the lazy route modules;
 * a first render (discarded) lets every `useQuery` of the page register its query; those queries
 * are fetched in-process through `fetch` (the API's `app.inject`, no network); then the page is
 * rendered with `prerenderToNodeStream` (React 19, waits for everything) with the data in place.
 * The answer carries the markup, the page title, and the state the client hydrates with: the
 * TanStack Query cache (`dehydrate`) and the router's hydration data.
 *
 * The page is rendered in the visitor's language (the `gari_lang` cookie, read by the API's
 * `site/ssr.ts`; issue #16 Locale), and the answer names it for `<html lang>`.
 *
 * The server always renders the signed-out view of the default country: the session (tokens) and
 * the country choice live in the browser's localStorage; `GariProvider` and `ThemeProvider` render
 * as the server did while hydrating and take over right after. Member pages (behind `RequireAuth`)
 * render the shell with a loading body and are rendered by the client.
 */
import { createGariClient } from '@gari/client/gari';
import { createMemoryStorage, createTokenStore } from '@gari/client/storage';
import { DEFAULT_LANGUAGE, type Language } from '@gari/contract/locale';
import {
  createQueryClient,
  documentTitle,
  GariProvider,
  type PageMeta,
  PageMetaProvider,
} from '@gari/features/app';
import { registerAllLanguages } from '@gari/features/i18n';
import { SiteLocaleProvider } from '@gari/features/shared';
import { ThemeProvider } from '@gari/ui/theme';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RouteHandle } from './App';
import { routes } from './routes';

// The server renders in any language at once: every language's texts are registered up front (the
// browser loads only the one it shows; issue #16 Locale).
registerAllLanguages();

/** `fetch` as the API answers in-process (`app.inject`), with paths like `/api/v1/garages?…`. */
export type ServerFetch = (input: string, init: RequestInit) => Promise<Response>;

/** What the client needs to hydrate (sent as JSON in `<script type="application/json" id="gari-state">`). */
export interface HydrationState {
  /** TanStack Query's `dehydrate(queryClient)`. */
  queries: unknown;
  /** React Router's hydration data (`loaderData`, `actionData`, `errors`). */
  router: unknown;
}

/** The result of {@link render}. */
export interface RenderResult {
  /** HTTP status: 200, or 404 for the not-found page and a page that says so (`usePageMeta`). */
  status: number;
  /** A redirect target (a route answered with a redirect), else null. */
  redirect: string | null;
  /** The markup of `#root`. */
  html: string;
  /** The document title ('Garages · Gari'; a page's own from `usePageMeta`, e.g. a listing's). */
  title: string;
  /** State to hydrate with. */
  state: HydrationState;
  /**
   * The lazy modules of the matched routes as the client build manifest names them
   * (`['src/App.tsx', 'src/routes/home.tsx']`): the server preloads their chunks.
   */
  modules: string[];
  /** The language the page was rendered in ('fr'), for `<html lang>`. */
  language: Language;
}

/**
 * Rounds of "render, fetch what the render asked for" before the final render. One: a query that
 * depends on another's answer renders pending on the server and the client fetches it (a round
 * costs a whole render, and the server renders on the event loop).
 */
const MAX_PREFETCH_ROUNDS = 1;

const handler = createStaticHandler(routes);

/** The chunk `main.tsx` imports first on every page (router, data, API client): always preloaded. */
const START_MODULE = 'src/start.tsx';

/**
 * The chunk of a language's texts (`loadLanguage` of `@gari/features/shared`, as the client build
 * manifest names it), preloaded for a page rendered in that language: `start.tsx` awaits it before
 * hydrating. English has none.
 */
const languageModules = (language: Language): string[] =>
  language === DEFAULT_LANGUAGE ? [] : [`../../packages/features/src/i18n/${language}.ts`];

/** The queries a render asked for and that have no data yet (and are not disabled). */
function pendingQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .findAll()
    .filter((q) => {
      if (q.state.status !== 'pending' || q.state.fetchStatus !== 'idle') return false;
      const { enabled, queryFn } = q.options as { enabled?: unknown; queryFn?: unknown };
      const on = typeof enabled === 'function' ? (enabled as (q: Query) => boolean)(q) : enabled;
      return on !== false && typeof queryFn === 'function';
    });
}

/** The deepest route title of the matches ('Sign in' → 'Sign in · Gari'), as `App.tsx` sets it. */
function titleOf(matches: readonly { route: { handle?: unknown } }[]): string {
  const handle = [...matches].reverse().find((m) => (m.route.handle as RouteHandle | undefined)?.title)?.route
    .handle as RouteHandle | undefined;
  return documentTitle(handle?.title);
}

/**
 * Renders the page at `url` (path + query) for the signed-out visitor.
 *
 * @param url the request's path and query, e.g. `/maintenance?page=2`.
 * @param fetch the in-process API (see {@link ServerFetch}); failed calls leave their query
 *   pending, so the client fetches it again.
 * @param origin the site's origin for the Request object (`http://localhost:3000`).
 * @param language the visitor's language (from the `gari_lang` cookie). @default 'en'
 */
export async function render(
  url: string,
  fetch: ServerFetch,
  origin = 'http://localhost',
  language: Language = DEFAULT_LANGUAGE,
): Promise<RenderResult> {
  const request = new Request(new URL(url, origin));
  const context = await handler.query(request);
  if (context instanceof Response) {
    return {
      status: context.status,
      redirect: context.headers.get('Location'),
      html: '',
      title: 'Gari',
      state: { queries: null, router: null },
      modules: [],
      language,
    };
  }

  const queryClient = createQueryClient();
  const api = createGariClient({
    baseUrl: '/api/v1',
    fetch,
    store: createTokenStore(createMemoryStorage()),
    onSignedOut: () => {},
  });
  const router = createStaticRouter(handler.dataRoutes, context);
  // What the page says of itself from its data (a listing's title, 404 for a missing one).
  const meta: PageMeta = {};
  const app = (
    <StrictMode>
      <ThemeProvider>
        <SiteLocaleProvider language={language}>
          <GariProvider api={api} queryClient={queryClient}>
            <PageMetaProvider meta={meta}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </PageMetaProvider>
          </GariProvider>
        </SiteLocaleProvider>
      </ThemeProvider>
    </StrictMode>
  );

  for (let round = 0; round < MAX_PREFETCH_ROUNDS; round++) {
    renderToString(app);
    const pending = pendingQueries(queryClient);
    if (pending.length === 0) break;
    await Promise.all(pending.map((q) => q.fetch({ ...q.options, retry: false }).catch(() => undefined)));
  }
  // A failed call is forgotten: the page renders it pending, and the client fetches it again.
  queryClient.removeQueries({ predicate: (q) => q.state.status === 'error' });
  // Only the final render's meta counts (the first one saw the data still loading).
  delete meta.title;
  delete meta.status;
  // One document, every boundary in place: React otherwise moves a large Suspense boundary's content
  // to the end of the HTML, revealed by an inline script that the CSP (`script-src 'self'`) blocks
  // and that a visitor without JavaScript never runs.
  const { prelude } = await prerenderToNodeStream(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));

  const queries = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' });
  queryClient.clear();
  const notFound = context.matches.some((m) => m.route.path === '*');
  return {
    status: notFound ? 404 : (meta.status ?? context.statusCode),
    redirect: null,
    html: Buffer.concat(chunks).toString('utf8'),
    title: meta.title ? documentTitle(meta.title) : titleOf(context.matches),
    modules: [
      START_MODULE,
      ...languageModules(language),
      ...context.matches.flatMap((m) => (m.route.handle as RouteHandle | undefined)?.module ?? []),
    ],
    language,
    state: {
      queries,
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    },
  };
}
