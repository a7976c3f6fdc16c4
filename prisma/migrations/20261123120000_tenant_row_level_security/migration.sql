-- Tenancy backstop in the database (docs/data-model.md, "Row-level security"). Hand-written:
-- Prisma's schema diff ignores roles, policies and triggers (migrate:check verifies that this
-- migration leaves no schema drift).

-- 1. The app role. Roles are cluster-wide, so this is idempotent (and safe when two databases of
-- one cluster migrate at once). No password here: operators set one (ALTER ROLE trilha_app
-- PASSWORD ..., or APP_DB_PASSWORD with the migrate CLI). A role an operator created beforehand is
-- kept, so the migration needs no CREATEROLE then, but it must not bypass row-level security.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'trilha_app') THEN
    BEGIN
      CREATE ROLE trilha_app LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL; -- created meanwhile by a concurrent migration of another database
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'trilha_app' AND (rolsuper OR rolbypassrls)) THEN
    RAISE EXCEPTION 'role trilha_app must be NOSUPERUSER NOBYPASSRLS: row-level security would not apply to it';
  END IF;
END $$;

-- 2. Privileges: data access on every table and sequence of this schema, now and for the tables
-- of later migrations (default privileges of the role that runs the migrations), but not on
-- Prisma's migration history.
DO $$
DECLARE
  s text := current_schema();
BEGIN
  EXECUTE format('GRANT USAGE ON SCHEMA %I TO trilha_app', s);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO trilha_app', s);
  EXECUTE format('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA %I TO trilha_app', s);
  EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO trilha_app', s);
  EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT USAGE, SELECT ON SEQUENCES TO trilha_app', s);
  IF to_regclass(format('%I._prisma_migrations', s)) IS NOT NULL THEN
    EXECUTE format('REVOKE ALL ON %I._prisma_migrations FROM trilha_app', s);
  END IF;
END $$;

-- 3. Row-level security on one tenant table: its rows are visible and writable only when
-- company_id equals the tenant bound to the session or transaction (trilha.company_id). Without a
-- bound tenant, reading a row fails (the setting is missing or '', which is not an integer), and
-- so does any write. No FORCE: the table owner (migrations, the platform's global client) is not
-- subject to the policy; the tenant client connects as trilha_app. Idempotent.
CREATE OR REPLACE FUNCTION trilha_enable_tenant_rls(tbl regclass) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s '
    'USING (company_id = current_setting(''trilha.company_id'')::int) '
    'WITH CHECK (company_id = current_setting(''trilha.company_id'')::int)',
    tbl);
END $$;

-- 4. A child row must carry its parent row's company_id. One generic trigger function; the trigger
-- passes (parent table, foreign-key column, parent key column). SECURITY DEFINER (owned by the
-- migrating role, which row-level security does not restrict): under the app role another
-- tenant's parent would be invisible, and the check would wrongly pass. A missing parent is left
-- to the foreign key itself.
CREATE OR REPLACE FUNCTION trilha_check_parent_company() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  parent_company integer;
  parent_id text;
BEGIN
  EXECUTE format('SELECT company_id FROM %I.%I WHERE %I = ($1).%I', TG_TABLE_SCHEMA, TG_ARGV[0], TG_ARGV[2], TG_ARGV[1])
    INTO parent_company USING NEW;
  IF parent_company IS NOT NULL AND parent_company IS DISTINCT FROM NEW.company_id THEN
    EXECUTE format('SELECT ($1).%I::text', TG_ARGV[1]) INTO parent_id USING NEW;
    RAISE EXCEPTION '%.% = % refers to a % row of company %, but the row belongs to company %',
      TG_TABLE_NAME, TG_ARGV[1], parent_id, TG_ARGV[0], parent_company, NEW.company_id
      USING ERRCODE = 'check_violation', CONSTRAINT = TG_NAME, TABLE = TG_TABLE_NAME, SCHEMA = TG_TABLE_SCHEMA;
  END IF;
  RETURN NEW;
END $$;

