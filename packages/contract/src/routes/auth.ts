/**
 * Account routes (spec §2 Accounts, §4 Session/Login/Forgot password/Verify email, §5, §7): register,
 * login (+ legacy /login), refresh, logout (+ legacy /logout), me (+ /test/users/me), forgot/reset
 * password, email verification and resend, session list and revoke.
 */
import {
  ChangePasswordBody,
  ChangePasswordResponse,
  ForgotPasswordBody,
  LoginBody,
  LogoutBody,
  RefreshBody,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
  SessionList,
  TokenResponse,
  UpdateProfileBody,
  User,
  VerifyEmailBody,
  VerifyEmailResponse,
} from '../auth';
import { dataOf, IdParam, MessageBody } from '../common';
import { authPaths as p } from '../paths';
import { MAX_UPLOAD_BYTES } from '../photos';
import { created } from './parts';
import { alias, tagged, withParts } from './route';

const errors = [401, 403, 404, 409, 422, 429] as const;

const route = tagged(['auth']);
/** `route` for the signed-in member's profile edits (name and phone, password, avatar). */
const profileEdit = withParts(route, { errors: [400, 401, 422, 429] });

const Me = dataOf(User);

const login = route(p.login, {
  summary: 'Sign in',
  description:
    'Checks email and password and opens a session bound to `device_id`. An unverified email still ' +
    'signs in with `email_verified: false`. Failed tries slow the account down progressively (2, 4, 8 … s) ' +
    'for devices that never signed in to it, and one address is limited across emails: 429 with Retry-After.',
  body: LoginBody,
  answer: TokenResponse,
  errors,
});
const logout = route(p.logout, {
  summary: 'Sign out',
  description: 'Revokes the session of the access token; its refresh token stops working.',
  body: LogoutBody.nullish(),
  answer: MessageBody,
  errors,
});
const me = route(p.me, { summary: 'The signed-in member', answer: Me, errors });

/** Account routes by name. */
export const authRoutes = {
  login,
  legacyLogin: alias(p.legacyLogin, login, 'legacy'),
  register: route(p.register, {
    summary: 'Create an account',
    description: 'Creates the member and mails the verification link. Duplicate email: 422 on `email`.',
    ...created(RegisterBody, RegisterResponse),
    errors,
  }),
  refresh: route(p.refresh, {
    summary: 'Rotate the refresh token',
    description:
      'Exchanges a refresh token (single use, bound to `device_id`) for a new token pair. Presenting a ' +
      'token that was already rotated revokes its session (401).',
    body: RefreshBody,
    answer: TokenResponse,
    errors,
  }),
  logout,
  legacyLogout: alias(p.legacyLogout, logout, 'legacy'),
  me,
  updateMe: profileEdit(p.updateMe, {
    summary: "Edit the signed-in member's name, phone, country or language",
    description:
      'Any of `name`, `phone` and `country`. The phone is read with the country (the new one when it ' +
      "changes too) and stored in E.164 ('0788 123 456' in RW → '+250788123456'); '' or null clears it. " +
      'An unusable value: 422 naming the field. Answers the updated member.',
    body: UpdateProfileBody,
    answer: Me,
  }),
  changePassword: profileEdit(p.changePassword, {
    summary: 'Change the password',
    description:
      'Checks `current_password` (wrong: 422 on `current_password`), applies the register rules to ' +
      '`password` and stores its argon2id hash; in the same transaction every other session of the ' +
      "member is revoked. The caller's session stays signed in.",
    body: ChangePasswordBody,
    answer: ChangePasswordResponse,
  }),
  uploadAvatar: profileEdit(p.uploadAvatar, {
    summary: "Upload or replace the member's avatar (multipart field `avatar`)",
    description:
      `multipart/form-data with one file in \`avatar\` (JPEG, PNG, WebP, AVIF, HEIC, GIF, TIFF; at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB). ` +
      'The content is sniffed, not the declared type. Cropped square and re-encoded to WebP and AVIF at ' +
      '96, 192 and 384 px with EXIF stripped. Not an image: 422 on `avatar` (code `invalid_format`); too ' +
      'large: 422 on `avatar` (code `too_big`); the old avatar stays in both cases. Answers the member.',
    answer: Me,
  }),
  removeAvatar: route(p.removeAvatar, {
    summary: "Remove the member's avatar",
    description: 'Deletes the files too. Answers the member (avatar null).',
    answer: Me,
    errors: [401, 429],
  }),
  meFallback: alias(p.meFallback, me, 'fallback'),
  forgotPassword: route(p.forgotPassword, {
    summary: 'Mail a password reset link',
    description: 'Always answers 200 with the same message (never reveals whether the email has an account).',
    body: ForgotPasswordBody,
    answer: MessageBody,
    errors,
  }),
  resetPassword: route(p.resetPassword, {
    summary: 'Set a new password with a mailed token',
    description:
      'The token is single-use and valid 60 minutes. Success signs the member out of every session. ' +
      'Invalid or expired: 422 on `token`.',
    body: ResetPasswordBody,
    answer: MessageBody,
    errors,
  }),
  resendVerification: route(p.resendVerification, {
    summary: 'Mail the verification link again',
    answer: MessageBody,
    errors,
  }),
  verifyEmail: route(p.verifyEmail, {
    summary: 'Confirm an email address',
    description:
      'Body `{ id, hash, expires }` from the mailed /verify-email link; no token needed. Wrong id or ' +
      "hash, or an expired link: 403 `{ message: 'The verification link is invalid or has expired.' }`. " +
      'With `sign_in: true` the first use of an unexpired link also opens a session on `device_id` and ' +
      'answers its tokens in `session` (issue #16 Verify → signed in); else `session` is null.',
    body: VerifyEmailBody,
    answer: VerifyEmailResponse,
    errors,
  }),
  sessions: route(p.sessions, {
    summary: "The member's live sessions",
    description: 'Unrevoked, unexpired sessions, most recently seen first; `current` marks the caller.',
    answer: SessionList,
    errors,
  }),
  revokeSession: route(p.revokeSession, {
    summary: 'Revoke one of my sessions',
    description:
      "Ends the session at once (its access and refresh tokens are refused). Others' sessions: 404.",
    params: IdParam,
    answer: MessageBody,
    errors,
  }),
};
