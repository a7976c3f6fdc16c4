/** The tenant a request is for, resolved from the first label of its host. */
export type Tenant = {
  consumerId: number;
  companyId: number;
  domain: string;
  name: string;
  /**
   * The company's status. An inactive company is suspended: its members cannot sign in or use
   * the API until it is reactivated (COMPANY_INACTIVE); platform admins still can, to administer
   * it. Its data and branding stay (docs/accounts-and-companies.md).
   */
  active: boolean;
  /**
   * The company's licences that gate features (000 §6 "licences gate features"): `materials`,
   * material production, is held while `materials_license` is above 0 (routes declare it in
   * config.access.licence).
   */
  licences: { materials: boolean };
  /**
   * The company's feature flags (000 L60, L107) that gate the AI features (docs/ai.md): `openai`
   * is the master switch, `smartQuestionBank` question generation, `topicGenerator` topics.
   */
  features: { openai: boolean; smartQuestionBank: boolean; topicGenerator: boolean };
  /** Outside origins the company's SCORM packages may load media, fonts, styles and frames from. */
  scormAllowedOrigins: readonly string[];
  /** IANA time zone its calendar is written in (America/Sao_Paulo unless set). */
  timeZone: string;
};
