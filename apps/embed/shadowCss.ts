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
 * Drops the selectors `html`, `body` and `:root` (also `:where(:root)` and
 * `:where(:root[data-theme="dark"])`) from every rule, also inside `@media` and `@supports`, and the
 * rules and at-rules left empty: they cannot match inside the widget's shadow root, so they are dead
 * weight there.
 */
export function dropDocumentRules(css: string): string {
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
      const inner = dropDocumentRules(body);
      if (inner.trim()) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) {
      out += `${prelude}{${body}}`;
    } else {
      // In a selector list, only the selectors that can match in a shadow root stay.
      const kept = prelude.split(/,(?![^(]*\))/).filter((sel) => !DOCUMENT_ONLY.test(sel.trim()));
      if (kept.length > 0) out += `${kept.join(',')}{${body}}`;
    }
    i = j;
  }
  return out;
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
 */
export function cssIntoPlaceholder(placeholder: string): Plugin {
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
          file.code = file.code.split(placeholder).join(JSON.stringify(shadowCss(css)));
          replaced = true;
        }
      }
      if (!replaced) this.error(`No ${placeholder} in the bundle`);
    },
  };
}
