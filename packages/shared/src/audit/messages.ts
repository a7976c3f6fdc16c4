// Portuguese texts of the audit log. Ours: the spec has no audit log (issue 21 item 7).
export const AUDIT_MESSAGES = {
  auditLogListError: 'Erro ao carregar o registro de auditoria! Tente novamente',
  auditLogEmpty: 'Nenhuma ação registrada.',
} as const;
