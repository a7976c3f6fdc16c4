-- CreateTable
CREATE TABLE "accessibility_settings" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "dyslexia" BOOLEAN NOT NULL DEFAULT false,
    "font_multiplier" DECIMAL(2,1) NOT NULL DEFAULT 1,
    "contrast_multiplier" INTEGER NOT NULL DEFAULT 1,
    "color_blindness_index" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "accessibility_settings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "accessibility_settings_company_id_user_id_key" ON "accessibility_settings"("company_id", "user_id");

-- AddForeignKey
ALTER TABLE "accessibility_settings" ADD CONSTRAINT "accessibility_settings_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "accessibility_settings" ADD CONSTRAINT "accessibility_settings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Tenancy backstop (generated: prisma/src/migrate/tenancy.ts; see docs/migrations.md, "Tenant tables").
-- Row-level security: rows are visible and writable only for the tenant bound to the connection.
SELECT trilha_enable_tenant_rls('accessibility_settings');
-- A child row must belong to the same company as its parent row.

-- The panel's steps only (001 §5, §9), whatever writes the row: font 1.0..2.0, contrast 1, 5, 9, 13, scheme 0..3 or off.
ALTER TABLE "accessibility_settings"
    ADD CONSTRAINT "accessibility_settings_font_multiplier_check" CHECK ("font_multiplier" BETWEEN 1 AND 2),
    ADD CONSTRAINT "accessibility_settings_contrast_multiplier_check" CHECK ("contrast_multiplier" IN (1, 5, 9, 13)),
    ADD CONSTRAINT "accessibility_settings_color_blindness_index_check" CHECK ("color_blindness_index" BETWEEN 0 AND 3);
