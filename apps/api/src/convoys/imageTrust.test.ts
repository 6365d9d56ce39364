import { NEW_ACCOUNT_IMAGES_MESSAGE } from '@gari/contract/convoyOptions';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { users } from '../db/schema';
import { assertMayUploadImages } from './routes';

const now = new Date('2026-11-20T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const member = (createdAt: Date, verified: boolean) =>
  ({ createdAt, emailVerifiedAt: verified ? createdAt : null }) as typeof users.$inferSelect;

describe('who may post images in convoys (issue #12 safety)', () => {
  it('needs a verified email and, by default, an account 24 hours old', () => {
    expect(() => assertMayUploadImages(member(hoursAgo(23), true), now)).toThrow(NEW_ACCOUNT_IMAGES_MESSAGE);
    expect(() => assertMayUploadImages(member(hoursAgo(48), false), now)).toThrow(NEW_ACCOUNT_IMAGES_MESSAGE);
    expect(() => assertMayUploadImages(member(hoursAgo(24), true), now)).not.toThrow();
  });

  it('takes the wait from the setting; 0 still needs the verified email', () => {
    expect(() => assertMayUploadImages(member(hoursAgo(0), true), now, 0)).not.toThrow();
    expect(() => assertMayUploadImages(member(hoursAgo(0), false), now, 0)).toThrow(
      NEW_ACCOUNT_IMAGES_MESSAGE,
    );
    expect(() => assertMayUploadImages(member(hoursAgo(50), true), now, 72)).toThrow(
      NEW_ACCOUNT_IMAGES_MESSAGE,
    );
  });

  it('reads CONVOY_IMAGE_MIN_ACCOUNT_HOURS as whole hours ≥ 0, else the default', () => {
    const hours = (v: string | undefined) =>
      loadConfig({ DATA_DIR: '/tmp/gari-config-test', CONVOY_IMAGE_MIN_ACCOUNT_HOURS: v })
        .imageMinAccountHours;
    expect(hours('0')).toBe(0);
    expect(hours('72')).toBe(72);
    expect(hours(undefined)).toBeUndefined();
    expect(hours('-1')).toBeUndefined();
    expect(hours('1.5')).toBeUndefined();
    expect(hours('soon')).toBeUndefined();
  });
});
