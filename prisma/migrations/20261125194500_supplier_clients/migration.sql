-- The clients a supplier may offer disciplines to (GET /consumer-disciplines/clients): the consumers
-- (sub-domains) of the active companies whose own `suppliers` row names the CURRENT tenant as an
-- active supplier. Those rows belong to each client company (row-level security hides them from
-- the supplier's tenant client), so the function is SECURITY DEFINER; it reads the supplier from
-- the tenant bound to the connection (never from an argument), so it can only ever list the
-- bound tenant's own clients, which is what POST /consumer-disciplines accepts anyway. `pattern`
-- is an ILIKE pattern with the search's wildcards escaped by the caller (kit/sql.ts ilikeContains).
CREATE FUNCTION trilha_supplier_clients(pattern text, lim integer, skip integer)
RETURNS TABLE (consumer_id integer, consumer_name text, consumer_domain text, company_name text, total bigint)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
  SELECT c.id, c.name, c.domain, co.name, count(*) OVER ()
  FROM suppliers s
  JOIN companies co ON co.id = s.company_id AND co.deleted_at IS NULL AND co.status = 'active'
  JOIN consumers c ON c.company_id = s.company_id
  WHERE s.supplier_company_id = nullif(current_setting('trilha.company_id', true), '')::integer
    AND s.status = 'active'
    AND s.company_id <> s.supplier_company_id
    AND (pattern IS NULL OR c.name ILIKE pattern OR co.name ILIKE pattern OR c.domain ILIKE pattern)
  ORDER BY co.name, c.name, c.id
  LIMIT lim OFFSET skip
$$;
