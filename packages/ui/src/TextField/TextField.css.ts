export {
  description,
  error,
  field,
  group,
  groupInput,
  iconButton,
  input,
  label,
  textarea,
} from '../internal/field.css';
