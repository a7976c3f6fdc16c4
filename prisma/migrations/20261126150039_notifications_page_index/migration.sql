-- DropIndex
DROP INDEX "notifications_company_id_user_id_created_at_idx";

-- CreateIndex
CREATE INDEX "notifications_company_id_user_id_created_at_id_idx" ON "notifications"("company_id", "user_id", "created_at" DESC, "id" DESC);
