-- CreateEnum
CREATE TYPE "QuestionImportStatus" AS ENUM ('pending', 'running', 'done', 'failed');

-- CreateTable
CREATE TABLE "question_imports" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "discipline_id" INTEGER NOT NULL,
    "file_name" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "status" "QuestionImportStatus" NOT NULL DEFAULT 'pending',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "file" BYTEA,
    "items" JSONB NOT NULL DEFAULT '[]',
    "imported_count" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "question_imports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "question_imports_company_id_user_id_id_idx" ON "question_imports"("company_id", "user_id", "id" DESC);

-- AddForeignKey
ALTER TABLE "question_imports" ADD CONSTRAINT "question_imports_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Tenancy backstop (generated: prisma/src/migrate/tenancy.ts; see docs/migrations.md, "Tenant tables").
-- Row-level security: rows are visible and writable only for the tenant bound to the connection.
SELECT trilha_enable_tenant_rls('question_imports');
-- A child row must belong to the same company as its parent row.
