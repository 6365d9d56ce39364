/**
 * CSS for shadow roots, shared by the builds of the booking widget (`vite.config.ts`) and of the price
 * widget's server renderer (`vite.server.config.ts`): the build's CSS is taken out of the emitted
 * files, trimmed of the rules that cannot match inside a shadow root, its `rem` turned into `px` (inside
 * a shadow root `rem` follows the host page's root font size), and put into the JavaScript in place of
 * a placeholder identifier.
 */
import type { Plugin } from 'vite';

/** Selectors that match nothing inside a shadow root (the document's root and body). */
const DOCUMENT_ONLY = /^(html|body|:root|:where\(:root(\[[^\]]*\])?\))$/;

/**
 * Rewrites every style rule of `css` with `rule(prelude, body)` (its answer replaces the rule; '' drops
 * it), also inside `@media` and `@supports`, whose blocks left empty go; other at-rules (`@keyframes`,
 * `@font-face`) stay whole.
 */
function mapRules(css: string, rule: (prelude: string, body: string) => string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) {
      out += css.slice(i);
      break;
    }
    let depth = 1;
    let j = open + 1;
    while (j < css.length && depth > 0) {
      if (css[j] === '{') depth += 1;
      else if (css[j] === '}') depth -= 1;
      j += 1;
    }
    const prelude = css.slice(i, open).trim();
    const body = css.slice(open + 1, j - 1);
    if (prelude.startsWith('@media') || prelude.startsWith('@supports')) {
      const inner = mapRules(body, rule);
      if (inner.trim()) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) {
      out += `${prelude}{${body}}`;
    } else {
      out += rule(prelude, body);
    }
    i = j;
  }
  return out;
}

/**
 * Keeps, in every rule, the selectors `keep` accepts (also inside `@media` and `@supports`); drops the
 * rules and `@media`/`@supports` blocks left empty; other at-rules (`@keyframes`, `@font-face`) stay
 * whole. Commas inside parentheses (`:is(.a,.b)`) do not split a selector list.
 */
export function filterSelectors(css: string, keep: (selector: string) => boolean): string {
  return mapRules(css, (prelude, body) => {
    const kept = prelude.split(/,(?![^(]*\))/).filter((sel) => keep(sel.trim()));
    return kept.length > 0 ? `${kept.join(',')}{${body}}` : '';
  });
}

/**
 * Drops the selectors `html`, `body` and `:root` (also `:where(:root)` and
 * `:where(:root[data-theme="dark"])`) from every rule, also inside `@media` and `@supports`, and the
 * rules and at-rules left empty: they cannot match inside the widget's shadow root, so they are dead
 * weight there.
 */
export function dropDocumentRules(css: string): string {
  return filterSelectors(css, (sel) => !DOCUMENT_ONLY.test(sel));
}

/**
 * Drops the selectors naming a class that no word of `code` (the bundle's JavaScript) spells: no
 * element the bundle renders can carry that class (vanilla-extract's class names are whole strings in
 * the code; a style module's unused styles, a sprinkles property value never asked for), so its rules
 * are dead weight (issue #3: the widget's 125 kB budget).
 */
export function dropUnusedClassRules(css: string, code: string): string {
  const words = new Set(code.match(/[\w-]+/g));
  return filterSelectors(css, (sel) =>
    [...sel.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every((m) => words.has(m[1] ?? '')),
  );
}

/**
 * Splits a declaration block at the `;` that end declarations (not those inside parentheses or quotes,
 * as in `url(data:…;base64,…)` or `content:";"`).
 */
function declarations(body: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i];
    if (quote) {
      if (ch === '\\') i += 1;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(') depth += 1;
    else if (ch === ')') depth -= 1;
    else if (ch === ';' && depth === 0) {
      out.push(body.slice(start, i));
      start = i + 1;
    }
  }
  out.push(body.slice(start));
  return out.filter((d) => d.trim() !== '');
}

/**
 * Drops the custom property declarations (`--x:…`) that nothing reads: no `var(--x` anywhere in `css`
 * (a value of another custom property counts, even one that goes) and no `--x` in `code` (the
 * bundle's JavaScript, which may set or read the property by name). The theme classes declare every
 * design token, most of which the widget's rules never use (issue #7: the widget's 125 kB budget).
 * Rules left empty go; at-rules other than `@media` and `@supports` (`@keyframes`) stay whole.
 */
export function dropUnusedCustomProperties(css: string, code: string): string {
  const read = new Set([
    ...[...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]),
    ...(code.match(/--[\w-]+/g) ?? []),
  ]);
  return mapRules(css, (prelude, body) => {
    const kept = declarations(body).filter((d) => {
      const name = /^\s*(--[\w-]+)\s*:/.exec(d)?.[1];
      return name === undefined || read.has(name);
    });
    return kept.length > 0 ? `${prelude}{${kept.join(';')}}` : '';
  });
}

/** Comments out, {@link dropDocumentRules}, then every `rem` length as `px` (1rem = 16px), on one line. */
export function shadowCss(css: string): string {
  return dropDocumentRules(css.replace(/\/\*[\s\S]*?\*\//g, ''))
    .replace(/(-?\d*\.?\d+)rem\b/g, (_m, n: string) => `${+(Number(n) * 16).toFixed(3)}px`)
    .replace(/\n/g, '');
}

/**
 * Moves the build's CSS into its JavaScript: every emitted .css asset is removed from the bundle and
 * its {@link shadowCss} text, as a string literal, replaces the `placeholder` identifier (e.g.
 * `__GARI_WIDGET_CSS__`), which the code adopts into a shadow root as a constructable stylesheet or
 * sends with its HTML. Nothing is added to the host document. Fails the build when no chunk has it.
 * With `dropUnusedClasses`, the rules of classes the chunk's code never names go too
 * ({@link dropUnusedClassRules}; for a bundle that is the only code rendering into its shadow root),
 * and so do the custom properties nothing reads ({@link dropUnusedCustomProperties}).
 */
export function cssIntoPlaceholder(
  placeholder: string,
  { dropUnusedClasses = false }: { dropUnusedClasses?: boolean } = {},
): Plugin {
  return {
    name: 'gari-css-into-placeholder',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      let css = '';
      for (const [name, file] of Object.entries(bundle)) {
        if (file.type === 'asset' && name.endsWith('.css')) {
          css += String(file.source);
          delete bundle[name];
        }
      }
      let replaced = false;
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.code.includes(placeholder)) {
          const parts = file.code.split(placeholder);
          const text = shadowCss(css);
          const code = parts.join(' ');
          const kept = dropUnusedClasses
            ? dropUnusedCustomProperties(dropUnusedClassRules(text, code), code)
            : text;
          file.code = parts.join(JSON.stringify(kept));
          replaced = true;
        }
      }
      if (!replaced) this.error(`No ${placeholder} in the bundle`);
    },
  };
}
