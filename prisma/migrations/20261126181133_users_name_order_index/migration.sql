-- CreateIndex
CREATE INDEX "users_name_id_idx" ON "users"("name", "id");
