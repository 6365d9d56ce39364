/** / (spec §2 Home page). */
export { HomePage as Component } from '@gari/features/home';
