import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone';

describe('normalizePhone', () => {
  it('turns Rwandan mobile numbers in any usual writing into E.164', () => {
    for (const input of [
      '+250788123456',
      '+250 788 123 456',
      '0788 123 456',
      '0788-123-456',
      '250788123456',
      '00250788123456',
      '(0788) 123.456',
    ]) {
      expect(normalizePhone(input), input).toBe('+250788123456');
    }
    expect(normalizePhone('0722 418 903')).toBe('+250722418903');
    expect(normalizePhone('0739870224')).toBe('+250739870224');
  });

  it('reads a local 0… number with the provider’s country code', () => {
    expect(normalizePhone('0712 345 678', 'KE')).toBe('+254712345678');
    expect(normalizePhone('0772 530 418', 'UG')).toBe('+256772530418');
    expect(normalizePhone('0754 318 620', 'TZ')).toBe('+255754318620');
    // Not a mobile number there: read as Rwandan (the default country).
    expect(normalizePhone('0788 123 456', 'BI')).toBe('+250788123456');
  });

  it('accepts East African numbers in international form whatever the provider’s country', () => {
    expect(normalizePhone('+254 712 345 678')).toBe('+254712345678');
    expect(normalizePhone('+256 701 264 975')).toBe('+256701264975');
    expect(normalizePhone('+255 713 904 257')).toBe('+255713904257');
  });

  it('refuses landlines, wrong lengths, letters and unknown countries', () => {
    for (const input of [
      '',
      '12345',
      '0788 123 45',
      '0788 123 4567',
      '+250 252 123 456',
      '+250 768 123 456',
      '+1 202 555 0100',
      'call me',
      '+250-78x-123-456',
    ]) {
      expect(normalizePhone(input), input).toBeNull();
    }
  });
});
