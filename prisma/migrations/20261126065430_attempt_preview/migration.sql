-- AlterTable
ALTER TABLE "attempts" ADD COLUMN     "preview" BOOLEAN NOT NULL DEFAULT false;
