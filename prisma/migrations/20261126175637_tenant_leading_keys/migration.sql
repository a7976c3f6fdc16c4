-- Every primary, unique and foreign key of a tenant table leads with company_id, the distribution
-- column of a distributed PostgreSQL such as Citus (docs/deployment.md "Running on Citus").
-- Foreign keys to nullable columns set only that column to NULL on delete (SET NULL (column)):
-- a plain SET NULL would also null company_id. Prisma reads both as SetNull (no drift).

-- DropForeignKey
ALTER TABLE "assignment_evaluations" DROP CONSTRAINT "assignment_evaluations_submission_id_fkey";

-- DropForeignKey
ALTER TABLE "assignment_submissions" DROP CONSTRAINT "assignment_submissions_file_id_fkey";

-- DropForeignKey
ALTER TABLE "assignment_submissions" DROP CONSTRAINT "assignment_submissions_material_item_id_fkey";

-- DropForeignKey
ALTER TABLE "attempt_answers" DROP CONSTRAINT "attempt_answers_attempt_id_fkey";

-- DropForeignKey
ALTER TABLE "attempt_answers" DROP CONSTRAINT "attempt_answers_option_id_fkey";

-- DropForeignKey
ALTER TABLE "attempt_answers" DROP CONSTRAINT "attempt_answers_question_id_fkey";

-- DropForeignKey
ALTER TABLE "attempts" DROP CONSTRAINT "attempts_material_item_id_fkey";

-- DropForeignKey
ALTER TABLE "calendar_events" DROP CONSTRAINT "calendar_events_discipline_id_fkey";

-- DropForeignKey
ALTER TABLE "comment_mentions" DROP CONSTRAINT "comment_mentions_comment_id_fkey";

-- DropForeignKey
ALTER TABLE "comment_votes" DROP CONSTRAINT "comment_votes_comment_id_fkey";

-- DropForeignKey
ALTER TABLE "consumer_disciplines" DROP CONSTRAINT "consumer_disciplines_discipline_id_fkey";

-- DropForeignKey
ALTER TABLE "consumer_disciplines" DROP CONSTRAINT "consumer_disciplines_source_discipline_id_fkey";

-- DropForeignKey
ALTER TABLE "consumer_disciplines" DROP CONSTRAINT "consumer_disciplines_supplier_id_fkey";

-- DropForeignKey
ALTER TABLE "discipline_inscriptions" DROP CONSTRAINT "discipline_inscriptions_discipline_id_fkey";

-- DropForeignKey
ALTER TABLE "discipline_progress" DROP CONSTRAINT "discipline_progress_discipline_id_fkey";

-- DropForeignKey
ALTER TABLE "discipline_tag_links" DROP CONSTRAINT "discipline_tag_links_discipline_id_fkey";

-- DropForeignKey
ALTER TABLE "discipline_tag_links" DROP CONSTRAINT "discipline_tag_links_discipline_tag_id_fkey";

-- DropForeignKey
ALTER TABLE "discipline_topics" DROP CONSTRAINT "discipline_topics_discipline_id_fkey";

-- DropForeignKey
ALTER TABLE "forum_comments" DROP CONSTRAINT "forum_comments_forum_id_fkey";

-- DropForeignKey
ALTER TABLE "forum_comments" DROP CONSTRAINT "forum_comments_parent_id_fkey";

-- DropForeignKey
ALTER TABLE "forum_reads" DROP CONSTRAINT "forum_reads_forum_id_fkey";

-- DropForeignKey
ALTER TABLE "forum_subscriptions" DROP CONSTRAINT "forum_subscriptions_forum_id_fkey";

-- DropForeignKey
ALTER TABLE "forums" DROP CONSTRAINT "forums_discipline_id_fkey";

-- DropForeignKey
ALTER TABLE "grade_exports" DROP CONSTRAINT "grade_exports_discipline_id_fkey";

-- DropForeignKey
ALTER TABLE "grades" DROP CONSTRAINT "grades_attempt_id_fkey";

-- DropForeignKey
ALTER TABLE "grades" DROP CONSTRAINT "grades_discipline_id_fkey";

