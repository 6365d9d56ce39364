import { describe, expect, it } from 'vitest';
import { HELP_FAQ } from './HelpPage';
import { filterFaq, foldText } from './helpSearch';

describe('foldText', () => {
  it('drops accents and case', () => {
    expect(foldText('  Véhicule  ÉTÉ ')).toBe('vehicule ete');
  });
});

describe('filterFaq', () => {
  it('keeps every item for a blank search', () => {
    expect(filterFaq(HELP_FAQ, '   ')).toHaveLength(HELP_FAQ.length);
  });
  it('matches case- and accent-insensitively', () => {
    expect(filterFaq(HELP_FAQ, 'PASSWORD').map((f) => f.q)).toEqual(['I forgot my password. What now?']);
    expect(filterFaq(HELP_FAQ, 'pässwörd')).toHaveLength(1);
    expect(filterFaq([{ q: 'Où est mon véhicule ?', a: '' }], 'vehicule ou')).toHaveLength(1);
  });
  it('needs every word, in any order, in the question or the answer', () => {
    expect(filterFaq(HELP_FAQ, 'vehicles 5').map((f) => f.q)).toEqual(['How many vehicles can I add?']);
    expect(filterFaq(HELP_FAQ, 'fuel expenses track')).toHaveLength(1);
    expect(filterFaq(HELP_FAQ, 'password zzz')).toHaveLength(0);
  });
});
