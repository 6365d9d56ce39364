-- Trigram matching for the spareshop search (issue #10): typo-tolerant listing search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
