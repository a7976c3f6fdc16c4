-- CreateEnum
CREATE TYPE "ContactType" AS ENUM ('email', 'phone', 'whatsapp', 'linkedin', 'other');

-- CreateEnum
CREATE TYPE "SupplierStatus" AS ENUM ('active', 'inactive');

-- CreateEnum
CREATE TYPE "ConsumerDisciplineStatus" AS ENUM ('pending', 'approved', 'disapproved');

-- CreateEnum
CREATE TYPE "ConsumerDisciplineType" AS ENUM ('supplied', 'personalized');

-- CreateEnum
CREATE TYPE "MaterialItemType" AS ENUM ('task', 'url', 'quiz', 'iframe', 'file', 'scorm', 'audio');

-- CreateEnum
CREATE TYPE "MaterialFileType" AS ENUM ('pdf', 'docx', 'txt');

-- CreateEnum
CREATE TYPE "QuestionType" AS ENUM ('descriptive', 'choice', 'true_or_false');

-- CreateEnum
CREATE TYPE "AttemptStatus" AS ENUM ('started', 'finished');

-- CreateEnum
CREATE TYPE "SubmissionStatus" AS ENUM ('submitted', 'evaluated');

-- CreateEnum
CREATE TYPE "GradeStatus" AS ENUM ('pending', 'graded');

-- CreateEnum
CREATE TYPE "WarningStatus" AS ENUM ('active', 'inactive');

-- CreateEnum
CREATE TYPE "ForumStatus" AS ENUM ('open', 'closed');

-- CreateEnum
CREATE TYPE "CommentStatus" AS ENUM ('visible', 'hidden');

-- CreateEnum
CREATE TYPE "ReportStatus" AS ENUM ('pending', 'processing', 'done', 'failed');

-- CreateTable
CREATE TABLE "contacts" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "type" "ContactType" NOT NULL,
    "email" TEXT,
    "phone_number" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "contacts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "follows" (
    "company_id" INTEGER NOT NULL,
    "follower_id" INTEGER NOT NULL,
    "followed_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "follows_pkey" PRIMARY KEY ("company_id","follower_id","followed_id")
);

-- CreateTable
CREATE TABLE "tutor_settings" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "weekly_hours" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "tutor_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lti_consumers" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "consumer_key" TEXT NOT NULL,
    "secret" TEXT NOT NULL,
    "lti_version" TEXT NOT NULL DEFAULT '1.1',
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "settings" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "lti_consumers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "leads" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "name" VARCHAR(255) NOT NULL,
    "company" VARCHAR(255) NOT NULL,
    "contact" VARCHAR(32) NOT NULL,
    "email" VARCHAR(255) NOT NULL,
    "additional_comments" VARCHAR(255),
    "functionality_triggered" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "leads_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "suppliers" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "supplier_company_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "status" "SupplierStatus" NOT NULL DEFAULT 'active',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "suppliers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "consumer_disciplines" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "consumer_id" INTEGER NOT NULL,
    "supplier_id" INTEGER,
    "source_discipline_id" INTEGER,
    "discipline_id" INTEGER,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "type" "ConsumerDisciplineType" NOT NULL DEFAULT 'supplied',
    "status" "ConsumerDisciplineStatus" NOT NULL DEFAULT 'pending',
    "decided_by_id" INTEGER,
    "decided_at" TIMESTAMPTZ(3),
    "copied_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "consumer_disciplines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "discipline_topics" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "discipline_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "generated_by_ai" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "discipline_topics_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "files" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "uploader_id" INTEGER,
    "storage_key" TEXT NOT NULL,
    "original_name" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "checksum" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "materials" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "discipline_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "color" TEXT NOT NULL DEFAULT '#ea580c',
    "image" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "materials_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "material_items" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "material_id" INTEGER NOT NULL,
    "discipline_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "type" "MaterialItemType" NOT NULL,
    "file_type" "MaterialFileType",
    "description" TEXT,
    "url" TEXT,
    "iframe_code" TEXT,
    "color" TEXT,
    "image" TEXT,
    "file_id" INTEGER,
    "audio_file_id" INTEGER,
    "scorm_entry_point" TEXT,
    "password_hash" TEXT,
    "visible" BOOLEAN NOT NULL DEFAULT true,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "material_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "material_item_settings" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "material_item_id" INTEGER NOT NULL,
    "max_attempts" INTEGER,
    "time_limit_minutes" INTEGER,
    "passing_grade" DOUBLE PRECISION,
    "weight" DOUBLE PRECISION NOT NULL DEFAULT 1,
    "allow_feedback" BOOLEAN NOT NULL DEFAULT true,
    "show_correct_answers" BOOLEAN NOT NULL DEFAULT false,
    "shuffle_questions" BOOLEAN NOT NULL DEFAULT false,
    "shuffle_options" BOOLEAN NOT NULL DEFAULT false,
    "available_from" TIMESTAMPTZ(3),
    "available_until" TIMESTAMPTZ(3),
    "due_at" TIMESTAMPTZ(3),
    "extra" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "material_item_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "questions" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "discipline_id" INTEGER,
    "topic_id" INTEGER,
    "author_id" INTEGER,
    "title" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "image" TEXT,
    "type" "QuestionType" NOT NULL,
    "answer" TEXT,
    "generated_by_ai" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "questions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "question_options" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "question_id" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "image" TEXT,
    "correct_answer" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "question_options_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "question_feedbacks" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "question_id" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "image" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "question_feedbacks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "material_item_questions" (
    "company_id" INTEGER NOT NULL,
    "material_item_id" INTEGER NOT NULL,
    "question_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "material_item_questions_pkey" PRIMARY KEY ("material_item_id","question_id")
);

