/** `@gari/ui/Form`: `Form`, `FormActions`. */
export { Form, FormActions, type FormActionsProps, type FormProps } from './Form';
