-- CreateTable
CREATE TABLE "scorm_attempts" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "material_item_id" INTEGER NOT NULL,
    "version" TEXT NOT NULL,
    "cmi" JSONB NOT NULL DEFAULT '{}',
    "lesson_status" TEXT,
    "completion_status" TEXT,
    "success_status" TEXT,
    "score_raw" DOUBLE PRECISION,
    "completed_at" TIMESTAMPTZ(3),
    "launch_token_hash" TEXT,
    "launch_expires_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "scorm_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "scorm_attempts_company_id_material_item_id_idx" ON "scorm_attempts"("company_id", "material_item_id");

-- CreateIndex
CREATE UNIQUE INDEX "scorm_attempts_company_id_user_id_material_item_id_key" ON "scorm_attempts"("company_id", "user_id", "material_item_id");

-- CreateIndex
CREATE UNIQUE INDEX "scorm_attempts_company_id_launch_token_hash_key" ON "scorm_attempts"("company_id", "launch_token_hash");

-- AddForeignKey
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_material_item_id_fkey" FOREIGN KEY ("material_item_id") REFERENCES "material_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Tenancy backstop (generated: prisma/src/migrate/tenancy.ts; see docs/migrations.md, "Tenant tables").
-- Row-level security: rows are visible and writable only for the tenant bound to the connection.
SELECT trilha_enable_tenant_rls('scorm_attempts');
-- A child row must belong to the same company as its parent row.
SELECT trilha_add_parent_check('scorm_attempts', 'material_item_id', 'material_items', 'id');
