// Every Portuguese message of the specification, word for word, plus the server's own.
// The web client's i18n catalogue imports these so a spec text lives in one place.
export const MESSAGES = {
  // 000 §8
  loginError: 'Erro ao realizar login! Tente novamente',
  forgotPasswordError: 'Ocorreu um erro ao redefinir senha! Tente novamente',
  accessAsForbidden: 'Você não tem permissão para acessar as informações deste usuário',
  accessAsError: 'Ocorreu um erro ao acessar conta! Tente novamente',
  routeLoadError: 'Ocorreu um erro ao acessar a página, tente novamente!',
  toastFallback: 'Sem Mensagem',
  leaveFormConfirm: 'Tem certeza de que deseja sair? Todas as informações não salvas serão perdidas!',
  companyUpdateError: 'Erro ao atualizar empresa! Tente novamente',
  companyUpdated: 'Valores Atualizados com Sucesso!',
  badgeUnlocked: 'Nova conquista desbloqueada!',
  interestRegistered: 'Interesse registrado, em breve entraremos em contato!',

  // Server-side (ours): sign-in and tokens
  invalidCredentials: 'E-mail ou senha inválidos',
  tooManyLoginAttempts: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente',
  unauthenticated: 'Sessão inválida ou expirada. Faça login novamente',
  forbidden: 'Você não tem permissão para realizar esta ação',
  notFound: 'Registro não encontrado',
  tenantNotFound: 'Empresa não encontrada',
  wrongTenant: 'Este usuário não pertence a esta empresa',
  validationFailed: 'Os dados enviados são inválidos',
  internalError: 'Erro interno do servidor',
  rateLimited: 'Muitas requisições. Tente novamente em instantes',
  passwordResetSent: 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha',
  passwordResetInvalid: 'Link de redefinição inválido ou expirado',
  passwordChanged: 'Senha alterada com sucesso',
  loggedOut: 'Sessão encerrada',
  passwordTooShort: 'A senha deve ter no mínimo 8 caracteres',
  passwordsDontMatch: 'As senhas não conferem',
  emailInvalid: 'Email Invalido',
  required: 'Campo obrigatório',
} as const;

export type MessageKey = keyof typeof MESSAGES;
