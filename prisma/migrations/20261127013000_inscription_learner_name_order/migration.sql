-- The class list (GET /discipline-inscriptions) is sorted by the learner's name. The name lives in
-- users (global), so every page read the whole class, each learner by key, and sorted it for 30
-- rows: 1,000 users for a class of 1,000, 100,000 for a course every employee of a big company
-- takes (docs/benchmarks.md "Big tenants"). A copy of the name on the inscription, under an index
-- of (company, discipline, name, id), lets a page read its 30 rows in order and stop.
--
-- The copy is kept by the database, not by the app: set from users on every insert (and on an
-- update of user_id, or of the copy itself, so that no write can make it differ), and rewritten in
-- every company when the user's name changes, in the transaction that changes it. SECURITY
-- DEFINER: the rename reaches inscriptions of every company the user belongs to, which row-level
-- security would hide from the app role. Writes with session_replication_role = replica skip
-- triggers: bench/seed-scale.ts writes the column itself, and both (and `pnpm restore`, whose
-- backup may predate this column) call trilha_refresh_counts(), which now rewrites the copies too.

-- AlterTable
ALTER TABLE "discipline_inscriptions" ADD COLUMN "user_name" TEXT NOT NULL DEFAULT '';

-- The copies of the rows already there (before the triggers: the same value either way).
UPDATE "discipline_inscriptions" i SET "user_name" = u."name" FROM "users" u WHERE u."id" = i."user_id";

-- CreateIndex
CREATE INDEX "discipline_inscriptions_company_id_discipline_id_user_name__idx" ON "discipline_inscriptions"("company_id", "discipline_id", "user_name", "id");

CREATE FUNCTION trilha_inscription_user_name() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  NEW.user_name := coalesce((SELECT u.name FROM users u WHERE u.id = NEW.user_id), '');
  RETURN NEW;
END $$;

CREATE TRIGGER inscription_user_name BEFORE INSERT OR UPDATE OF user_id, user_name ON discipline_inscriptions
  FOR EACH ROW EXECUTE FUNCTION trilha_inscription_user_name();

-- A rename: the user's inscriptions in every company, each company's by its index on
-- (company_id, user_id, status) (a user's inscriptions may outlive their membership).
CREATE FUNCTION trilha_user_name_to_inscriptions() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  UPDATE discipline_inscriptions i SET user_name = NEW.name
   WHERE i.company_id IN (SELECT c.id FROM companies c) AND i.user_id = NEW.id;
  RETURN NULL;
END $$;

CREATE TRIGGER inscription_user_name_follow AFTER UPDATE OF name ON users FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION trilha_user_name_to_inscriptions();

REVOKE EXECUTE ON FUNCTION trilha_inscription_user_name() FROM PUBLIC;
REVOKE EXECUTE ON FUNCTION trilha_user_name_to_inscriptions() FROM PUBLIC;

-- After writes that skipped the triggers (session_replication_role = replica: `pnpm restore`,
-- bench/seed-scale.ts), the copies are rewritten with the counts: the same function, one more step.
CREATE OR REPLACE FUNCTION trilha_refresh_counts(company integer DEFAULT NULL) RETURNS void
LANGUAGE plpgsql SET search_path = pg_catalog, public AS $$
BEGIN
  LOCK TABLE users, company_users, discipline_inscriptions IN SHARE MODE;
  DELETE FROM company_member_counts WHERE company IS NULL OR company_id = company;
  INSERT INTO company_member_counts (company_id, user_type, members)
  SELECT m.company_id, u.type, count(*)::int
    FROM company_users m JOIN users u ON u.id = m.user_id AND u.deleted_at IS NULL
   WHERE company IS NULL OR m.company_id = company
   GROUP BY 1, 2;
  DELETE FROM discipline_inscription_counts WHERE company IS NULL OR company_id = company;
  INSERT INTO discipline_inscription_counts (company_id, discipline_id, active)
  SELECT i.company_id, i.discipline_id, count(*)::int
    FROM discipline_inscriptions i
   WHERE i.status = 'active' AND (company IS NULL OR i.company_id = company)
   GROUP BY 1, 2;
  -- SHARE locks block the UPDATE below in another transaction, not in this one.
  UPDATE discipline_inscriptions i SET user_name = u.name
    FROM users u
   WHERE u.id = i.user_id AND i.user_name IS DISTINCT FROM u.name AND (company IS NULL OR i.company_id = company);
END $$;
REVOKE EXECUTE ON FUNCTION trilha_refresh_counts(integer) FROM PUBLIC;