-- CreateTable
CREATE TABLE "attempts" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "material_item_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "status" "AttemptStatus" NOT NULL DEFAULT 'started',
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),
    "checked" BOOLEAN NOT NULL DEFAULT false,
    "checked_at" TIMESTAMPTZ(3),
    "checked_by_id" INTEGER,
    "score" DOUBLE PRECISION,
    "feedback" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "attempts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "attempt_answers" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "attempt_id" INTEGER NOT NULL,
    "question_id" INTEGER NOT NULL,
    "option_id" INTEGER,
    "answer_text" TEXT,
    "marked_as" TEXT,
    "is_correct" BOOLEAN,
    "score" DOUBLE PRECISION,
    "feedback" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "attempt_answers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "assignment_submissions" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "material_item_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "text" TEXT,
    "file_id" INTEGER,
    "status" "SubmissionStatus" NOT NULL DEFAULT 'submitted',
    "submitted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "assignment_submissions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "assignment_evaluations" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "submission_id" INTEGER NOT NULL,
    "evaluator_id" INTEGER,
    "grade" DOUBLE PRECISION NOT NULL,
    "comment" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "assignment_evaluations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "material_reviews" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "discipline_id" INTEGER NOT NULL,
    "material_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "rating" INTEGER NOT NULL,
    "comment" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "material_reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "material_item_progress" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "material_item_id" INTEGER NOT NULL,
    "material_id" INTEGER NOT NULL,
    "discipline_id" INTEGER NOT NULL,
    "checked" BOOLEAN NOT NULL DEFAULT false,
    "checked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "material_item_progress_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "discipline_progress" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "discipline_id" INTEGER NOT NULL,
    "checked_items" INTEGER NOT NULL DEFAULT 0,
    "total_items" INTEGER NOT NULL DEFAULT 0,
    "progress" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "discipline_progress_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "grades" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "discipline_id" INTEGER NOT NULL,
    "material_item_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "attempt_id" INTEGER,
    "value" DOUBLE PRECISION,
    "status" "GradeStatus" NOT NULL DEFAULT 'pending',
    "comment" TEXT,
    "graded_by_id" INTEGER,
    "graded_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "grades_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notifications" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "read_at" TIMESTAMPTZ(3),
    "discipline_id" INTEGER,
    "subject_id" INTEGER,
    "data" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "warnings" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "author_id" INTEGER,
    "title" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "image" TEXT,
    "status" "WarningStatus" NOT NULL DEFAULT 'active',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "warnings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "warning_reads" (
    "company_id" INTEGER NOT NULL,
    "warning_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "is_read" BOOLEAN NOT NULL DEFAULT true,
    "read_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "warning_reads_pkey" PRIMARY KEY ("warning_id","user_id")
);

