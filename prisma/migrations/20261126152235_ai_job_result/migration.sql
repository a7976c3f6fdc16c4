-- AlterTable
ALTER TABLE "ai_jobs" ADD COLUMN     "result" JSONB;