-- DropForeignKey
ALTER TABLE "grades" DROP CONSTRAINT "grades_material_item_id_fkey";

-- DropForeignKey
ALTER TABLE "material_item_progress" DROP CONSTRAINT "material_item_progress_discipline_id_fkey";

-- DropForeignKey
ALTER TABLE "material_item_progress" DROP CONSTRAINT "material_item_progress_material_id_fkey";

-- DropForeignKey
ALTER TABLE "material_item_progress" DROP CONSTRAINT "material_item_progress_material_item_id_fkey";

-- DropForeignKey
ALTER TABLE "material_item_questions" DROP CONSTRAINT "material_item_questions_material_item_id_fkey";

-- DropForeignKey
ALTER TABLE "material_item_questions" DROP CONSTRAINT "material_item_questions_question_id_fkey";

-- DropForeignKey
ALTER TABLE "material_item_settings" DROP CONSTRAINT "material_item_settings_material_item_id_fkey";

-- DropForeignKey
ALTER TABLE "material_item_unlocks" DROP CONSTRAINT "material_item_unlocks_material_item_id_fkey";

-- DropForeignKey
ALTER TABLE "material_items" DROP CONSTRAINT "material_items_audio_file_id_fkey";

-- DropForeignKey
ALTER TABLE "material_items" DROP CONSTRAINT "material_items_discipline_id_fkey";

-- DropForeignKey
ALTER TABLE "material_items" DROP CONSTRAINT "material_items_file_id_fkey";

-- DropForeignKey
ALTER TABLE "material_items" DROP CONSTRAINT "material_items_material_id_fkey";

-- DropForeignKey
ALTER TABLE "material_reviews" DROP CONSTRAINT "material_reviews_discipline_id_fkey";

-- DropForeignKey
ALTER TABLE "material_reviews" DROP CONSTRAINT "material_reviews_material_id_fkey";

-- DropForeignKey
ALTER TABLE "materials" DROP CONSTRAINT "materials_discipline_id_fkey";

-- DropForeignKey
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_discipline_id_fkey";

-- DropForeignKey
ALTER TABLE "question_feedbacks" DROP CONSTRAINT "question_feedbacks_question_id_fkey";

-- DropForeignKey
ALTER TABLE "question_options" DROP CONSTRAINT "question_options_question_id_fkey";

-- DropForeignKey
ALTER TABLE "questions" DROP CONSTRAINT "questions_discipline_id_fkey";

-- DropForeignKey
ALTER TABLE "questions" DROP CONSTRAINT "questions_topic_id_fkey";

-- DropForeignKey
ALTER TABLE "scorm_attempts" DROP CONSTRAINT "scorm_attempts_material_item_id_fkey";

-- DropForeignKey
ALTER TABLE "study_sessions" DROP CONSTRAINT "study_sessions_discipline_id_fkey";

-- DropForeignKey
ALTER TABLE "thread_subscriptions" DROP CONSTRAINT "thread_subscriptions_thread_id_fkey";

-- DropForeignKey
ALTER TABLE "user_badges" DROP CONSTRAINT "user_badges_badge_id_fkey";

-- DropForeignKey
ALTER TABLE "warning_reads" DROP CONSTRAINT "warning_reads_warning_id_fkey";

-- DropIndex
DROP INDEX "assignment_evaluations_submission_id_key";

-- DropIndex
DROP INDEX "attempt_answers_attempt_id_question_id_key";

-- DropIndex
DROP INDEX "comment_votes_comment_id_user_id_key";

-- DropIndex
DROP INDEX "files_storage_key_key";

-- DropIndex
DROP INDEX "lti_consumers_consumer_key_key";

-- DropIndex
DROP INDEX "material_item_settings_material_item_id_key";

-- DropIndex
DROP INDEX "user_badges_badge_id_user_id_key";

