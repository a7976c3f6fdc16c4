// Portuguese texts of badges. The spec names a "badges error" without its words (001 §8): ours, in its style.
export const BADGE_MESSAGES = {
  badgesFetchError: 'Erro ao requisitar conquistas',
  badgeUserNotFound: 'Usuário não encontrado',
  badgeNotEarned: 'Conquista não encontrada para este usuário',
  badgeCredentialForbidden: 'Apenas quem conquistou o selo ou a equipe pode baixar a credencial',
  badgeCredentialInvalid: 'Credencial inválida ou adulterada',
  badgeCredentialVerified: 'Credencial válida',
  badgeCredentialRequired: 'Informe a credencial',
  badgeNotFound: 'Conquista não encontrada',
} as const;
