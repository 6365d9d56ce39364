/** Types of `messagesPlugin.mjs` (the ICU catalog compiler of every build, issue #7 point 6). */
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';

/** A catalog file: `<name>essages.<language>.json`. */
export declare const CATALOG_FILE: RegExp;
/** The ES module of one catalog file's JSON text (ICU MessageFormat strings by key). */
export declare function compileCatalog(json: string): string;
/** Vite (and Vitest, Storybook) plugin compiling imported catalog JSON files. */
export declare function messagesPlugin(): Plugin;
/** The same compilation for esbuild (the package's tsup build). */
export declare function messagesEsbuildPlugin(): EsbuildPlugin;
