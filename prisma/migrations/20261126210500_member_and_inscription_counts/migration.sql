-- Counts kept by the database (issue 21 item 3; docs/list-queries.md "Counts kept by the
-- database"): GET /users' total on its default screen and GET /disciplines' inscriptions_count
-- read one row each instead of counting, on a big tenant, 101,001 memberships (300 ms) or
-- ~900 inscriptions per discipline of the page (27,000 index entries).
--
-- Exact and transactional: triggers change the counts in the transaction that changes the rows
-- counted, so a count commits or rolls back with them and a reader sees both or neither. Each
-- change locks its count row until commit: concurrent enrolments in one discipline (or new
-- members of one type in one company) wait for each other's commit, not for each other's work.
-- The rows are in tables of their own, not columns of companies/disciplines, which every request
-- reads and locks by key. Written only by the triggers' functions (SECURITY DEFINER, owned by the
-- migrating role, which row-level security does not restrict: a user's type change touches every
-- company they belong to); the app role may only read them, under the tenant policy.
--
-- Not followed: writes with session_replication_role = replica (bench/seed-scale.ts, restore),
-- which skip triggers; both call trilha_refresh_counts() afterwards.

-- CreateTable
CREATE TABLE "company_member_counts" (
    "company_id" INTEGER NOT NULL,
    "user_type" "UserType" NOT NULL,
    "members" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "company_member_counts_pkey" PRIMARY KEY ("company_id","user_type")
);

-- CreateTable
CREATE TABLE "discipline_inscription_counts" (
    "company_id" INTEGER NOT NULL,
    "discipline_id" INTEGER NOT NULL,
    "active" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "discipline_inscription_counts_pkey" PRIMARY KEY ("company_id","discipline_id")
);

-- AddForeignKey
ALTER TABLE "company_member_counts" ADD CONSTRAINT "company_member_counts_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discipline_inscription_counts" ADD CONSTRAINT "discipline_inscription_counts_company_id_discipline_id_fkey" FOREIGN KEY ("company_id", "discipline_id") REFERENCES "disciplines"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Tenancy backstop (see docs/migrations.md, "Tenant tables").
SELECT trilha_enable_tenant_rls('company_member_counts');
SELECT trilha_enable_tenant_rls('discipline_inscription_counts');

-- Read-only for the app role: only the triggers below write counts.
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON company_member_counts, discipline_inscription_counts FROM trilha_app;

-- Adds `delta` to one count. Adding is an upsert (the first member of a type, the first active
-- inscription of a discipline, creates the row); removing is an update only: the row exists when
-- what is removed was counted, and when it does not the whole company or discipline is being
-- deleted (its count rows went with it by cascade) and must not be recreated.
CREATE FUNCTION trilha_add_member_count(company integer, kind "UserType", delta integer) RETURNS void
LANGUAGE plpgsql SET search_path = pg_catalog, public AS $$
BEGIN
  IF delta > 0 THEN
    INSERT INTO company_member_counts AS c (company_id, user_type, members) VALUES (company, kind, delta)
    ON CONFLICT (company_id, user_type) DO UPDATE SET members = c.members + EXCLUDED.members;
  ELSIF delta < 0 THEN
    UPDATE company_member_counts SET members = members + delta WHERE company_id = company AND user_type = kind;
  END IF;
END $$;

CREATE FUNCTION trilha_add_inscription_count(company integer, discipline integer, delta integer) RETURNS void
LANGUAGE plpgsql SET search_path = pg_catalog, public AS $$
BEGIN
  IF delta > 0 THEN
    INSERT INTO discipline_inscription_counts AS c (company_id, discipline_id, active) VALUES (company, discipline, delta)
    ON CONFLICT (company_id, discipline_id) DO UPDATE SET active = c.active + EXCLUDED.active;
  ELSIF delta < 0 THEN
    UPDATE discipline_inscription_counts SET active = active + delta WHERE company_id = company AND discipline_id = discipline;
  END IF;
END $$;

-- Members: a row of company_users whose user is not soft-deleted, counted under the user's type.
-- Inserts and deletes per statement (transition tables: a bulk insert of 10,000 members is one
-- change per type, not 10,000), in key order so that two transactions take the rows' locks in the
-- same order.
CREATE FUNCTION trilha_count_memberships() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR r IN SELECT m.company_id, u.type, count(*)::int AS n
               FROM added m JOIN users u ON u.id = m.user_id AND u.deleted_at IS NULL
              GROUP BY 1, 2 ORDER BY 1, 2 LOOP
      PERFORM trilha_add_member_count(r.company_id, r.type, r.n);
    END LOOP;
  ELSE
    FOR r IN SELECT m.company_id, u.type, count(*)::int AS n
               FROM removed m JOIN users u ON u.id = m.user_id AND u.deleted_at IS NULL
              GROUP BY 1, 2 ORDER BY 1, 2 LOOP
      PERFORM trilha_add_member_count(r.company_id, r.type, -r.n);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER count_members_insert AFTER INSERT ON company_users
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION trilha_count_memberships();
CREATE TRIGGER count_members_delete AFTER DELETE ON company_users
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION trilha_count_memberships();