-- AlterTable
ALTER TABLE "accessibility_settings" DROP CONSTRAINT "accessibility_settings_pkey",
ADD CONSTRAINT "accessibility_settings_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_pkey",
ADD CONSTRAINT "activity_log_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "ai_jobs" DROP CONSTRAINT "ai_jobs_pkey",
ADD CONSTRAINT "ai_jobs_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "ai_settings" DROP CONSTRAINT "ai_settings_pkey",
ADD CONSTRAINT "ai_settings_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "assignment_evaluations" DROP CONSTRAINT "assignment_evaluations_pkey",
ADD CONSTRAINT "assignment_evaluations_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "assignment_submissions" DROP CONSTRAINT "assignment_submissions_pkey",
ADD CONSTRAINT "assignment_submissions_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "attempt_answers" DROP CONSTRAINT "attempt_answers_pkey",
ADD CONSTRAINT "attempt_answers_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "attempts" DROP CONSTRAINT "attempts_pkey",
ADD CONSTRAINT "attempts_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_pkey",
ADD CONSTRAINT "audit_log_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "badges" DROP CONSTRAINT "badges_pkey",
ADD CONSTRAINT "badges_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "calendar_events" DROP CONSTRAINT "calendar_events_pkey",
ADD CONSTRAINT "calendar_events_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "calendar_feed_tokens" DROP CONSTRAINT "calendar_feed_tokens_pkey",
ADD CONSTRAINT "calendar_feed_tokens_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "comment_votes" DROP CONSTRAINT "comment_votes_pkey",
ADD CONSTRAINT "comment_votes_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "consumer_disciplines" DROP CONSTRAINT "consumer_disciplines_pkey",
ADD CONSTRAINT "consumer_disciplines_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "discipline_inscriptions" DROP CONSTRAINT "discipline_inscriptions_pkey",
ADD CONSTRAINT "discipline_inscriptions_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "discipline_progress" DROP CONSTRAINT "discipline_progress_pkey",
ADD CONSTRAINT "discipline_progress_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "discipline_tags" DROP CONSTRAINT "discipline_tags_pkey",
ADD CONSTRAINT "discipline_tags_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "discipline_topics" DROP CONSTRAINT "discipline_topics_pkey",
ADD CONSTRAINT "discipline_topics_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "disciplines" DROP CONSTRAINT "disciplines_pkey",
ADD CONSTRAINT "disciplines_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "domain_events" DROP CONSTRAINT "domain_events_pkey",
ADD CONSTRAINT "domain_events_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "files" DROP CONSTRAINT "files_pkey",
ADD CONSTRAINT "files_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "forum_comments" DROP CONSTRAINT "forum_comments_pkey",
ADD CONSTRAINT "forum_comments_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "forum_reads" DROP CONSTRAINT "forum_reads_pkey",
ADD CONSTRAINT "forum_reads_pkey" PRIMARY KEY ("company_id", "forum_id", "user_id");

-- AlterTable
ALTER TABLE "forums" DROP CONSTRAINT "forums_pkey",
ADD CONSTRAINT "forums_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "grade_exports" DROP CONSTRAINT "grade_exports_pkey",
ADD CONSTRAINT "grade_exports_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "grades" DROP CONSTRAINT "grades_pkey",
ADD CONSTRAINT "grades_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "issuer_keys" DROP CONSTRAINT "issuer_keys_pkey",
ADD CONSTRAINT "issuer_keys_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "leads" DROP CONSTRAINT "leads_pkey",
ADD CONSTRAINT "leads_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "lti_consumers" DROP CONSTRAINT "lti_consumers_pkey",
ADD CONSTRAINT "lti_consumers_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "material_item_progress" DROP CONSTRAINT "material_item_progress_pkey",
ADD CONSTRAINT "material_item_progress_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "material_item_questions" DROP CONSTRAINT "material_item_questions_pkey",
ADD CONSTRAINT "material_item_questions_pkey" PRIMARY KEY ("company_id", "material_item_id", "question_id");

