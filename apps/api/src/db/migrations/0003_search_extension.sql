-- Search (issue 6): trigram matching for parts of words in every script.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
