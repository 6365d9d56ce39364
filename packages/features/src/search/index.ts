/**
 * `@gari/features/search`: the top-bar search (spec §2 Global chrome "search button"; issue #12
 * `GET /search`). The chrome's `SearchButton` loads {@link SearchPanel} when its dialog opens.
 */
export { SearchPanel, type SearchPanelProps } from './SearchPanel';
export { allPartsHref, groupHits, SEARCH_MIN_CHARS, type SearchSection, searchTextOf } from './searchResults';
export { type SiteSearch, type SiteSearchStatus, searchKey, useSiteSearch } from './useSiteSearch';