-- AlterTable
ALTER TABLE "material_item_settings" DROP CONSTRAINT "material_item_settings_pkey",
ADD CONSTRAINT "material_item_settings_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "material_item_unlocks" DROP CONSTRAINT "material_item_unlocks_pkey",
ADD CONSTRAINT "material_item_unlocks_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "material_items" DROP CONSTRAINT "material_items_pkey",
ADD CONSTRAINT "material_items_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "material_reviews" DROP CONSTRAINT "material_reviews_pkey",
ADD CONSTRAINT "material_reviews_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "materials" DROP CONSTRAINT "materials_pkey",
ADD CONSTRAINT "materials_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "notification_digests" DROP CONSTRAINT "notification_digests_pkey",
ADD CONSTRAINT "notification_digests_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_pkey",
ADD CONSTRAINT "notification_preferences_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_pkey",
ADD CONSTRAINT "notifications_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_pkey",
ADD CONSTRAINT "points_ledger_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "question_feedbacks" DROP CONSTRAINT "question_feedbacks_pkey",
ADD CONSTRAINT "question_feedbacks_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "question_imports" DROP CONSTRAINT "question_imports_pkey",
ADD CONSTRAINT "question_imports_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "question_options" DROP CONSTRAINT "question_options_pkey",
ADD CONSTRAINT "question_options_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "questions" DROP CONSTRAINT "questions_pkey",
ADD CONSTRAINT "questions_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "report_requests" DROP CONSTRAINT "report_requests_pkey",
ADD CONSTRAINT "report_requests_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "scorm_attempts" DROP CONSTRAINT "scorm_attempts_pkey",
ADD CONSTRAINT "scorm_attempts_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "session_exports" DROP CONSTRAINT "session_exports_pkey",
ADD CONSTRAINT "session_exports_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "study_sessions" DROP CONSTRAINT "study_sessions_pkey",
ADD CONSTRAINT "study_sessions_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "suppliers" DROP CONSTRAINT "suppliers_pkey",
ADD CONSTRAINT "suppliers_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "tutor_settings" DROP CONSTRAINT "tutor_settings_pkey",
ADD CONSTRAINT "tutor_settings_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "user_badges" DROP CONSTRAINT "user_badges_pkey",
ADD CONSTRAINT "user_badges_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "warning_reads" DROP CONSTRAINT "warning_reads_pkey",
ADD CONSTRAINT "warning_reads_pkey" PRIMARY KEY ("company_id", "warning_id", "user_id");

