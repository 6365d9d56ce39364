import { StaticPage } from './StaticPage';

/** /cookies (spec §2 Static pages): static text. */
export function CookiesPage() {
  return (
    <StaticPage title="Cookie Policy" lead="Gari uses your browser's storage, not advertising cookies.">
      <p>
        We keep a few items in your browser's local storage so that the site works: your sign-in tokens, a
        device id made once for this browser, your chosen country and your light or dark theme.
      </p>
      <p>
        We use no advertising or third-party tracking cookies. Signing out removes the sign-in tokens;
        clearing your browser's site data removes the rest.
      </p>
    </StaticPage>
  );
}
