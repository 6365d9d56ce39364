/**
 * The member's own account changes behind PATCH /users/me and POST /users/me/password (issue #16
 * Profile): name, phone (E.164 for the member's country), country, language (issue #16 Locale), and
 * the password change that ends every other session. Routes stay thin (`./routes`); this file talks to the database.
 */
import type { ChangePasswordBody, UpdateProfileBody, User } from '@gari/contract/auth';
import { memberPhoneMessage, normalizeMemberPhone } from '@gari/contract/rules/memberPhone';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { passwordResets, sessions, users } from '../db/schema';
import { invalid } from '../errors';
import { toUser } from './service';
import { hashPassword, verifyPassword } from './tokens';

type UserRow = typeof users.$inferSelect;

/** Texts of the account-change answers (issue #16 Profile). */
export const ACCOUNT_MESSAGES = {
  wrongCurrentPassword: 'Current password: the password you entered is not your current one.',
  samePassword: 'New password: choose a password different from your current one.',
} as const;

/**
 * Applies a parsed PATCH /users/me body to `user` and answers the updated contract `User`.
 * `phone` is read with the new country when the body changes it too, else the member's; '' or null
 * clears it. Errors: 422 `{ errors: { phone: ['Phone: enter a valid mobile number for Rwanda, e.g. …'] } }`
 * when the number is not a mobile number there. One UPDATE: nothing is half written.
 */
export async function updateProfile(
  ctx: AppContext,
  user: UserRow,
  body: z.output<typeof UpdateProfileBody>,
): Promise<User> {
  const country = body.country ?? user.country;
  const changes: Partial<Pick<UserRow, 'name' | 'phone' | 'country' | 'language'>> = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.country !== undefined) changes.country = body.country;
  if (body.language !== undefined) changes.language = body.language;
  if (body.phone !== undefined) {
    if (body.phone === null || body.phone === '') changes.phone = null;
    else {
      const phone = normalizeMemberPhone(body.phone, country);
      if (!phone) throw invalid({ phone: [memberPhoneMessage(country)] });
      changes.phone = phone;
    }
  }
  const [row] = await ctx.db.update(users).set(changes).where(eq(users.id, user.id)).returning();
  return toUser(row ?? user);
}

/**
 * Changes the password of `user` (signed in on session `currentSessionId`). The current password is
 * checked first (wrong: 422 on `current_password`; the same as the new one: 422 on `password`); then,
 * in one transaction, the argon2id hash is stored, every other live session of the member is revoked
 * (their access and refresh tokens are refused at once) and pending reset links stop working. The
 * caller's session stays. Answers how many other sessions were ended.
 */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  currentSessionId: number,
  body: z.output<typeof ChangePasswordBody>,
): Promise<{ sessionsEnded: number }> {
  if (!(await verifyPassword(user.passwordHash, body.current_password))) {
    throw invalid({ current_password: [ACCOUNT_MESSAGES.wrongCurrentPassword] });
  }
  if (body.password === body.current_password) throw invalid({ password: [ACCOUNT_MESSAGES.samePassword] });
  const passwordHash = await hashPassword(body.password);
  const now = new Date();
  return ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), ne(sessions.id, currentSessionId)))
      .returning({ id: sessions.id });
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    return { sessionsEnded: ended.length };
  });
}
