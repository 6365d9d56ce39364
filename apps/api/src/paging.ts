/**
 * Offset paging of the lists that page by number (testimonials, convoys, providers; spec §7
 * "data … plus meta"). The keyset-paged lists use `./cursor` instead.
 */
import type { PageMeta } from '@gari/contract/common';

/**
 * The `meta` of an offset-paged answer ({@link PageMeta}): `total` matches of the filters, `page`
 * (1-based) and `perPage` as the query asked, and `last_page` = ⌈total / perPage⌉, at least 1 so that an
 * empty list still has a first page. `perPage` is positive (the query schemas bound it); no errors.
 */
export function pageMeta(total: number, page: number, perPage: number): PageMeta {
  return {
    total,
    per_page: perPage,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}
