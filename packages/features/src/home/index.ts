/**
 * `@gari/features/home`: the home page (spec §1, §2 Home page details) and its data hooks.
 */

export { CheapestFuel, mainCity, useCheapestFuel } from './CheapestFuel';
export {
  DEFAULT_AUTHOR_ROLE,
  HomePage,
  type HomePageProps,
  MANAGER_COUNTRIES,
  Stars,
  type TeamMember,
  TO_BE_ANNOUNCED,
} from './HomePage';
export { homeT } from './messages';
export { isPublished, SITE_STATS_KEY, testimonialsKey, useSiteStats, useTestimonials } from './useHome';
