/**
 * Auth routes of the fake backend (spec §4, §7): login (token and legacy), register, logout, refresh,
 * me, password reset, email verification and sessions, with the server's rules: a wrong password is a
 * 401 'Invalid email or password', register validates with the contract schema (422 with field
 * errors, 'The email has already been taken.'), verify and reset links come from the outbox.
 */
import { ChangePasswordBody, RegisterBody, ResetPasswordBody, UpdateProfileBody } from '@gari/contract/auth';
import { memberPhoneMessage, normalizeMemberPhone } from '@gari/contract/rules/memberPhone';
import { fail, handle } from './handle';
import type { FakeUser, Scenario } from './scenario';
import { zodErrors } from './validation';

const rec = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
const toUser = ({ password: _password, ...u }: FakeUser) => ({ ...u });

/** The token answer of a new session of `user`. */
function tokensFor(s: Scenario, user: FakeUser) {
  const session = s.openSession(user);
  return {
    token_type: 'Bearer',
    access_token: `fake-access-${session.id}`,
    expires_in: 900,
    refresh_token: session.refresh_token,
    device_id: session.device_id,
    session_id: session.id,
    email_verified: user.email_verified_at !== null,
    user: toUser(user),
  };
}

function login(s: Scenario, raw: unknown) {
  const body = rec(raw);
  const email = String(body.email ?? '')
    .trim()
    .toLowerCase();
  const errors: Record<string, string[]> = {};
  if (!email) errors.email = ['The email field is required.'];
  if (!body.password) errors.password = ['Password is required.'];
  if (Object.keys(errors).length) fail(422, 'The given data was invalid.', errors);
  const user = s.db.users.find((u) => u.email === email);
  if (!user || user.password !== body.password) fail(401, 'Invalid email or password');
  return tokensFor(s, user);
}

/** Expiry of every fake verification link (Unix seconds, far ahead; the real API: 7 days). */
export const FAKE_VERIFY_EXPIRES = 4_102_444_800;

function sendVerification(s: Scenario, user: FakeUser, next?: string) {
  const hash = s.verificationHash(user.id);
  const tail = next ? `&next=${encodeURIComponent(next)}` : '';
  s.outbox.push({
    kind: 'verify',
    email: user.email,
    id: user.id,
    hash,
    link: `/verify-email?id=${user.id}&hash=${hash}&expires=${FAKE_VERIFY_EXPIRES}${tail}`,
  });
}

/** Revokes the session of the bearer token (if any). */
function logout({ session }: { session: { revoked: boolean } | null }) {
  if (session) session.revoked = true;
  return { message: 'Logged out.' };
}

