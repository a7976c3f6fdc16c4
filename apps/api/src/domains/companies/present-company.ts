import type { Company, UpdateCompanyBody } from '@trilha/shared/companies';
import type { Prisma } from '@trilha/db';

/** What every company answer reads: its responsible and its consumers (sub-domains). */
export const companyInclude = {
  responsible: { select: { id: true, name: true } },
  consumers: { select: { id: true, name: true, domain: true }, orderBy: { id: 'asc' } },
} as const satisfies Prisma.CompanyInclude;

type CompanyRow = Prisma.CompanyGetPayload<{ include: typeof companyInclude }>;

export const presentCompany = (c: CompanyRow): Company => ({
  id: c.id,
  name: c.name,
  responsible: c.responsible,
  materials_license: c.materialsLicense,
  project_manager_license: c.projectManagerLicense,
  tutor_manager_license: c.tutorManagerLicense,
  students: c.students,
  tutors: c.tutors,
  openai_enabled: c.openaiEnabled,
  smart_question_bank: c.smartQuestionBank,
  topic_generator: c.topicGenerator,
  smart_chat_bot: c.smartChatBot,
  pro_mode: c.proMode,
  status: c.status,
  scorm_allowed_origins: c.scormAllowedOrigins,
  time_zone: c.timeZone,
  consumers: c.consumers,
  created_at: c.createdAt.toISOString(),
  deleted_at: c.deletedAt?.toISOString() ?? null,
});

/** The API's fields as columns; fields left out (undefined) are left unchanged by Prisma. */
export const companyData = (b: UpdateCompanyBody) =>
  ({
    name: b.name,
    responsibleId: b.responsible_id,
    materialsLicense: b.materials_license,
    projectManagerLicense: b.project_manager_license,
    tutorManagerLicense: b.tutor_manager_license,
    students: b.students,
    tutors: b.tutors,
    openaiEnabled: b.openai_enabled,
    smartQuestionBank: b.smart_question_bank,
    topicGenerator: b.topic_generator,
    smartChatBot: b.smart_chat_bot,
    proMode: b.pro_mode,
    status: b.status,
    // The same origin twice is one: kept once, in the order given.
    scormAllowedOrigins: b.scorm_allowed_origins && [...new Set(b.scorm_allowed_origins)],
    timeZone: b.time_zone,
  }) satisfies Prisma.CompanyUncheckedUpdateInput;
