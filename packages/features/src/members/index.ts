/**
 * `@gari/features/members`: the member profile /members/{username} with follow (issue #12; spec §2
 * Member profile, §4 Follow).
 */
export { initialsOf, MemberPage, type MemberPageProps } from './MemberPage';
export { t as memberMessages } from './messages';
export { type UseFollowOptions, useFollow } from './useFollow';
export { memberKeys, memberOrNull, useMember, useUsername } from './useMember';