/** Every auth route. */
export const authRoutes = [
  handle('POST', '/auth/login', ({ s, body }) =>
    s.options.legacyLoginOnly ? fail(404, 'Route POST:/api/v1/auth/login not found') : login(s, body),
  ),
  handle('POST', '/login', ({ s, body }) => login(s, body)),
  handle('POST', '/auth/refresh', ({ s, body }) => {
    const token = rec(body).refresh_token;
    const session = s.db.sessions.find((x) => x.refresh_token === token && !x.revoked);
    const user = session && s.db.users.find((u) => u.id === session.user_id);
    if (!session || !user) return fail(401, 'Invalid refresh token.');
    session.refresh_token = `fake-refresh-${session.id}-${s.nextId()}`;
    return {
      token_type: 'Bearer',
      access_token: `fake-access-${session.id}`,
      expires_in: 900,
      refresh_token: session.refresh_token,
    };
  }),
  handle('POST', '/register', ({ s, body }) => {
    const parsed = RegisterBody.safeParse(body);
    if (!parsed.success) return fail(422, 'The given data was invalid.', zodErrors(parsed.error.issues));
    if (s.db.users.some((u) => u.email === parsed.data.email)) {
      fail(422, 'The email has already been taken.', { email: ['The email has already been taken.'] });
    }
    const user: FakeUser = {
      id: s.nextId(),
      name: parsed.data.name,
      email: parsed.data.email,
      username: parsed.data.email.split('@')[0] ?? 'member',
      country: parsed.data.country,
      phone: null,
      email_verified_at: null,
      language: null,
      password: parsed.data.password,
    };
    s.db.users.push(user);
    sendVerification(s, user, parsed.data.next);
    return {
      message: 'Registration successful. Check your email to verify your account.',
      user: toUser(user),
    };
  }),
  handle('POST', '/auth/logout', logout),
  handle('POST', '/logout', logout),
  handle('GET', '/users/me', ({ requireUser }) => ({ data: toUser(requireUser()) })),
  // Issue #16 Profile: the real rules (contract schema, member phone rule), in memory.
  handle('PATCH', '/users/me', ({ requireUser, body }) => {
    const user = requireUser();
    const parsed = UpdateProfileBody.safeParse(body);
    if (!parsed.success) return fail(422, 'The given data was invalid.', zodErrors(parsed.error.issues));
    const country = parsed.data.country ?? user.country;
    let phone = user.phone;
    if (parsed.data.phone !== undefined) {
      phone = parsed.data.phone ? normalizeMemberPhone(parsed.data.phone, country) : null;
      if (parsed.data.phone && !phone) {
        fail(422, 'The given data was invalid.', { phone: [memberPhoneMessage(country)] });
      }
    }
    user.name = parsed.data.name ?? user.name;
    user.country = country;
    user.phone = phone;
    if (parsed.data.language !== undefined) user.language = parsed.data.language;
    return { data: toUser(user) };
  }),
  handle('POST', '/users/me/password', ({ s, requireUser, session, body }) => {
    const user = requireUser();
    const parsed = ChangePasswordBody.safeParse(body);
    if (!parsed.success) return fail(422, 'The given data was invalid.', zodErrors(parsed.error.issues));
    if (parsed.data.current_password !== user.password) {
      fail(422, 'The given data was invalid.', {
        current_password: ['Current password: the password you entered is not your current one.'],
      });
    }
    user.password = parsed.data.password;
    let ended = 0;
    for (const x of s.db.sessions) {
      if (x.user_id === user.id && !x.revoked && x.id !== session?.id) {
        x.revoked = true;
        ended += 1;
      }
    }
    return { message: 'Password changed. Every other session has been signed out.', sessions_ended: ended };
  }),
  handle('POST', '/password/forgot', ({ s, body }) => {
    const email = String(rec(body).email ?? '')
      .trim()
      .toLowerCase();
    if (!/^\S+@\S+\.\S+$/.test(email)) {
      fail(422, 'Enter a valid email address.', { email: ['Enter a valid email address.'] });
    }
    if (s.db.users.some((u) => u.email === email)) {
      const token = `fakereset${s.nextId()}`;
      s.db.resetTokens.set(email, token);
      s.outbox.push({
        kind: 'reset',
        email,
        token,
        link: `/reset-password?token=${token}&email=${encodeURIComponent(email)}`,
      });
    }
    return { message: 'If that email has an account, a reset link is on its way.' };
  }),
  handle('POST', '/password/reset', ({ s, body }) => {
    const parsed = ResetPasswordBody.safeParse(body);
    if (!parsed.success) return fail(422, 'The given data was invalid.', zodErrors(parsed.error.issues));
    const user = s.db.users.find((u) => u.email === parsed.data.email);
    if (!user || s.db.resetTokens.get(parsed.data.email) !== parsed.data.token) {
      fail(422, 'This password reset link is invalid or expired.', {
        token: ['This password reset link is invalid or expired.'],
      });
    }
    user.password = parsed.data.password;
    s.db.resetTokens.delete(parsed.data.email);
    for (const x of s.db.sessions) if (x.user_id === user.id) x.revoked = true;
    return { message: 'Your password has been reset.' };
  }),
  handle('POST', '/email/verify', ({ s, body }) => {
    const b = rec(body);
    const id = Number(b.id);
    const user = s.db.users.find((u) => u.id === id);
    if (!user || b.hash !== s.verificationHash(id)) {
      fail(403, 'The verification link is invalid or has expired.');
    }
    if (user.email_verified_at) return { message: 'Email already verified.', session: null };
    user.email_verified_at = s.now().toISOString();
    // Issue #16: the first use of an unexpired link signs the device in when it asks.
    const session = b.sign_in === true && b.expires !== undefined ? tokensFor(s, user) : null;
    return { message: 'Email verified.', session };
  }),
  handle('POST', '/email/verification-notification', ({ s, requireUser }) => {
    const user = requireUser();
    if (user.email_verified_at) return { message: 'Email already verified.' };
    sendVerification(s, user);
    return { message: 'Verification link sent.' };
  }),
  handle('GET', '/auth/sessions', ({ s, requireUser, session }) => {
    const user = requireUser();
    return {
      data: s.db.sessions
        .filter((x) => x.user_id === user.id && !x.revoked)
        .sort((a, b) => b.last_seen_at.localeCompare(a.last_seen_at))
        .map(({ user_id: _u, revoked: _r, refresh_token: _t, ...x }) => ({
          ...x,
          current: x.id === session?.id,
        })),
    };
  }),
  handle('POST', '/auth/sessions/{id}/revoke', ({ s, params, requireUser }) => {
    const user = requireUser();
    const target = s.db.sessions.find(
      (x) => x.id === Number(params.id) && x.user_id === user.id && !x.revoked,
    );
    if (!target) return fail(404, 'Session not found.');
    target.revoked = true;
    return { message: 'Session revoked.' };
  }),
];
