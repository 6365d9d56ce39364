/** `@gari/ui/TextField`: `TextField`, `TextArea`, `SearchField`. */
export type { FieldErrorMessage } from '../internal/Field';
export {
  SearchField,
  type SearchFieldProps,
  TextArea,
  type TextAreaProps,
  TextField,
  type TextFieldProps,
} from './TextField';
