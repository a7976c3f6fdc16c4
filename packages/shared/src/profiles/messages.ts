// Portuguese texts of profiles and follow. The spec names "errors for profile, followers and follow"
// without their words (001 §8): ours, in the style of its other messages.
export const PROFILE_MESSAGES = {
  profileFetchError: 'Erro ao requisitar perfil',
  followersFetchError: 'Erro ao requisitar seguidores',
  followError: 'Erro ao seguir usuário',
  profileUserNotFound: 'Usuário não encontrado',
  followSelf: 'Você não pode seguir a si mesmo',
  includeInvalid: 'Inclusão inválida: use avatar, sessions ou contacts',
} as const;
