export { type CheckoutMachine, type CheckoutSnapshot, checkoutMachine, checkoutStep } from './machine';
export {
  checkoutGroups,
  clampQuantity,
  idempotencyKey,
  looksLikePhone,
  orderLines,
  phoneCountry,
  requiredContactErrors,
  selectedGroup,
} from './rules';
export * from './types';
