-- AlterTable
ALTER TABLE "ai_jobs" ADD COLUMN     "attempt_id" INTEGER;