-- Adds (or replaces) the check on one foreign key: before insert, and before any update of the key
-- or of company_id. Idempotent.
CREATE OR REPLACE FUNCTION trilha_add_parent_check(child regclass, fk_column name, parent regclass, parent_column name DEFAULT 'id')
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  trigger_name text := 'tenant_parent_' || fk_column;
  parent_table name := (SELECT relname FROM pg_class WHERE oid = parent);
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', trigger_name, child);
  EXECUTE format(
    'CREATE TRIGGER %I BEFORE INSERT OR UPDATE OF %I, company_id ON %s '
    'FOR EACH ROW EXECUTE FUNCTION trilha_check_parent_company(%L, %L, %L)',
    trigger_name, fk_column, child, parent_table, fk_column, parent_column);
END $$;

-- The helpers change tables: for the migrating role only.
REVOKE EXECUTE ON FUNCTION trilha_enable_tenant_rls(regclass) FROM PUBLIC;
REVOKE EXECUTE ON FUNCTION trilha_add_parent_check(regclass, name, regclass, name) FROM PUBLIC;

-- 5. Every tenant table and tenant foreign key as of this migration. The list was generated from the
-- catalog (`tsx src/migrate/cli.ts tenancy --all`); migrate:create appends the same for new ones.
-- Row-level security: rows are visible and writable only for the tenant bound to the connection.
SELECT trilha_enable_tenant_rls('assignment_evaluations');
SELECT trilha_enable_tenant_rls('assignment_submissions');
SELECT trilha_enable_tenant_rls('attempt_answers');
SELECT trilha_enable_tenant_rls('attempts');
SELECT trilha_enable_tenant_rls('badges');
SELECT trilha_enable_tenant_rls('calendar_events');
SELECT trilha_enable_tenant_rls('comment_votes');
SELECT trilha_enable_tenant_rls('company_users');
SELECT trilha_enable_tenant_rls('consumer_disciplines');
SELECT trilha_enable_tenant_rls('discipline_inscriptions');
SELECT trilha_enable_tenant_rls('discipline_progress');
SELECT trilha_enable_tenant_rls('discipline_tag_links');
SELECT trilha_enable_tenant_rls('discipline_tags');
SELECT trilha_enable_tenant_rls('discipline_topics');
SELECT trilha_enable_tenant_rls('disciplines');
SELECT trilha_enable_tenant_rls('files');
SELECT trilha_enable_tenant_rls('follows');
SELECT trilha_enable_tenant_rls('forum_comments');
SELECT trilha_enable_tenant_rls('forum_reads');
SELECT trilha_enable_tenant_rls('forums');
SELECT trilha_enable_tenant_rls('grades');
SELECT trilha_enable_tenant_rls('leads');
SELECT trilha_enable_tenant_rls('lti_consumers');
SELECT trilha_enable_tenant_rls('material_item_progress');
SELECT trilha_enable_tenant_rls('material_item_questions');
SELECT trilha_enable_tenant_rls('material_item_settings');
SELECT trilha_enable_tenant_rls('material_items');
SELECT trilha_enable_tenant_rls('material_reviews');
SELECT trilha_enable_tenant_rls('materials');
SELECT trilha_enable_tenant_rls('notifications');
SELECT trilha_enable_tenant_rls('points_ledger');
SELECT trilha_enable_tenant_rls('question_feedbacks');
SELECT trilha_enable_tenant_rls('question_options');
SELECT trilha_enable_tenant_rls('questions');
SELECT trilha_enable_tenant_rls('report_requests');
SELECT trilha_enable_tenant_rls('study_sessions');
SELECT trilha_enable_tenant_rls('suppliers');
SELECT trilha_enable_tenant_rls('tutor_settings');
SELECT trilha_enable_tenant_rls('user_badges');
SELECT trilha_enable_tenant_rls('warning_reads');
SELECT trilha_enable_tenant_rls('warnings');
-- A child row must belong to the same company as its parent row.
SELECT trilha_add_parent_check('assignment_evaluations', 'submission_id', 'assignment_submissions', 'id');
SELECT trilha_add_parent_check('assignment_submissions', 'file_id', 'files', 'id');
SELECT trilha_add_parent_check('assignment_submissions', 'material_item_id', 'material_items', 'id');
SELECT trilha_add_parent_check('attempt_answers', 'attempt_id', 'attempts', 'id');
SELECT trilha_add_parent_check('attempt_answers', 'option_id', 'question_options', 'id');
SELECT trilha_add_parent_check('attempt_answers', 'question_id', 'questions', 'id');
SELECT trilha_add_parent_check('attempts', 'material_item_id', 'material_items', 'id');
SELECT trilha_add_parent_check('calendar_events', 'discipline_id', 'disciplines', 'id');
SELECT trilha_add_parent_check('comment_votes', 'comment_id', 'forum_comments', 'id');
SELECT trilha_add_parent_check('consumer_disciplines', 'consumer_id', 'consumers', 'id');
SELECT trilha_add_parent_check('consumer_disciplines', 'discipline_id', 'disciplines', 'id');
SELECT trilha_add_parent_check('consumer_disciplines', 'supplier_id', 'suppliers', 'id');
SELECT trilha_add_parent_check('discipline_inscriptions', 'discipline_id', 'disciplines', 'id');
SELECT trilha_add_parent_check('discipline_progress', 'discipline_id', 'disciplines', 'id');
SELECT trilha_add_parent_check('discipline_tag_links', 'discipline_id', 'disciplines', 'id');
SELECT trilha_add_parent_check('discipline_tag_links', 'discipline_tag_id', 'discipline_tags', 'id');
SELECT trilha_add_parent_check('discipline_topics', 'discipline_id', 'disciplines', 'id');
SELECT trilha_add_parent_check('forum_comments', 'forum_id', 'forums', 'id');
SELECT trilha_add_parent_check('forum_comments', 'parent_id', 'forum_comments', 'id');
SELECT trilha_add_parent_check('forum_reads', 'forum_id', 'forums', 'id');
SELECT trilha_add_parent_check('forums', 'discipline_id', 'disciplines', 'id');
SELECT trilha_add_parent_check('grades', 'attempt_id', 'attempts', 'id');
SELECT trilha_add_parent_check('grades', 'discipline_id', 'disciplines', 'id');
SELECT trilha_add_parent_check('grades', 'material_item_id', 'material_items', 'id');
SELECT trilha_add_parent_check('material_item_progress', 'discipline_id', 'disciplines', 'id');
SELECT trilha_add_parent_check('material_item_progress', 'material_id', 'materials', 'id');
SELECT trilha_add_parent_check('material_item_progress', 'material_item_id', 'material_items', 'id');
SELECT trilha_add_parent_check('material_item_questions', 'material_item_id', 'material_items', 'id');
SELECT trilha_add_parent_check('material_item_questions', 'question_id', 'questions', 'id');
SELECT trilha_add_parent_check('material_item_settings', 'material_item_id', 'material_items', 'id');
SELECT trilha_add_parent_check('material_items', 'audio_file_id', 'files', 'id');
SELECT trilha_add_parent_check('material_items', 'discipline_id', 'disciplines', 'id');
SELECT trilha_add_parent_check('material_items', 'file_id', 'files', 'id');
SELECT trilha_add_parent_check('material_items', 'material_id', 'materials', 'id');
SELECT trilha_add_parent_check('material_reviews', 'discipline_id', 'disciplines', 'id');
SELECT trilha_add_parent_check('material_reviews', 'material_id', 'materials', 'id');
SELECT trilha_add_parent_check('materials', 'discipline_id', 'disciplines', 'id');
SELECT trilha_add_parent_check('notifications', 'discipline_id', 'disciplines', 'id');
SELECT trilha_add_parent_check('question_feedbacks', 'question_id', 'questions', 'id');
SELECT trilha_add_parent_check('question_options', 'question_id', 'questions', 'id');
SELECT trilha_add_parent_check('questions', 'discipline_id', 'disciplines', 'id');
SELECT trilha_add_parent_check('questions', 'topic_id', 'discipline_topics', 'id');
SELECT trilha_add_parent_check('study_sessions', 'discipline_id', 'disciplines', 'id');
SELECT trilha_add_parent_check('user_badges', 'badge_id', 'badges', 'id');
SELECT trilha_add_parent_check('warning_reads', 'warning_id', 'warnings', 'id');
