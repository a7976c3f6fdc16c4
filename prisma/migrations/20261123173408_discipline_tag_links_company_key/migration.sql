-- AlterTable
ALTER TABLE "discipline_tag_links" DROP CONSTRAINT "discipline_tag_links_pkey",
ADD CONSTRAINT "discipline_tag_links_pkey" PRIMARY KEY ("company_id", "discipline_id", "discipline_tag_id");
