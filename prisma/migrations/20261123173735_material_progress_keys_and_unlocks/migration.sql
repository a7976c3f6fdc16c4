-- DropIndex
DROP INDEX "discipline_progress_user_id_discipline_id_key";

-- DropIndex
DROP INDEX "material_item_progress_user_id_material_item_id_key";

-- CreateTable
CREATE TABLE "material_item_unlocks" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "material_item_id" INTEGER NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "material_item_unlocks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "material_item_unlocks_company_id_material_item_id_idx" ON "material_item_unlocks"("company_id", "material_item_id");

-- CreateIndex
CREATE UNIQUE INDEX "material_item_unlocks_company_id_user_id_material_item_id_key" ON "material_item_unlocks"("company_id", "user_id", "material_item_id");

-- CreateIndex
CREATE UNIQUE INDEX "discipline_progress_company_id_user_id_discipline_id_key" ON "discipline_progress"("company_id", "user_id", "discipline_id");

-- CreateIndex
CREATE UNIQUE INDEX "material_item_progress_company_id_user_id_material_item_id_key" ON "material_item_progress"("company_id", "user_id", "material_item_id");

-- AddForeignKey
ALTER TABLE "material_item_unlocks" ADD CONSTRAINT "material_item_unlocks_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_item_unlocks" ADD CONSTRAINT "material_item_unlocks_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_item_unlocks" ADD CONSTRAINT "material_item_unlocks_material_item_id_fkey" FOREIGN KEY ("material_item_id") REFERENCES "material_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Tenancy backstop (generated: prisma/src/migrate/tenancy.ts; see docs/migrations.md, "Tenant tables").
-- Row-level security: rows are visible and writable only for the tenant bound to the connection.
SELECT trilha_enable_tenant_rls('material_item_unlocks');
-- A child row must belong to the same company as its parent row.
SELECT trilha_add_parent_check('material_item_unlocks', 'material_item_id', 'material_items', 'id');
