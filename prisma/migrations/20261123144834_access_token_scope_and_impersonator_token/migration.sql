-- AlterTable
ALTER TABLE "access_tokens" ADD COLUMN     "impersonator_token_id" INTEGER,
ADD COLUMN     "scope_company_id" INTEGER;

-- CreateIndex
CREATE INDEX "access_tokens_impersonator_token_id_idx" ON "access_tokens"("impersonator_token_id");

-- AddForeignKey
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_impersonator_token_id_fkey" FOREIGN KEY ("impersonator_token_id") REFERENCES "access_tokens"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_scope_company_id_fkey" FOREIGN KEY ("scope_company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;
