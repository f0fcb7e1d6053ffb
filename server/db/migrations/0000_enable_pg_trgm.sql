-- Trigram indexes make the lists' ILIKE search fast on large tables (later issues use it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
