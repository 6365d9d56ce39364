import { describe, expect, it } from 'vitest';
import { BrandColor, WebOrigin } from './bookings';
import { parseBrandColor, parseWebOrigin } from './widgetRules';

/** The zod-free checks of the partner console must agree with the schemas the API applies (issue #8). */
describe('widgetRules agree with the bookings schemas', () => {
  const origins = [
    'https://www.example.rw',
    '  HTTPS://Example.RW  ',
    'http://localhost:8080',
    'https://example.rw:443',
    'https://example.rw/',
    'https://example.rw/shop',
    'https://example.rw?x=1',
    'https://example.rw#top',
    'https://user:pw@example.rw',
    'ftp://example.rw',
    'example.rw',
    '',
    'https://exa\u0000mple.rw',
    'https://example.rw\n',
    `https://${'a'.repeat(190)}.rw`,
    `https://${'a'.repeat(200)}.rw`,
  ];
  it.each(origins)('parseWebOrigin(%j) is WebOrigin.safeParse', (text) => {
    const parsed = WebOrigin.safeParse(text);
    expect(parseWebOrigin(text)).toBe(parsed.success ? parsed.data : null);
  });

  it('keeps the canonical origin and refuses a path', () => {
    expect(parseWebOrigin('  HTTPS://Example.RW  ')).toBe('https://example.rw');
    expect(parseWebOrigin('https://example.rw/shop')).toBeNull();
  });

  const colours = ['#0f766e', ' #0F766E ', '#0f766', '0f766e', '#0f766g', '', '#0f766e0'];
  it.each(colours)('parseBrandColor(%j) is BrandColor.safeParse', (text) => {
    const parsed = BrandColor.safeParse(text);
    expect(parseBrandColor(text)).toBe(parsed.success ? parsed.data : null);
  });
});
