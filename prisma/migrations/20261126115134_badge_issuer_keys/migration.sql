-- CreateTable
CREATE TABLE "issuer_keys" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "kid" TEXT NOT NULL,
    "public_jwk" JSONB NOT NULL,
    "private_key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "issuer_keys_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "issuer_keys_company_id_created_at_idx" ON "issuer_keys"("company_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "issuer_keys_company_id_kid_key" ON "issuer_keys"("company_id", "kid");

-- AddForeignKey
ALTER TABLE "issuer_keys" ADD CONSTRAINT "issuer_keys_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Tenancy backstop (generated: prisma/src/migrate/tenancy.ts; see docs/migrations.md, "Tenant tables").
-- Row-level security: rows are visible and writable only for the tenant bound to the connection.
SELECT trilha_enable_tenant_rls('issuer_keys');
-- A child row must belong to the same company as its parent row.
