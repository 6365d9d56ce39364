/** `@gari/ui/Alert`: `Alert`, `Banner`. */
export { Alert, type AlertProps, type AlertTone, Banner } from './Alert';
