// Portuguese texts of profiles and follow. The spec names "errors for profile, followers and follow"
// without their words (001 §8): ours, in the style of its other messages.
export const PROFILE_MESSAGES = {
  profileFetchError: 'Erro ao requisitar perfil',
  followersFetchError: 'Erro ao requisitar seguidores',
  followError: 'Erro ao seguir usuário',
  profileUserNotFound: 'Usuário não encontrado',
  followSelf: 'Você não pode seguir a si mesmo',
  includeInvalid: 'Inclusão inválida: use avatar, sessions ou contacts',
  // profiles (issue 29 item 14): the about text and city, set in Profile Settings
  profileUpdated: 'Perfil atualizado com sucesso!',
  profileUpdateError: 'Erro ao atualizar perfil',
  profileResumeTooLong: 'O texto "Sobre" deve ter no máximo 1000 caracteres',
  profileCityTooLong: 'A cidade deve ter no máximo 120 caracteres',
  profileEditOthers: 'Você só pode editar o seu próprio perfil',
} as const;
