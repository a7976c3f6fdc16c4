import { DEFAULT_TIME_ZONE } from '@trilha/shared';
import type { Company, CreateCompanyBody } from '@trilha/shared/companies';

export const LICENCE_KEYS = [
  'students',
  'tutors',
  'materials_license',
  'project_manager_license',
  'tutor_manager_license',
] as const;
export const FLAG_KEYS = ['openai_enabled', 'smart_question_bank', 'topic_generator', 'smart_chat_bot', 'pro_mode'] as const;
export type LicenceKey = (typeof LICENCE_KEYS)[number];
export type FlagKey = (typeof FLAG_KEYS)[number];

export type CompanyFormValues = Pick<
  CreateCompanyBody,
  'name' | 'status' | LicenceKey | FlagKey | 'scorm_allowed_origins' | 'time_zone'
> & {
  domain: string;
  responsible_id: number | null;
};

/** The form's starting values: a new company (everything off, unlimited seats) or an existing one. */
export function companyFormDefaults(company?: Company): CompanyFormValues {
  return {
    name: company?.name ?? '',
    domain: company?.consumers[0]?.domain ?? '',
    status: company?.status ?? 'active',
    responsible_id: company?.responsible?.id ?? null,
    students: company?.students ?? 0,
    tutors: company?.tutors ?? 0,
    materials_license: company?.materials_license ?? 0,
    project_manager_license: company?.project_manager_license ?? 0,
    tutor_manager_license: company?.tutor_manager_license ?? 0,
    openai_enabled: company?.openai_enabled ?? false,
    smart_question_bank: company?.smart_question_bank ?? false,
    topic_generator: company?.topic_generator ?? false,
    smart_chat_bot: company?.smart_chat_bot ?? false,
    pro_mode: company?.pro_mode ?? false,
    scorm_allowed_origins: company?.scorm_allowed_origins ?? [],
    time_zone: company?.time_zone ?? DEFAULT_TIME_ZONE,
  };
}

/** The origins typed one per line (blank lines ignored), and back. */
export const originsFromText = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
export const originsToText = (origins: readonly string[]): string => origins.join('\n');

/** The address a sub-domain is reached at, on the host the admin is using: demo.localhost:8080 → acme.localhost:8080. */
export function tenantAddress(domain: string, location: { protocol: string; host: string }): string {
  const [, ...rest] = location.host.split('.');
  const base = rest.length > 0 ? rest.join('.') : location.host;
  return `${location.protocol}//${domain || '…'}.${base}`;
}
