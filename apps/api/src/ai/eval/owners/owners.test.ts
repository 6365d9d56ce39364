/**
 * The owner-worded evaluation set (issue #13): size, sources, the fixed tuning/held-out split, and
 * the accuracy on both halves (printed; only the tuning half has a floor, the held-out half is never
 * tuned on and only measured — `pnpm bench` prints both).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAULTS_BY_ID } from '../../knowledge';
import { fnv1a, HELDOUT_CASES, halfOf, OWNER_CASES, TUNING_CASES } from './cases';
import { runOwnerCase, score } from './run';

describe('owner-worded evaluation set', () => {
  it('has at least 150 cases, each with a source URL, a paraphrase and known faults', () => {
    expect(OWNER_CASES.length).toBeGreaterThanOrEqual(150);
    for (const c of OWNER_CASES) {
      expect(() => new URL(c.url), c.url).not.toThrow();
      expect(c.url).toMatch(/^https?:\/\//);
      expect(c.text.length, c.url).toBeGreaterThan(10);
      expect(c.expected.length, c.url).toBeGreaterThan(0);
      for (const id of c.expected) expect(FAULTS_BY_ID.has(id), `${c.url}: ${id}`).toBe(true);
    }
    expect(new Set(OWNER_CASES.map((c) => c.url)).size).toBe(OWNER_CASES.length);
  });

  it('splits by the URL hash: at least 75 held-out cases, and the halves share no URL', () => {
    expect(HELDOUT_CASES.length).toBeGreaterThanOrEqual(75);
    expect(TUNING_CASES.length).toBeGreaterThanOrEqual(75);
    expect(HELDOUT_CASES.length + TUNING_CASES.length).toBe(OWNER_CASES.length);
    const tuning = new Set(TUNING_CASES.map((c) => c.url));
    for (const c of HELDOUT_CASES) {
      expect(tuning.has(c.url), c.url).toBe(false);
      expect(c.url.length).toBeGreaterThan(0);
      expect(halfOf(c.url)).toBe('heldout');
      expect(fnv1a(c.url) % 2).toBe(1);
    }
    // The hash is the published FNV-1a 32-bit (test vectors).
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('plays every owner chat within the question limits and reports both halves', () => {
    const options = { today: '2025-06-01' };
    const tuning = TUNING_CASES.map((c) => runOwnerCase(c, options));
    const heldout = HELDOUT_CASES.map((c) => runOwnerCase(c, options));
    for (const r of [...tuning, ...heldout]) expect(r.run.answers.length).toBeLessThanOrEqual(7);
    const t = score(tuning);
    const h = score(heldout);
    console.info(
      `owner set: tuning ${t.n} top-1 ${t.top1.toFixed(3)} top-3 ${t.top3.toFixed(3)}; held-out ${h.n} top-1 ${h.top1.toFixed(3)} top-3 ${h.top3.toFixed(3)}`,
    );
    expect(t.top3).toBeGreaterThanOrEqual(0.9);
  });

  it('lists failures case by case only for the tuning half (the bench prints held-out totals only)', () => {
    const lister = readFileSync(new URL('../../../../bench/ai-tuning-failures.ts', import.meta.url), 'utf8');
    expect(lister).toContain('TUNING_CASES');
    expect(lister).not.toMatch(/HELDOUT_CASES|OWNER_CASES|halfOf/);
    const bench = readFileSync(new URL('../../../../bench/ai-engine.ts', import.meta.url), 'utf8');
    // The held-out half is only tallied (count), never printed case by case.
    expect(bench).not.toMatch(/console\.log\([^)]*\bc\.(text|url)\b/);
  });
});
