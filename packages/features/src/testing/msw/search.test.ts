/**
 * The fake top-bar search (issue #12) through the real client, checked against the contract's answer
 * schema: each kind found at its site route, at most 5 per kind, a typo tolerated, 422 naming q.
 */
import { answerSchemas } from '@gari/client/schemas';
import { SEARCH_KINDS } from '@gari/contract/search';
import { describe, expect, it } from 'vitest';
import { createScenario } from './scenario';

describe('fake search', () => {
  it('answers hits grouped by kind like the API', async () => {
    const s = createScenario();
    const answer = await s.api.search.search('Kigali');
    expect(answerSchemas['search.search'].safeParse(answer).success).toBe(true);
    const order = answer.data.map((h) => SEARCH_KINDS.indexOf(h.kind));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const kind of SEARCH_KINDS) {
      expect(answer.data.filter((h) => h.kind === kind).length).toBeLessThanOrEqual(5);
      expect(answer.meta.counts[kind]).toBe(answer.data.filter((h) => h.kind === kind).length);
    }
    expect(answer.data.some((h) => h.kind === 'convoy' && h.href === `/communities/${h.id}`)).toBe(true);
  });

  it('tolerates one typo per word and refuses a blank search', async () => {
    const s = createScenario();
    const exact = await s.api.search.search('Cruisers');
    const typo = await s.api.search.search('Crusers');
    const convoys = (a: typeof exact) => a.data.filter((h) => h.kind === 'convoy').map((h) => h.id);
    expect(convoys(exact)).toContain('local:kigali-cruisers');
    expect(convoys(typo)).toEqual(convoys(exact));
    await expect(s.api.search.search('   ')).rejects.toMatchObject({
      status: 422,
      errors: { q: expect.any(Array) },
    });
  });
});
