import type { SearchHit } from '@gari/contract/search';
import { describe, expect, it } from 'vitest';
import { allPartsHref, groupHits, searchTextOf } from './searchResults';

const hit = (kind: SearchHit['kind'], id: number): SearchHit => ({
  id,
  kind,
  title: `${kind} ${id}`,
  subtitle: '',
  href: `/x/${id}`,
});

describe('searchTextOf', () => {
  it('needs 2 characters after trimming', () => {
    expect(searchTextOf('')).toBeNull();
    expect(searchTextOf('  b ')).toBeNull();
    expect(searchTextOf(' br ')).toBe('br');
  });
  it('collapses spaces and keeps at most 100 characters', () => {
    expect(searchTextOf('brake   pads')).toBe('brake pads');
    expect(searchTextOf('a'.repeat(150))).toHaveLength(100);
  });
});

describe('groupHits', () => {
  it('groups in the contract order and leaves out empty kinds', () => {
    const sections = groupHits([hit('member', 1), hit('listing', 2), hit('garage', 3), hit('listing', 4)]);
    expect(sections.map((s) => s.kind)).toEqual(['listing', 'garage', 'member']);
    expect(sections[0]?.hits.map((h) => h.id)).toEqual([2, 4]);
  });
  it('gives no section for no hits', () => {
    expect(groupHits([])).toEqual([]);
  });
});

describe('allPartsHref', () => {
  it('encodes the search', () => {
    expect(allPartsHref('brake & pads')).toBe('/marketplace?search=brake%20%26%20pads');
  });
});
