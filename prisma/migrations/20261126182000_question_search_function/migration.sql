-- The question bank's search (GET /quizzes?search=) through its trigram indexes.
--
-- Under row-level security PostgreSQL evaluates a query's own conditions only after the policy's,
-- unless their operators are LEAKPROOF; ILIKE (texticlike) is not, so for the app role a
-- `title ILIKE … OR text ILIKE …` can never become an index condition and the search reads every
-- question of every tenant (docs/benchmarks.md "Big tenants"). This function runs as the table
-- owner, so the indexes apply, and confines itself to the tenant bound to the session exactly as
-- the policy does (company_id = trilha.company_id; no tenant bound, no rows). EXECUTE plans the
-- statement for each pattern: a generic plan cannot tell a rare word (indexes) from a common one.
CREATE FUNCTION trilha_question_search(pattern text) RETURNS SETOF integer
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
BEGIN
  RETURN QUERY EXECUTE
    'SELECT q.id FROM public.questions q
      WHERE q.company_id = nullif(current_setting(''trilha.company_id'', true), '''')::int
        AND q.deleted_at IS NULL AND (q.title ILIKE $1 OR q.text ILIKE $1)'
    USING pattern;
END $$;
