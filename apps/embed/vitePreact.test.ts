/**
 * The build's Preact runtime (`vite.preact.ts`, issue #8): the patch that lets Preact render
 * react-aria's collections applies to the installed react-aria, and refuses a file it does not know.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { preactCollectionDocument } from '../../vite.preact.ts';

const reactAria = dirname(createRequire(import.meta.url).resolve('react-aria/package.json'));
const documentSource = readFileSync(join(reactAria, 'dist/private/collections/Document.mjs'), 'utf8');

describe('preactCollectionDocument', () => {
  it('makes the stand-in document usable by Preact', async () => {
    const patched = preactCollectionDocument(documentSource);
    expect(patched).toContain('this.nodeType = 1 // ELEMENT_NODE');
    expect(patched).not.toContain('this.nodeType = 8');
    expect(patched).toMatch(/createElementNS\(_namespace, type\) \{\s*return this\.createElement\(type\);/);
    expect(patched).toMatch(/remove\(\) \{\s*if \(this\.parentNode\) this\.parentNode\.removeChild\(this\);/);
  });

  it('fails loudly on a file of another shape', () => {
    expect(() => preactCollectionDocument('export class Document {}')).toThrow(
      /update preactCollectionDocument/,
    );
  });
});
