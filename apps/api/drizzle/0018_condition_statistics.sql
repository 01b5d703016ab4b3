-- The planner's estimate for `fields->>'condition' = …` (the listing's condition filter) is a
-- fixed guess of 0.5% without statistics on the expression; with it, "used" is about half the
-- ads, so a listing of used ads posted lately walks the latest index instead of sorting all
-- the period's ads (issue 6, docs/benchmarks.md). ANALYZE (and autovacuum) fills it.
CREATE STATISTICS IF NOT EXISTS "ads_condition_stats" ON (("fields" ->> 'condition')) FROM "ads";
