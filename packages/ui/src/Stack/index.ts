/** `@gari/ui/Stack`: `Stack` (vertical flow with a gap) and the shared layout prop types. */
export { type Align, type BlockTag, type Space, Stack, type StackProps } from './Stack';
