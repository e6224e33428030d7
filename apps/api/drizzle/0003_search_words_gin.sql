DROP INDEX "search_words_trgm";--> statement-breakpoint
CREATE INDEX "search_words_trgm_gin" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);