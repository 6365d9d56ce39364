-- Spareshop list speed (issue #10 "Done when" 4, bench:api): btree_gin lets one GIN index hold the
-- full-text document and the list's equality filters (country, category, condition, kind) of published
-- listings, so a search with filters reads only the matching rows; the search vocabulary gets a GiST
-- trigram index that returns the closest words in similarity order (KNN) instead of a scan.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "listings_search_tsv_idx";--> statement-breakpoint
DROP INDEX "search_words_trgm_idx";--> statement-breakpoint
CREATE INDEX "listings_published_search_idx" ON "listings" USING gin ("search_tsv","country","category","condition","kind") WHERE "listings"."status" = 'published';--> statement-breakpoint
CREATE INDEX "search_words_trgm_gist_idx" ON "search_words" USING gist ("word" gist_trgm_ops);