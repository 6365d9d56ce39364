import { createContext, type ReactNode, useContext, useEffect } from 'react';

/**
 * What a page knows about itself only from its data (issue #10 "the detail page works from a shared
 * link or a reload"), beyond its route's static `handle.title`: the document title ('2015 Toyota
 * RAV4') and the HTTP status of a full page load (404 for a listing that does not exist).
 */
export interface PageMeta {
  /** The page's own title, without the site suffix ('Front brake pads' → 'Front brake pads · Gari'). */
  title?: string;
  /** HTTP status of the server-rendered answer (e.g. 404); absent = the route's. */
  status?: number;
}

const PageMetaContext = createContext<PageMeta | null>(null);

/**
 * Collects {@link PageMeta} during a server render: the site's `entry-server.tsx` passes an empty
 * object, reads it after rendering and answers with its title and status. Not used in the browser.
 */
export function PageMetaProvider({ meta, children }: { meta: PageMeta; children: ReactNode }) {
  return <PageMetaContext.Provider value={meta}>{children}</PageMetaContext.Provider>;
}

/** The document title of a page title, as every route's is ('Sign in' → 'Sign in · Gari'). */
export const documentTitle = (title: string | undefined): string => (title ? `${title} · Gari` : 'Gari');

/** The title the page on screen gave itself through {@link usePageMeta} (browser only), else undefined. */
let pageTitle: string | undefined;

/**
 * The document title for a route whose `handle.title` is `routeTitle`: the page's own title when the
 * page on screen gave one ({@link usePageMeta}), else the route's ('Sign in' → 'Sign in · Gari').
 * The root layout sets `document.title` with it, so whichever of the two effects runs last, the
 * page's title wins (React and Preact order effects differently).
 */
export const documentTitleFor = (routeTitle: string | undefined): string =>
  documentTitle(pageTitle ?? routeTitle);

/**
 * Tells the page's data-dependent title and status (see {@link PageMeta}). On the server (inside a
 * {@link PageMetaProvider}) it records them while rendering; in the browser it sets `document.title`
 * once the page has committed and keeps it as the page's title until the page leaves (the root
 * layout reads it through {@link documentTitleFor}). `title` undefined leaves the route's title.
 */
export function usePageMeta({ title, status }: PageMeta): void {
  const sink = useContext(PageMetaContext);
  if (sink) {
    if (title !== undefined) sink.title = title;
    if (status !== undefined) sink.status = status;
  }
  useEffect(() => {
    if (title === undefined) return;
    pageTitle = title;
    document.title = documentTitle(title);
    return () => {
      if (pageTitle === title) pageTitle = undefined;
    };
  }, [title]);
}
