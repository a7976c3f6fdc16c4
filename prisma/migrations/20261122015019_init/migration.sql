-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "UserType" AS ENUM ('student', 'tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin');

-- CreateEnum
CREATE TYPE "CompanyStatus" AS ENUM ('active', 'inactive');

-- CreateEnum
CREATE TYPE "DisciplineType" AS ENUM ('own', 'supplied');

-- CreateEnum
CREATE TYPE "InscriptionRole" AS ENUM ('student', 'tutor', 'teacher');

-- CreateEnum
CREATE TYPE "InscriptionStatus" AS ENUM ('active', 'finished', 'canceled');

-- CreateTable
CREATE TABLE "companies" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "responsible_id" INTEGER,
    "status" "CompanyStatus" NOT NULL DEFAULT 'active',
    "materials_license" INTEGER NOT NULL DEFAULT 0,
    "project_manager_license" INTEGER NOT NULL DEFAULT 0,
    "tutor_manager_license" INTEGER NOT NULL DEFAULT 0,
    "students" INTEGER NOT NULL DEFAULT 0,
    "tutors" INTEGER NOT NULL DEFAULT 0,
    "openai_enabled" BOOLEAN NOT NULL DEFAULT false,
    "smart_question_bank" BOOLEAN NOT NULL DEFAULT false,
    "topic_generator" BOOLEAN NOT NULL DEFAULT false,
    "smart_chat_bot" BOOLEAN NOT NULL DEFAULT false,
    "pro_mode" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "companies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "consumers" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "domain" TEXT NOT NULL,
    "responsible_id" INTEGER,
    "primary_color" TEXT NOT NULL DEFAULT '#ea580c',
    "secondary_color" TEXT NOT NULL DEFAULT '#1e293b',
    "original_primary_color" TEXT NOT NULL DEFAULT '#ea580c',
    "original_secondary_color" TEXT NOT NULL DEFAULT '#1e293b',
    "photo" TEXT,
    "tutoring_phone_number" TEXT,
    "tutoring_phone_number_enabled" BOOLEAN NOT NULL DEFAULT false,
    "settings" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "consumers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "type" "UserType" NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "avatar" TEXT,
    "avatar_attributes" JSONB,
    "resume" TEXT,
    "city" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "company_users" (
    "company_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "responsible_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "company_users_pkey" PRIMARY KEY ("company_id","user_id")
);

-- CreateTable
CREATE TABLE "access_tokens" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "impersonator_id" INTEGER,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "last_used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "access_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "password_resets" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_resets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "disciplines" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "visible" BOOLEAN NOT NULL DEFAULT true,
    "type" "DisciplineType" NOT NULL DEFAULT 'own',
    "consumer_id" INTEGER,
    "owner_id" INTEGER,
    "image" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "disciplines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "discipline_tags" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "color" TEXT NOT NULL DEFAULT '#64748b',
    "is_editable" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "discipline_tags_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "discipline_tag_links" (
    "company_id" INTEGER NOT NULL,
    "discipline_id" INTEGER NOT NULL,
    "discipline_tag_id" INTEGER NOT NULL,

    CONSTRAINT "discipline_tag_links_pkey" PRIMARY KEY ("discipline_id","discipline_tag_id")
);

-- CreateTable
CREATE TABLE "discipline_inscriptions" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "discipline_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "role" "InscriptionRole" NOT NULL DEFAULT 'student',
    "status" "InscriptionStatus" NOT NULL DEFAULT 'active',
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "discipline_inscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "companies_status_deleted_at_idx" ON "companies"("status", "deleted_at");

-- CreateIndex
CREATE INDEX "companies_responsible_id_idx" ON "companies"("responsible_id");

-- CreateIndex
CREATE UNIQUE INDEX "consumers_domain_key" ON "consumers"("domain");

-- CreateIndex
CREATE INDEX "consumers_company_id_idx" ON "consumers"("company_id");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "users_type_idx" ON "users"("type");

-- CreateIndex
CREATE INDEX "company_users_user_id_idx" ON "company_users"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "access_tokens_token_hash_key" ON "access_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "access_tokens_user_id_idx" ON "access_tokens"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "password_resets_token_hash_key" ON "password_resets"("token_hash");

-- CreateIndex
CREATE INDEX "password_resets_user_id_idx" ON "password_resets"("user_id");

-- CreateIndex
CREATE INDEX "disciplines_company_id_deleted_at_name_idx" ON "disciplines"("company_id", "deleted_at", "name");

-- CreateIndex
CREATE INDEX "disciplines_company_id_type_idx" ON "disciplines"("company_id", "type");

-- CreateIndex
CREATE INDEX "disciplines_company_id_consumer_id_idx" ON "disciplines"("company_id", "consumer_id");

-- CreateIndex
CREATE INDEX "discipline_tags_company_id_idx" ON "discipline_tags"("company_id");

-- CreateIndex
CREATE INDEX "discipline_tag_links_company_id_discipline_tag_id_idx" ON "discipline_tag_links"("company_id", "discipline_tag_id");

-- CreateIndex
CREATE INDEX "discipline_inscriptions_company_id_user_id_status_idx" ON "discipline_inscriptions"("company_id", "user_id", "status");

-- CreateIndex
CREATE INDEX "discipline_inscriptions_company_id_discipline_id_status_idx" ON "discipline_inscriptions"("company_id", "discipline_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "discipline_inscriptions_discipline_id_user_id_key" ON "discipline_inscriptions"("discipline_id", "user_id");

-- AddForeignKey
ALTER TABLE "companies" ADD CONSTRAINT "companies_responsible_id_fkey" FOREIGN KEY ("responsible_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consumers" ADD CONSTRAINT "consumers_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "disciplines" ADD CONSTRAINT "disciplines_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "disciplines" ADD CONSTRAINT "disciplines_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discipline_tags" ADD CONSTRAINT "discipline_tags_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discipline_tag_links" ADD CONSTRAINT "discipline_tag_links_discipline_id_fkey" FOREIGN KEY ("discipline_id") REFERENCES "disciplines"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discipline_tag_links" ADD CONSTRAINT "discipline_tag_links_discipline_tag_id_fkey" FOREIGN KEY ("discipline_tag_id") REFERENCES "discipline_tags"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discipline_inscriptions" ADD CONSTRAINT "discipline_inscriptions_discipline_id_fkey" FOREIGN KEY ("discipline_id") REFERENCES "disciplines"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discipline_inscriptions" ADD CONSTRAINT "discipline_inscriptions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
