/**
 * `@gari/features/offline`: what the app shows without a network (issue #8 point 4): the
 * {@link OfflineNotice} banner and the {@link useOnline} hook.
 */
export { OfflineNotice, type OfflineNoticeProps } from './OfflineNotice';
export { useOnline } from './useOnline';
