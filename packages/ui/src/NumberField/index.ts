/** `@gari/ui/NumberField`: `NumberField`. */
export { NumberField, type NumberFieldProps } from './NumberField';
