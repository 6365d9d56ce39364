/**
 * fast-check arbitraries for the fuzz suite (issue #9 "A property-based fuzz suite"): values that match
 * a JSON Schema of the app's OpenAPI document (generated from the zod contract), hostile values of every
 * kind, and whole requests — valid, or malformed in one place — for one operation. One entry over
 * `schema.ts`, `hostile.ts`, `url.ts`, `requests.ts` and `textFields.ts`.
 */
export { hostileScalar, hostileValue } from './hostile';
export { requestOf } from './requests';
export { type FuzzRequest, type JsonSchema, type Operation, type Param, resolveRef, validOf } from './schema';
export { requestWithText, type TextField, textFieldsOf, uncappedOf } from './textFields';