-- CreateTable
CREATE TABLE "calendar_events" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "discipline_id" INTEGER,
    "author_id" INTEGER,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "location" TEXT,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3),
    "all_day" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "calendar_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "forums" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "discipline_id" INTEGER NOT NULL,
    "author_id" INTEGER,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "status" "ForumStatus" NOT NULL DEFAULT 'open',
    "is_visible" BOOLEAN NOT NULL DEFAULT true,
    "votes_enable" BOOLEAN NOT NULL DEFAULT true,
    "total_comments" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "forums_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "forum_comments" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "forum_id" INTEGER NOT NULL,
    "parent_id" INTEGER,
    "thread" INTEGER,
    "path" TEXT NOT NULL DEFAULT '',
    "depth" INTEGER NOT NULL DEFAULT 0,
    "author_id" INTEGER NOT NULL,
    "modified_by_id" INTEGER,
    "text" TEXT NOT NULL,
    "status" "CommentStatus" NOT NULL DEFAULT 'visible',
    "votes" INTEGER NOT NULL DEFAULT 0,
    "num_children" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "forum_comments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "comment_votes" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "comment_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "vote" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "comment_votes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "forum_reads" (
    "company_id" INTEGER NOT NULL,
    "forum_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "last_read_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "forum_reads_pkey" PRIMARY KEY ("forum_id","user_id")
);

-- CreateTable
CREATE TABLE "badges" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "image" TEXT,
    "points" INTEGER NOT NULL DEFAULT 0,
    "criteria" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "badges_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_badges" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "badge_id" INTEGER NOT NULL,
    "awarded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_badges_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "points_ledger" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "points" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "subject_type" TEXT,
    "subject_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "points_ledger_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "study_sessions" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "discipline_id" INTEGER,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ended_at" TIMESTAMPTZ(3),
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "seconds" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "study_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "report_requests" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "filters" JSONB NOT NULL DEFAULT '{}',
    "status" "ReportStatus" NOT NULL DEFAULT 'pending',
    "result_url" TEXT,
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "report_requests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "contacts_user_id_idx" ON "contacts"("user_id");

