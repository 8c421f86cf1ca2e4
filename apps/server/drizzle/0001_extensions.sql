-- Trigram indexes make "contains" search on item and product names fast; btree_gin lets a trigram index
-- also hold club_id. Both are trusted extensions on PostgreSQL 13+ and bundled with PGlite (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
