-- AlterTable
ALTER TABLE "companies" ADD COLUMN     "scorm_allowed_origins" TEXT[] DEFAULT ARRAY[]::TEXT[];
