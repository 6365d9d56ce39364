-- Spareshop list speed (issue #10 "Done when" 4, bench:api): one GIN index holds the full-text
-- document of published listings plus one lexeme per filter value (country_rw, category_brakes,
-- condition_new, kind_part), so a search with filters reads only the matching rows; the search
-- vocabulary gets a GiST trigram index that returns the closest words in similarity order (KNN).
-- Core PostgreSQL and pg_trgm only: btree_gin, loaded next to pg_trgm, breaks pg_trgm in PGlite 0.5.
DROP INDEX "listings_search_tsv_idx";--> statement-breakpoint
DROP INDEX "search_words_trgm_idx";--> statement-breakpoint
CREATE INDEX "listings_published_search_idx" ON "listings" USING gin (("search_tsv" || array_to_tsvector(array['country_' || lower("country"), 'category_' || lower("category"), 'condition_' || lower("condition"), 'kind_' || lower("kind")]))) WHERE "listings"."status" = 'published';--> statement-breakpoint
CREATE INDEX "search_words_trgm_gist_idx" ON "search_words" USING gist ("word" gist_trgm_ops);