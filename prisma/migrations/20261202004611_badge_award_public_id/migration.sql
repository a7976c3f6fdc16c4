-- AlterTable
ALTER TABLE "user_badges" ADD COLUMN     "public_id" UUID NOT NULL DEFAULT gen_random_uuid();

-- CreateIndex
CREATE UNIQUE INDEX "user_badges_company_id_public_id_key" ON "user_badges"("company_id", "public_id");
