-- AlterTable
ALTER TABLE "notifications" ADD COLUMN     "source_event_id" BIGINT;

-- CreateIndex
CREATE UNIQUE INDEX "notifications_source_event_user_key" ON "notifications"("company_id", "source_event_id", "user_id");
