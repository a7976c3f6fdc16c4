-- An academic role's own disciplines by key (GET /disciplines for a teacher or student: their
-- enrolments and the disciplines they own), instead of testing every discipline of the tenant.
-- CreateIndex
CREATE INDEX "disciplines_company_id_owner_id_idx" ON "disciplines"("company_id", "owner_id");
