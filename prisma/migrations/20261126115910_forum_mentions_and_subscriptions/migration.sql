-- AlterTable
ALTER TABLE "forums" ADD COLUMN     "published_at" TIMESTAMPTZ(3);
-- Forums visible today were announced (or never will be by the old code): mark them, so showing a
-- hidden one later is the only thing that sends ForumCreated from now on.
UPDATE "forums" SET "published_at" = "created_at" WHERE "is_visible";

-- CreateTable
CREATE TABLE "comment_mentions" (
    "company_id" INTEGER NOT NULL,
    "comment_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "removed_at" TIMESTAMPTZ(3),

    CONSTRAINT "comment_mentions_pkey" PRIMARY KEY ("company_id","comment_id","user_id")
);

-- CreateTable
CREATE TABLE "forum_subscriptions" (
    "company_id" INTEGER NOT NULL,
    "forum_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "forum_subscriptions_pkey" PRIMARY KEY ("company_id","forum_id","user_id")
);

-- CreateTable
CREATE TABLE "thread_subscriptions" (
    "company_id" INTEGER NOT NULL,
    "thread_id" INTEGER NOT NULL,
    "forum_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "thread_subscriptions_pkey" PRIMARY KEY ("company_id","thread_id","user_id")
);

-- CreateIndex
CREATE INDEX "comment_mentions_company_id_user_id_idx" ON "comment_mentions"("company_id", "user_id");

-- CreateIndex
CREATE INDEX "forum_subscriptions_company_id_user_id_idx" ON "forum_subscriptions"("company_id", "user_id");

-- CreateIndex
CREATE INDEX "thread_subscriptions_company_id_user_id_idx" ON "thread_subscriptions"("company_id", "user_id");

-- CreateIndex
CREATE INDEX "forum_comments_hidden_idx" ON "forum_comments"("company_id", "forum_id") WHERE (status = 'hidden');

-- AddForeignKey
ALTER TABLE "comment_mentions" ADD CONSTRAINT "comment_mentions_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comment_mentions" ADD CONSTRAINT "comment_mentions_comment_id_fkey" FOREIGN KEY ("comment_id") REFERENCES "forum_comments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comment_mentions" ADD CONSTRAINT "comment_mentions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "forum_subscriptions" ADD CONSTRAINT "forum_subscriptions_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "forum_subscriptions" ADD CONSTRAINT "forum_subscriptions_forum_id_fkey" FOREIGN KEY ("forum_id") REFERENCES "forums"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "forum_subscriptions" ADD CONSTRAINT "forum_subscriptions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "thread_subscriptions" ADD CONSTRAINT "thread_subscriptions_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "thread_subscriptions" ADD CONSTRAINT "thread_subscriptions_thread_id_fkey" FOREIGN KEY ("thread_id") REFERENCES "forum_comments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "thread_subscriptions" ADD CONSTRAINT "thread_subscriptions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Tenancy backstop (generated: prisma/src/migrate/tenancy.ts; see docs/migrations.md, "Tenant tables").
-- Row-level security: rows are visible and writable only for the tenant bound to the connection.
SELECT trilha_enable_tenant_rls('comment_mentions');
SELECT trilha_enable_tenant_rls('forum_subscriptions');
SELECT trilha_enable_tenant_rls('thread_subscriptions');
-- A child row must belong to the same company as its parent row.
SELECT trilha_add_parent_check('comment_mentions', 'comment_id', 'forum_comments', 'id');
SELECT trilha_add_parent_check('forum_subscriptions', 'forum_id', 'forums', 'id');
SELECT trilha_add_parent_check('thread_subscriptions', 'thread_id', 'forum_comments', 'id');
