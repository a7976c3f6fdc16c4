-- AlterTable
ALTER TABLE "notifications" ADD COLUMN     "params" JSONB;

-- CreateTable
CREATE TABLE "notification_settings" (
    "company_id" INTEGER NOT NULL,
    "retention_days" INTEGER NOT NULL DEFAULT 180,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notification_settings_pkey" PRIMARY KEY ("company_id")
);

-- CreateTable
CREATE TABLE "notification_recipients" (
    "company_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notification_recipients_pkey" PRIMARY KEY ("company_id","user_id")
);

-- CreateIndex
CREATE INDEX "notifications_company_id_created_at_idx" ON "notifications"("company_id", "created_at");

-- AddForeignKey
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Tenancy backstop (generated: prisma/src/migrate/tenancy.ts; see docs/migrations.md, "Tenant tables").
-- Row-level security: rows are visible and writable only for the tenant bound to the connection.
SELECT trilha_enable_tenant_rls('notification_recipients');
SELECT trilha_enable_tenant_rls('notification_settings');
-- A child row must belong to the same company as its parent row.

-- Backfill (issue 29): the rows written before params were kept get them from their pt-BR title,
-- where the title is the type's template word for word; the others keep params NULL and are shown
-- with their stored title (renderNotificationTitle's fallback).
UPDATE "notifications" n SET "params" = p.params
FROM (
  SELECT company_id, id,
    CASE type
      WHEN 'MaterialCreated' THEN (SELECT jsonb_build_object('name', m[1]) FROM regexp_match(title, '^Novo material: (.*)$', 's') m WHERE m IS NOT NULL)
      WHEN 'MaterialItemCreated' THEN (SELECT jsonb_build_object('title', m[1]) FROM regexp_match(title, '^Novo item: (.*)$', 's') m WHERE m IS NOT NULL)
      WHEN 'ForumCreated' THEN (SELECT jsonb_build_object('title', m[1]) FROM regexp_match(title, '^Novo fórum: (.*)$', 's') m WHERE m IS NOT NULL)
      WHEN 'ForumCommentMentioned' THEN (SELECT jsonb_build_object('author', m[1], 'title', m[2]) FROM regexp_match(title, '^(.+?) mencionou você em (.*)$', 's') m WHERE m IS NOT NULL)
      WHEN 'ForumCommentCreated' THEN (SELECT jsonb_build_object('author', m[1], 'title', m[2]) FROM regexp_match(title, '^(.+?) comentou em (.*)$', 's') m WHERE m IS NOT NULL)
      WHEN 'ForumReplyCreated' THEN (SELECT jsonb_build_object('author', m[1], 'title', m[2]) FROM regexp_match(title, '^(.+?) respondeu em uma discussão que você segue: (.*)$', 's') m WHERE m IS NOT NULL)
    END AS params
  FROM "notifications" WHERE "params" IS NULL
) p
WHERE n.company_id = p.company_id AND n.id = p.id AND p.params IS NOT NULL;