-- CreateIndex
CREATE INDEX "follows_company_id_followed_id_created_at_idx" ON "follows"("company_id", "followed_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "tutor_settings_user_id_idx" ON "tutor_settings"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "tutor_settings_company_id_user_id_key" ON "tutor_settings"("company_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "lti_consumers_consumer_key_key" ON "lti_consumers"("consumer_key");

-- CreateIndex
CREATE INDEX "lti_consumers_company_id_deleted_at_name_idx" ON "lti_consumers"("company_id", "deleted_at", "name");

-- CreateIndex
CREATE INDEX "leads_company_id_created_at_idx" ON "leads"("company_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "leads_functionality_triggered_idx" ON "leads"("functionality_triggered");

-- CreateIndex
CREATE INDEX "suppliers_supplier_company_id_idx" ON "suppliers"("supplier_company_id");

-- CreateIndex
CREATE UNIQUE INDEX "suppliers_company_id_supplier_company_id_key" ON "suppliers"("company_id", "supplier_company_id");

-- CreateIndex
CREATE INDEX "consumer_disciplines_company_id_status_type_created_at_idx" ON "consumer_disciplines"("company_id", "status", "type", "created_at" DESC);

-- CreateIndex
CREATE INDEX "consumer_disciplines_company_id_consumer_id_status_idx" ON "consumer_disciplines"("company_id", "consumer_id", "status");

-- CreateIndex
CREATE INDEX "consumer_disciplines_source_discipline_id_idx" ON "consumer_disciplines"("source_discipline_id");

-- CreateIndex
CREATE INDEX "consumer_disciplines_discipline_id_idx" ON "consumer_disciplines"("discipline_id");

-- CreateIndex
CREATE UNIQUE INDEX "consumer_disciplines_consumer_id_source_discipline_id_key" ON "consumer_disciplines"("consumer_id", "source_discipline_id");

-- CreateIndex
CREATE INDEX "discipline_topics_company_id_discipline_id_deleted_at_posit_idx" ON "discipline_topics"("company_id", "discipline_id", "deleted_at", "position");

-- CreateIndex
CREATE UNIQUE INDEX "files_storage_key_key" ON "files"("storage_key");

-- CreateIndex
CREATE INDEX "files_company_id_uploader_id_idx" ON "files"("company_id", "uploader_id");

-- CreateIndex
CREATE INDEX "materials_company_id_discipline_id_deleted_at_position_idx" ON "materials"("company_id", "discipline_id", "deleted_at", "position");

-- CreateIndex
CREATE INDEX "material_items_company_id_material_id_deleted_at_position_idx" ON "material_items"("company_id", "material_id", "deleted_at", "position");

-- CreateIndex
CREATE INDEX "material_items_company_id_discipline_id_type_idx" ON "material_items"("company_id", "discipline_id", "type");

-- CreateIndex
CREATE INDEX "material_items_file_id_idx" ON "material_items"("file_id");

-- CreateIndex
CREATE UNIQUE INDEX "material_item_settings_material_item_id_key" ON "material_item_settings"("material_item_id");

-- CreateIndex
CREATE INDEX "material_item_settings_company_id_idx" ON "material_item_settings"("company_id");

-- CreateIndex
CREATE INDEX "questions_company_id_deleted_at_id_idx" ON "questions"("company_id", "deleted_at", "id" DESC);

-- CreateIndex
CREATE INDEX "questions_company_id_discipline_id_id_idx" ON "questions"("company_id", "discipline_id", "id" DESC);

-- CreateIndex
CREATE INDEX "questions_company_id_topic_id_idx" ON "questions"("company_id", "topic_id");

-- CreateIndex
CREATE INDEX "question_options_company_id_question_id_position_idx" ON "question_options"("company_id", "question_id", "position");

-- CreateIndex
CREATE INDEX "question_feedbacks_company_id_question_id_idx" ON "question_feedbacks"("company_id", "question_id");

-- CreateIndex
CREATE INDEX "material_item_questions_company_id_question_id_idx" ON "material_item_questions"("company_id", "question_id");

-- CreateIndex
CREATE INDEX "attempts_company_id_material_item_id_user_id_started_at_idx" ON "attempts"("company_id", "material_item_id", "user_id", "started_at" DESC);

-- CreateIndex
CREATE INDEX "attempts_company_id_user_id_status_idx" ON "attempts"("company_id", "user_id", "status");

-- CreateIndex
CREATE INDEX "attempt_answers_company_id_question_id_idx" ON "attempt_answers"("company_id", "question_id");

-- CreateIndex
CREATE UNIQUE INDEX "attempt_answers_attempt_id_question_id_key" ON "attempt_answers"("attempt_id", "question_id");

-- CreateIndex
CREATE INDEX "assignment_submissions_company_id_material_item_id_status_s_idx" ON "assignment_submissions"("company_id", "material_item_id", "status", "submitted_at" DESC);

-- CreateIndex
CREATE INDEX "assignment_submissions_company_id_user_id_submitted_at_idx" ON "assignment_submissions"("company_id", "user_id", "submitted_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "assignment_evaluations_submission_id_key" ON "assignment_evaluations"("submission_id");

-- CreateIndex
CREATE INDEX "assignment_evaluations_company_id_evaluator_id_idx" ON "assignment_evaluations"("company_id", "evaluator_id");

-- CreateIndex
CREATE INDEX "material_reviews_company_id_discipline_id_created_at_idx" ON "material_reviews"("company_id", "discipline_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "material_reviews_material_id_user_id_key" ON "material_reviews"("material_id", "user_id");

-- CreateIndex
CREATE INDEX "material_item_progress_company_id_user_id_discipline_id_che_idx" ON "material_item_progress"("company_id", "user_id", "discipline_id", "checked");

-- CreateIndex
CREATE INDEX "material_item_progress_company_id_user_id_material_id_check_idx" ON "material_item_progress"("company_id", "user_id", "material_id", "checked");

-- CreateIndex
CREATE UNIQUE INDEX "material_item_progress_user_id_material_item_id_key" ON "material_item_progress"("user_id", "material_item_id");

-- CreateIndex
CREATE INDEX "discipline_progress_company_id_discipline_id_idx" ON "discipline_progress"("company_id", "discipline_id");

-- CreateIndex
CREATE UNIQUE INDEX "discipline_progress_user_id_discipline_id_key" ON "discipline_progress"("user_id", "discipline_id");

-- CreateIndex
CREATE INDEX "grades_company_id_discipline_id_material_item_id_status_idx" ON "grades"("company_id", "discipline_id", "material_item_id", "status");

-- CreateIndex
CREATE INDEX "grades_company_id_user_id_discipline_id_idx" ON "grades"("company_id", "user_id", "discipline_id");

-- CreateIndex
CREATE UNIQUE INDEX "grades_material_item_id_user_id_key" ON "grades"("material_item_id", "user_id");

-- CreateIndex
CREATE INDEX "notifications_company_id_user_id_created_at_idx" ON "notifications"("company_id", "user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "notifications_company_id_user_id_read_at_idx" ON "notifications"("company_id", "user_id", "read_at");

-- CreateIndex
CREATE INDEX "warnings_company_id_status_deleted_at_created_at_idx" ON "warnings"("company_id", "status", "deleted_at", "created_at" DESC);

-- CreateIndex
CREATE INDEX "warning_reads_company_id_user_id_idx" ON "warning_reads"("company_id", "user_id");

-- CreateIndex
CREATE INDEX "calendar_events_company_id_deleted_at_starts_at_idx" ON "calendar_events"("company_id", "deleted_at", "starts_at");

-- CreateIndex
CREATE INDEX "calendar_events_company_id_discipline_id_starts_at_idx" ON "calendar_events"("company_id", "discipline_id", "starts_at");

-- CreateIndex
CREATE INDEX "forums_company_id_discipline_id_status_is_visible_idx" ON "forums"("company_id", "discipline_id", "status", "is_visible");

-- CreateIndex
CREATE INDEX "forums_company_id_discipline_id_deleted_at_created_at_idx" ON "forums"("company_id", "discipline_id", "deleted_at", "created_at" DESC);

-- CreateIndex
CREATE INDEX "forum_comments_forum_id_parent_id_created_at_idx" ON "forum_comments"("forum_id", "parent_id", "created_at");

-- CreateIndex
CREATE INDEX "forum_comments_company_id_forum_id_path_idx" ON "forum_comments"("company_id", "forum_id", "path");

-- CreateIndex
CREATE INDEX "forum_comments_thread_idx" ON "forum_comments"("thread");

-- CreateIndex
CREATE INDEX "forum_comments_author_id_idx" ON "forum_comments"("author_id");

-- CreateIndex
CREATE INDEX "comment_votes_company_id_user_id_idx" ON "comment_votes"("company_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "comment_votes_comment_id_user_id_key" ON "comment_votes"("comment_id", "user_id");

-- CreateIndex
CREATE INDEX "forum_reads_company_id_user_id_idx" ON "forum_reads"("company_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "badges_company_id_key_key" ON "badges"("company_id", "key");

-- CreateIndex
CREATE INDEX "user_badges_company_id_user_id_awarded_at_idx" ON "user_badges"("company_id", "user_id", "awarded_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "user_badges_badge_id_user_id_key" ON "user_badges"("badge_id", "user_id");

-- CreateIndex
CREATE INDEX "points_ledger_company_id_user_id_created_at_idx" ON "points_ledger"("company_id", "user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "points_ledger_company_id_created_at_idx" ON "points_ledger"("company_id", "created_at");

-- CreateIndex
CREATE INDEX "study_sessions_company_id_user_id_started_at_idx" ON "study_sessions"("company_id", "user_id", "started_at" DESC);

-- CreateIndex
CREATE INDEX "study_sessions_company_id_started_at_idx" ON "study_sessions"("company_id", "started_at");

-- CreateIndex
CREATE INDEX "report_requests_company_id_user_id_created_at_idx" ON "report_requests"("company_id", "user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "report_requests_status_created_at_idx" ON "report_requests"("status", "created_at");

-- AddForeignKey
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "follows" ADD CONSTRAINT "follows_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_fkey" FOREIGN KEY ("follower_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "follows" ADD CONSTRAINT "follows_followed_id_fkey" FOREIGN KEY ("followed_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tutor_settings" ADD CONSTRAINT "tutor_settings_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tutor_settings" ADD CONSTRAINT "tutor_settings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lti_consumers" ADD CONSTRAINT "lti_consumers_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leads" ADD CONSTRAINT "leads_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_supplier_company_id_fkey" FOREIGN KEY ("supplier_company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consumer_disciplines" ADD CONSTRAINT "consumer_disciplines_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consumer_disciplines" ADD CONSTRAINT "consumer_disciplines_consumer_id_fkey" FOREIGN KEY ("consumer_id") REFERENCES "consumers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consumer_disciplines" ADD CONSTRAINT "consumer_disciplines_supplier_id_fkey" FOREIGN KEY ("supplier_id") REFERENCES "suppliers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consumer_disciplines" ADD CONSTRAINT "consumer_disciplines_source_discipline_id_fkey" FOREIGN KEY ("source_discipline_id") REFERENCES "disciplines"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consumer_disciplines" ADD CONSTRAINT "consumer_disciplines_discipline_id_fkey" FOREIGN KEY ("discipline_id") REFERENCES "disciplines"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consumer_disciplines" ADD CONSTRAINT "consumer_disciplines_decided_by_id_fkey" FOREIGN KEY ("decided_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discipline_topics" ADD CONSTRAINT "discipline_topics_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discipline_topics" ADD CONSTRAINT "discipline_topics_discipline_id_fkey" FOREIGN KEY ("discipline_id") REFERENCES "disciplines"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "files" ADD CONSTRAINT "files_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "files" ADD CONSTRAINT "files_uploader_id_fkey" FOREIGN KEY ("uploader_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "materials" ADD CONSTRAINT "materials_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "materials" ADD CONSTRAINT "materials_discipline_id_fkey" FOREIGN KEY ("discipline_id") REFERENCES "disciplines"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_items" ADD CONSTRAINT "material_items_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_items" ADD CONSTRAINT "material_items_material_id_fkey" FOREIGN KEY ("material_id") REFERENCES "materials"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_items" ADD CONSTRAINT "material_items_discipline_id_fkey" FOREIGN KEY ("discipline_id") REFERENCES "disciplines"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_items" ADD CONSTRAINT "material_items_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "files"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_items" ADD CONSTRAINT "material_items_audio_file_id_fkey" FOREIGN KEY ("audio_file_id") REFERENCES "files"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_item_settings" ADD CONSTRAINT "material_item_settings_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_item_settings" ADD CONSTRAINT "material_item_settings_material_item_id_fkey" FOREIGN KEY ("material_item_id") REFERENCES "material_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "questions" ADD CONSTRAINT "questions_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "questions" ADD CONSTRAINT "questions_discipline_id_fkey" FOREIGN KEY ("discipline_id") REFERENCES "disciplines"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "questions" ADD CONSTRAINT "questions_topic_id_fkey" FOREIGN KEY ("topic_id") REFERENCES "discipline_topics"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "questions" ADD CONSTRAINT "questions_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_options" ADD CONSTRAINT "question_options_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_options" ADD CONSTRAINT "question_options_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_feedbacks" ADD CONSTRAINT "question_feedbacks_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_feedbacks" ADD CONSTRAINT "question_feedbacks_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_item_questions" ADD CONSTRAINT "material_item_questions_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_item_questions" ADD CONSTRAINT "material_item_questions_material_item_id_fkey" FOREIGN KEY ("material_item_id") REFERENCES "material_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_item_questions" ADD CONSTRAINT "material_item_questions_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_material_item_id_fkey" FOREIGN KEY ("material_item_id") REFERENCES "material_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_checked_by_id_fkey" FOREIGN KEY ("checked_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_fkey" FOREIGN KEY ("attempt_id") REFERENCES "attempts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_option_id_fkey" FOREIGN KEY ("option_id") REFERENCES "question_options"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_material_item_id_fkey" FOREIGN KEY ("material_item_id") REFERENCES "material_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "files"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "assignment_evaluations" ADD CONSTRAINT "assignment_evaluations_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "assignment_evaluations" ADD CONSTRAINT "assignment_evaluations_submission_id_fkey" FOREIGN KEY ("submission_id") REFERENCES "assignment_submissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "assignment_evaluations" ADD CONSTRAINT "assignment_evaluations_evaluator_id_fkey" FOREIGN KEY ("evaluator_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_reviews" ADD CONSTRAINT "material_reviews_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_reviews" ADD CONSTRAINT "material_reviews_discipline_id_fkey" FOREIGN KEY ("discipline_id") REFERENCES "disciplines"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_reviews" ADD CONSTRAINT "material_reviews_material_id_fkey" FOREIGN KEY ("material_id") REFERENCES "materials"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_reviews" ADD CONSTRAINT "material_reviews_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_item_progress" ADD CONSTRAINT "material_item_progress_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_item_progress" ADD CONSTRAINT "material_item_progress_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_item_progress" ADD CONSTRAINT "material_item_progress_material_item_id_fkey" FOREIGN KEY ("material_item_id") REFERENCES "material_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_item_progress" ADD CONSTRAINT "material_item_progress_material_id_fkey" FOREIGN KEY ("material_id") REFERENCES "materials"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_item_progress" ADD CONSTRAINT "material_item_progress_discipline_id_fkey" FOREIGN KEY ("discipline_id") REFERENCES "disciplines"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discipline_progress" ADD CONSTRAINT "discipline_progress_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discipline_progress" ADD CONSTRAINT "discipline_progress_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discipline_progress" ADD CONSTRAINT "discipline_progress_discipline_id_fkey" FOREIGN KEY ("discipline_id") REFERENCES "disciplines"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "grades" ADD CONSTRAINT "grades_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "grades" ADD CONSTRAINT "grades_discipline_id_fkey" FOREIGN KEY ("discipline_id") REFERENCES "disciplines"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "grades" ADD CONSTRAINT "grades_material_item_id_fkey" FOREIGN KEY ("material_item_id") REFERENCES "material_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "grades" ADD CONSTRAINT "grades_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "grades" ADD CONSTRAINT "grades_attempt_id_fkey" FOREIGN KEY ("attempt_id") REFERENCES "attempts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "grades" ADD CONSTRAINT "grades_graded_by_id_fkey" FOREIGN KEY ("graded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_discipline_id_fkey" FOREIGN KEY ("discipline_id") REFERENCES "disciplines"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "warnings" ADD CONSTRAINT "warnings_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "warnings" ADD CONSTRAINT "warnings_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "warning_reads" ADD CONSTRAINT "warning_reads_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "warning_reads" ADD CONSTRAINT "warning_reads_warning_id_fkey" FOREIGN KEY ("warning_id") REFERENCES "warnings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "warning_reads" ADD CONSTRAINT "warning_reads_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_discipline_id_fkey" FOREIGN KEY ("discipline_id") REFERENCES "disciplines"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "forums" ADD CONSTRAINT "forums_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "forums" ADD CONSTRAINT "forums_discipline_id_fkey" FOREIGN KEY ("discipline_id") REFERENCES "disciplines"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "forums" ADD CONSTRAINT "forums_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_forum_id_fkey" FOREIGN KEY ("forum_id") REFERENCES "forums"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "forum_comments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_modified_by_id_fkey" FOREIGN KEY ("modified_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comment_votes" ADD CONSTRAINT "comment_votes_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comment_votes" ADD CONSTRAINT "comment_votes_comment_id_fkey" FOREIGN KEY ("comment_id") REFERENCES "forum_comments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comment_votes" ADD CONSTRAINT "comment_votes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "forum_reads" ADD CONSTRAINT "forum_reads_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "forum_reads" ADD CONSTRAINT "forum_reads_forum_id_fkey" FOREIGN KEY ("forum_id") REFERENCES "forums"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "forum_reads" ADD CONSTRAINT "forum_reads_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "badges" ADD CONSTRAINT "badges_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_badge_id_fkey" FOREIGN KEY ("badge_id") REFERENCES "badges"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_discipline_id_fkey" FOREIGN KEY ("discipline_id") REFERENCES "disciplines"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report_requests" ADD CONSTRAINT "report_requests_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report_requests" ADD CONSTRAINT "report_requests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Checks Prisma cannot express (the schema engine ignores CHECK constraints when diffing).
ALTER TABLE "comment_votes" ADD CONSTRAINT "comment_votes_vote_check" CHECK ("vote" IN (-1, 1));
ALTER TABLE "material_reviews" ADD CONSTRAINT "material_reviews_rating_check" CHECK ("rating" BETWEEN 1 AND 5);
ALTER TABLE "material_item_settings" ADD CONSTRAINT "material_item_settings_weight_check" CHECK ("weight" >= 0);
