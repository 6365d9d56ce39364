export { type FollowMachine, type FollowSnapshot, followMachine } from './machine';
export type {
  FollowContext,
  FollowEmitted,
  FollowEvent,
  FollowInput,
  FollowMessage,
  FollowMessageKey,
  FollowRequest,
  FollowResult,
} from './types';
