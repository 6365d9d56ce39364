import { describe, expect, it } from 'vitest';
import { memberPhoneMessage, normalizeMemberPhone } from './memberPhone';

describe('normalizeMemberPhone (issue #16 Profile)', () => {
  it("reads a local number with the member's country", () => {
    expect(normalizeMemberPhone('0788 123 456', 'RW')).toBe('+250788123456');
    expect(normalizeMemberPhone('0712-345-678', 'KE')).toBe('+254712345678');
    expect(normalizeMemberPhone('0803 123 4567', 'NG')).toBe('+2348031234567');
    // Read with the member's country only: the same digits are Kenyan for a Kenyan member.
    expect(normalizeMemberPhone('0788 123 456', 'KE')).toBe('+254788123456');
    // Not a mobile number in Burundi, and no guess at another country.
    expect(normalizeMemberPhone('0788 123 456', 'BI')).toBeNull();
  });

  it('accepts international forms and refuses what is not a mobile number', () => {
    expect(normalizeMemberPhone('+250 788 123 456', 'KE')).toBe('+250788123456');
    expect(normalizeMemberPhone('00250788123456', 'RW')).toBe('+250788123456');
    expect(normalizeMemberPhone('250788123456', 'RW')).toBe('+250788123456');
    expect(normalizeMemberPhone('+234 803 123 4567', 'RW')).toBe('+2348031234567');
    expect(normalizeMemberPhone('+250 252 123 456', 'RW')).toBeNull();
    expect(normalizeMemberPhone('12', 'RW')).toBeNull();
    expect(normalizeMemberPhone('call me', 'RW')).toBeNull();
    expect(normalizeMemberPhone('+1 202 555 0100', 'RW')).toBeNull();
  });

  it('names the field and the country in the message', () => {
    expect(memberPhoneMessage('RW')).toBe(
      'Phone: enter a valid mobile number for Rwanda, e.g. +250 788 123 456.',
    );
    expect(memberPhoneMessage('NG')).toContain('Nigeria');
  });
});