-- AlterTable
ALTER TABLE "warnings" DROP CONSTRAINT "warnings_pkey",
ADD CONSTRAINT "warnings_pkey" PRIMARY KEY ("company_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "assignment_evaluations_company_id_submission_id_key" ON "assignment_evaluations"("company_id", "submission_id");

-- CreateIndex
CREATE UNIQUE INDEX "attempt_answers_company_id_attempt_id_question_id_key" ON "attempt_answers"("company_id", "attempt_id", "question_id");

-- CreateIndex
CREATE UNIQUE INDEX "comment_votes_company_id_comment_id_user_id_key" ON "comment_votes"("company_id", "comment_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "files_company_id_storage_key_key" ON "files"("company_id", "storage_key");

-- CreateIndex
CREATE UNIQUE INDEX "lti_consumers_company_id_consumer_key_key" ON "lti_consumers"("company_id", "consumer_key");

-- CreateIndex
CREATE UNIQUE INDEX "material_item_settings_company_id_material_item_id_key" ON "material_item_settings"("company_id", "material_item_id");

-- CreateIndex
CREATE UNIQUE INDEX "user_badges_company_id_badge_id_user_id_key" ON "user_badges"("company_id", "badge_id", "user_id");

-- AddForeignKey
ALTER TABLE "questions" ADD CONSTRAINT "questions_company_id_discipline_id_fkey" FOREIGN KEY ("company_id", "discipline_id") REFERENCES "disciplines"("company_id", "id") ON DELETE SET NULL ("discipline_id") ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "questions" ADD CONSTRAINT "questions_company_id_topic_id_fkey" FOREIGN KEY ("company_id", "topic_id") REFERENCES "discipline_topics"("company_id", "id") ON DELETE SET NULL ("topic_id") ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_options" ADD CONSTRAINT "question_options_company_id_question_id_fkey" FOREIGN KEY ("company_id", "question_id") REFERENCES "questions"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_feedbacks" ADD CONSTRAINT "question_feedbacks_company_id_question_id_fkey" FOREIGN KEY ("company_id", "question_id") REFERENCES "questions"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_item_questions" ADD CONSTRAINT "material_item_questions_company_id_material_item_id_fkey" FOREIGN KEY ("company_id", "material_item_id") REFERENCES "material_items"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_item_questions" ADD CONSTRAINT "material_item_questions_company_id_question_id_fkey" FOREIGN KEY ("company_id", "question_id") REFERENCES "questions"("company_id", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_company_id_material_item_id_fkey" FOREIGN KEY ("company_id", "material_item_id") REFERENCES "material_items"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_company_id_attempt_id_fkey" FOREIGN KEY ("company_id", "attempt_id") REFERENCES "attempts"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_company_id_question_id_fkey" FOREIGN KEY ("company_id", "question_id") REFERENCES "questions"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_company_id_option_id_fkey" FOREIGN KEY ("company_id", "option_id") REFERENCES "question_options"("company_id", "id") ON DELETE SET NULL ("option_id") ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_company_id_material_item_id_fkey" FOREIGN KEY ("company_id", "material_item_id") REFERENCES "material_items"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_company_id_file_id_fkey" FOREIGN KEY ("company_id", "file_id") REFERENCES "files"("company_id", "id") ON DELETE SET NULL ("file_id") ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "assignment_evaluations" ADD CONSTRAINT "assignment_evaluations_company_id_submission_id_fkey" FOREIGN KEY ("company_id", "submission_id") REFERENCES "assignment_submissions"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_reviews" ADD CONSTRAINT "material_reviews_company_id_discipline_id_fkey" FOREIGN KEY ("company_id", "discipline_id") REFERENCES "disciplines"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_reviews" ADD CONSTRAINT "material_reviews_company_id_material_id_fkey" FOREIGN KEY ("company_id", "material_id") REFERENCES "materials"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "grades" ADD CONSTRAINT "grades_company_id_discipline_id_fkey" FOREIGN KEY ("company_id", "discipline_id") REFERENCES "disciplines"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "grades" ADD CONSTRAINT "grades_company_id_material_item_id_fkey" FOREIGN KEY ("company_id", "material_item_id") REFERENCES "material_items"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "grades" ADD CONSTRAINT "grades_company_id_attempt_id_fkey" FOREIGN KEY ("company_id", "attempt_id") REFERENCES "attempts"("company_id", "id") ON DELETE SET NULL ("attempt_id") ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_discipline_id_fkey" FOREIGN KEY ("company_id", "discipline_id") REFERENCES "disciplines"("company_id", "id") ON DELETE SET NULL ("discipline_id") ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "warning_reads" ADD CONSTRAINT "warning_reads_company_id_warning_id_fkey" FOREIGN KEY ("company_id", "warning_id") REFERENCES "warnings"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_company_id_discipline_id_fkey" FOREIGN KEY ("company_id", "discipline_id") REFERENCES "disciplines"("company_id", "id") ON DELETE SET NULL ("discipline_id") ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discipline_topics" ADD CONSTRAINT "discipline_topics_company_id_discipline_id_fkey" FOREIGN KEY ("company_id", "discipline_id") REFERENCES "disciplines"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "materials" ADD CONSTRAINT "materials_company_id_discipline_id_fkey" FOREIGN KEY ("company_id", "discipline_id") REFERENCES "disciplines"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_items" ADD CONSTRAINT "material_items_company_id_material_id_fkey" FOREIGN KEY ("company_id", "material_id") REFERENCES "materials"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_items" ADD CONSTRAINT "material_items_company_id_discipline_id_fkey" FOREIGN KEY ("company_id", "discipline_id") REFERENCES "disciplines"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_items" ADD CONSTRAINT "material_items_company_id_file_id_fkey" FOREIGN KEY ("company_id", "file_id") REFERENCES "files"("company_id", "id") ON DELETE SET NULL ("file_id") ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_items" ADD CONSTRAINT "material_items_company_id_audio_file_id_fkey" FOREIGN KEY ("company_id", "audio_file_id") REFERENCES "files"("company_id", "id") ON DELETE SET NULL ("audio_file_id") ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_item_settings" ADD CONSTRAINT "material_item_settings_company_id_material_item_id_fkey" FOREIGN KEY ("company_id", "material_item_id") REFERENCES "material_items"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_item_progress" ADD CONSTRAINT "material_item_progress_company_id_material_item_id_fkey" FOREIGN KEY ("company_id", "material_item_id") REFERENCES "material_items"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_item_progress" ADD CONSTRAINT "material_item_progress_company_id_material_id_fkey" FOREIGN KEY ("company_id", "material_id") REFERENCES "materials"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_item_progress" ADD CONSTRAINT "material_item_progress_company_id_discipline_id_fkey" FOREIGN KEY ("company_id", "discipline_id") REFERENCES "disciplines"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discipline_progress" ADD CONSTRAINT "discipline_progress_company_id_discipline_id_fkey" FOREIGN KEY ("company_id", "discipline_id") REFERENCES "disciplines"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_item_unlocks" ADD CONSTRAINT "material_item_unlocks_company_id_material_item_id_fkey" FOREIGN KEY ("company_id", "material_item_id") REFERENCES "material_items"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discipline_tag_links" ADD CONSTRAINT "discipline_tag_links_company_id_discipline_id_fkey" FOREIGN KEY ("company_id", "discipline_id") REFERENCES "disciplines"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discipline_tag_links" ADD CONSTRAINT "discipline_tag_links_company_id_discipline_tag_id_fkey" FOREIGN KEY ("company_id", "discipline_tag_id") REFERENCES "discipline_tags"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discipline_inscriptions" ADD CONSTRAINT "discipline_inscriptions_company_id_discipline_id_fkey" FOREIGN KEY ("company_id", "discipline_id") REFERENCES "disciplines"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_company_id_badge_id_fkey" FOREIGN KEY ("company_id", "badge_id") REFERENCES "badges"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_company_id_discipline_id_fkey" FOREIGN KEY ("company_id", "discipline_id") REFERENCES "disciplines"("company_id", "id") ON DELETE SET NULL ("discipline_id") ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "forums" ADD CONSTRAINT "forums_company_id_discipline_id_fkey" FOREIGN KEY ("company_id", "discipline_id") REFERENCES "disciplines"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_company_id_forum_id_fkey" FOREIGN KEY ("company_id", "forum_id") REFERENCES "forums"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_company_id_parent_id_fkey" FOREIGN KEY ("company_id", "parent_id") REFERENCES "forum_comments"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comment_votes" ADD CONSTRAINT "comment_votes_company_id_comment_id_fkey" FOREIGN KEY ("company_id", "comment_id") REFERENCES "forum_comments"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "forum_reads" ADD CONSTRAINT "forum_reads_company_id_forum_id_fkey" FOREIGN KEY ("company_id", "forum_id") REFERENCES "forums"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comment_mentions" ADD CONSTRAINT "comment_mentions_company_id_comment_id_fkey" FOREIGN KEY ("company_id", "comment_id") REFERENCES "forum_comments"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "forum_subscriptions" ADD CONSTRAINT "forum_subscriptions_company_id_forum_id_fkey" FOREIGN KEY ("company_id", "forum_id") REFERENCES "forums"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "thread_subscriptions" ADD CONSTRAINT "thread_subscriptions_company_id_thread_id_fkey" FOREIGN KEY ("company_id", "thread_id") REFERENCES "forum_comments"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "grade_exports" ADD CONSTRAINT "grade_exports_company_id_discipline_id_fkey" FOREIGN KEY ("company_id", "discipline_id") REFERENCES "disciplines"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_company_id_material_item_id_fkey" FOREIGN KEY ("company_id", "material_item_id") REFERENCES "material_items"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consumer_disciplines" ADD CONSTRAINT "consumer_disciplines_company_id_supplier_id_fkey" FOREIGN KEY ("company_id", "supplier_id") REFERENCES "suppliers"("company_id", "id") ON DELETE SET NULL ("supplier_id") ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consumer_disciplines" ADD CONSTRAINT "consumer_disciplines_company_id_discipline_id_fkey" FOREIGN KEY ("company_id", "discipline_id") REFERENCES "disciplines"("company_id", "id") ON DELETE SET NULL ("discipline_id") ON UPDATE CASCADE;

-- The foreign keys between tenant tables now carry company_id on both sides, so the database
-- itself refuses a child row of another company than its parent: the parent/child company
-- triggers they had (20261123120000_tenant_row_level_security) are redundant, and go.
DROP TRIGGER tenant_parent_submission_id ON assignment_evaluations;
DROP TRIGGER tenant_parent_file_id ON assignment_submissions;
DROP TRIGGER tenant_parent_material_item_id ON assignment_submissions;
DROP TRIGGER tenant_parent_attempt_id ON attempt_answers;
DROP TRIGGER tenant_parent_option_id ON attempt_answers;
DROP TRIGGER tenant_parent_question_id ON attempt_answers;
DROP TRIGGER tenant_parent_material_item_id ON attempts;
DROP TRIGGER tenant_parent_discipline_id ON calendar_events;
DROP TRIGGER tenant_parent_comment_id ON comment_mentions;
DROP TRIGGER tenant_parent_comment_id ON comment_votes;
DROP TRIGGER tenant_parent_discipline_id ON consumer_disciplines;
DROP TRIGGER tenant_parent_supplier_id ON consumer_disciplines;
DROP TRIGGER tenant_parent_discipline_id ON discipline_inscriptions;
DROP TRIGGER tenant_parent_discipline_id ON discipline_progress;
DROP TRIGGER tenant_parent_discipline_id ON discipline_tag_links;
DROP TRIGGER tenant_parent_discipline_tag_id ON discipline_tag_links;
DROP TRIGGER tenant_parent_discipline_id ON discipline_topics;
DROP TRIGGER tenant_parent_forum_id ON forum_comments;
DROP TRIGGER tenant_parent_parent_id ON forum_comments;
DROP TRIGGER tenant_parent_forum_id ON forum_reads;
DROP TRIGGER tenant_parent_forum_id ON forum_subscriptions;
DROP TRIGGER tenant_parent_discipline_id ON forums;
DROP TRIGGER tenant_parent_discipline_id ON grade_exports;
DROP TRIGGER tenant_parent_attempt_id ON grades;
DROP TRIGGER tenant_parent_discipline_id ON grades;
DROP TRIGGER tenant_parent_material_item_id ON grades;
DROP TRIGGER tenant_parent_discipline_id ON material_item_progress;
DROP TRIGGER tenant_parent_material_id ON material_item_progress;
DROP TRIGGER tenant_parent_material_item_id ON material_item_progress;
DROP TRIGGER tenant_parent_material_item_id ON material_item_questions;
DROP TRIGGER tenant_parent_question_id ON material_item_questions;
DROP TRIGGER tenant_parent_material_item_id ON material_item_settings;
DROP TRIGGER tenant_parent_material_item_id ON material_item_unlocks;
DROP TRIGGER tenant_parent_audio_file_id ON material_items;
DROP TRIGGER tenant_parent_discipline_id ON material_items;
DROP TRIGGER tenant_parent_file_id ON material_items;
DROP TRIGGER tenant_parent_material_id ON material_items;
DROP TRIGGER tenant_parent_discipline_id ON material_reviews;
DROP TRIGGER tenant_parent_material_id ON material_reviews;
DROP TRIGGER tenant_parent_discipline_id ON materials;
DROP TRIGGER tenant_parent_discipline_id ON notifications;
DROP TRIGGER tenant_parent_question_id ON question_feedbacks;
DROP TRIGGER tenant_parent_question_id ON question_options;
DROP TRIGGER tenant_parent_discipline_id ON questions;
DROP TRIGGER tenant_parent_topic_id ON questions;
DROP TRIGGER tenant_parent_material_item_id ON scorm_attempts;
DROP TRIGGER tenant_parent_discipline_id ON study_sessions;
DROP TRIGGER tenant_parent_thread_id ON thread_subscriptions;
DROP TRIGGER tenant_parent_badge_id ON user_badges;
DROP TRIGGER tenant_parent_warning_id ON warning_reads;
