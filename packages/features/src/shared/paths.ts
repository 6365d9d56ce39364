/**
 * Site paths of the pages about one thing (spec §2 route table), built in one place so every flow links
 * them the same way: ids and usernames are URL-encoded.
 */

/** /communities/{id}: a convoy's page (spec §2 Convoy detail; `id` is `category:key`). */
export const convoyPath = (id: string) => `/communities/${encodeURIComponent(id)}`;

/** /members/{username}: a member's profile (spec §2 Member profile). */
export const memberPath = (username: string) => `/members/${encodeURIComponent(username)}`;

/** /marketplace/{id}: a spareshop listing (spec §2 Listing detail). */
export const listingPath = (id: number) => `/marketplace/${id}`;

/** /gas-station/{id}: a gas station's page (spec §2 Gas station detail; `id` is its number or slug). */
export const stationPath = (id: number | string) => `/gas-station/${encodeURIComponent(String(id))}`;