-- A membership moved to another company or user (nothing does today; the responsible column,
-- which the app updates, does not fire it).
CREATE FUNCTION trilha_count_membership_move() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  kind "UserType";
BEGIN
  SELECT u.type INTO kind FROM users u WHERE u.id = OLD.user_id AND u.deleted_at IS NULL;
  IF FOUND THEN PERFORM trilha_add_member_count(OLD.company_id, kind, -1); END IF;
  SELECT u.type INTO kind FROM users u WHERE u.id = NEW.user_id AND u.deleted_at IS NULL;
  IF FOUND THEN PERFORM trilha_add_member_count(NEW.company_id, kind, 1); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER count_members_move AFTER UPDATE ON company_users FOR EACH ROW
  WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION trilha_count_membership_move();

-- A user's type change or soft delete/restore moves them between the counts of every company they
-- belong to.
CREATE FUNCTION trilha_count_user_change() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT m.company_id FROM company_users m WHERE m.user_id = NEW.id ORDER BY m.company_id LOOP
    IF OLD.deleted_at IS NULL THEN PERFORM trilha_add_member_count(r.company_id, OLD.type, -1); END IF;
    IF NEW.deleted_at IS NULL THEN PERFORM trilha_add_member_count(r.company_id, NEW.type, 1); END IF;
  END LOOP;
  RETURN NULL;
END $$;

CREATE TRIGGER count_members_user_change AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.type IS DISTINCT FROM NEW.type OR (OLD.deleted_at IS NULL) IS DISTINCT FROM (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION trilha_count_user_change();

-- A user deleted for good: their memberships go first, while the user row still tells their type
-- (the foreign key's cascade would delete them after it, when the type can no longer be read).
CREATE FUNCTION trilha_release_memberships() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  DELETE FROM company_users WHERE user_id = OLD.id;
  RETURN OLD;
END $$;

CREATE TRIGGER count_members_user_delete BEFORE DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION trilha_release_memberships();

-- Inscriptions: active ones, per discipline; inserts and deletes per statement as above (an
-- import of 5,000 lines is one change), status changes per row.
CREATE FUNCTION trilha_count_inscriptions() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR r IN SELECT i.company_id, i.discipline_id, count(*)::int AS n FROM added i
              WHERE i.status = 'active' GROUP BY 1, 2 ORDER BY 1, 2 LOOP
      PERFORM trilha_add_inscription_count(r.company_id, r.discipline_id, r.n);
    END LOOP;
  ELSE
    FOR r IN SELECT i.company_id, i.discipline_id, count(*)::int AS n FROM removed i
              WHERE i.status = 'active' GROUP BY 1, 2 ORDER BY 1, 2 LOOP
      PERFORM trilha_add_inscription_count(r.company_id, r.discipline_id, -r.n);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER count_inscriptions_insert AFTER INSERT ON discipline_inscriptions
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION trilha_count_inscriptions();
CREATE TRIGGER count_inscriptions_delete AFTER DELETE ON discipline_inscriptions
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION trilha_count_inscriptions();

CREATE FUNCTION trilha_count_inscription_change() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  IF OLD.status = 'active' THEN PERFORM trilha_add_inscription_count(OLD.company_id, OLD.discipline_id, -1); END IF;
  IF NEW.status = 'active' THEN PERFORM trilha_add_inscription_count(NEW.company_id, NEW.discipline_id, 1); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER count_inscriptions_change AFTER UPDATE ON discipline_inscriptions FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.company_id IS DISTINCT FROM NEW.company_id
        OR OLD.discipline_id IS DISTINCT FROM NEW.discipline_id)
  EXECUTE FUNCTION trilha_count_inscription_change();

-- TRUNCATE empties the counted table whole (TRUNCATE users CASCADE reaches company_users too).
CREATE FUNCTION trilha_clear_counts() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  IF TG_TABLE_NAME = 'company_users' THEN
    DELETE FROM company_member_counts;
  ELSE
    DELETE FROM discipline_inscription_counts;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER count_members_truncate AFTER TRUNCATE ON company_users
  FOR EACH STATEMENT EXECUTE FUNCTION trilha_clear_counts();
CREATE TRIGGER count_inscriptions_truncate AFTER TRUNCATE ON discipline_inscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION trilha_clear_counts();

-- Recounts from the rows, for one company or (NULL) all: after writes that skipped the triggers
-- (session_replication_role = replica: bench/seed-scale.ts, `pnpm restore`), and below for the
-- rows that exist already. Blocks writes to the counted tables until the caller's transaction
-- ends, so no trigger's change falls between the count and its write.
CREATE FUNCTION trilha_refresh_counts(company integer DEFAULT NULL) RETURNS void
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
END $$;

-- Table-changing helpers: for the migrating role only (the trigger functions run as it).
REVOKE EXECUTE ON FUNCTION trilha_add_member_count(integer, "UserType", integer) FROM PUBLIC;
REVOKE EXECUTE ON FUNCTION trilha_add_inscription_count(integer, integer, integer) FROM PUBLIC;
REVOKE EXECUTE ON FUNCTION trilha_refresh_counts(integer) FROM PUBLIC;

-- The counts of the rows already there (the triggers above already follow new writes: creating
-- them locked the tables against writes until this migration commits).
SELECT trilha_refresh_counts();
