/** The add-vehicle form (spec §2 Add Vehicle): the readable page and its groups of fields. */
export { fieldGroup as group, formPage as page, legend } from '../app/atoms.css';
