-- CreateExtension (by hand: the schema folder does not declare extensions, see assessment.prisma)
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateIndex
CREATE INDEX "questions_title_trgm_idx" ON "questions" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "questions_text_trgm_idx" ON "questions" USING GIN ("text" gin_trgm_ops);
