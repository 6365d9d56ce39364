export { field, group, groupInput, iconButton, suffix } from '../internal/field.css';
