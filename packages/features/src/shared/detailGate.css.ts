/** Styles of `DetailGate`: the page layout and the small muted 'Loading…' heading (`app/` atoms). */
export { note } from '../app/atoms.css';
export { page } from '../app/page.css';
