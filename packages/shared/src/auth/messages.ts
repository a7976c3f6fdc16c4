// Portuguese texts of this domain: the spec's word for word (000 §8, 001 §8) and the server's own.
// Composed into MESSAGES in ../messages.ts; the web catalogue shows them by key.
export const AUTH_MESSAGES = {
  loginError: 'Erro ao realizar login! Tente novamente',
  forgotPasswordError: 'Ocorreu um erro ao redefinir senha! Tente novamente',
  accessAsForbidden: 'Você não tem permissão para acessar as informações deste usuário',
  accessAsError: 'Ocorreu um erro ao acessar conta! Tente novamente',
  invalidCredentials: 'E-mail ou senha inválidos',
  tooManyLoginAttempts: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente',
  /** Followed by the wait (auth/throttle.ts tooManyAttemptsMessage). */
  tooManyLoginAttemptsHead: 'Muitas tentativas de login',
  rateLimitedHead: 'Muitas requisições',
  wrongTenant: 'Este usuário não pertence a esta empresa',
  passwordResetSent: 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha',
  passwordResetInvalid: 'Link de redefinição inválido ou expirado',
  passwordChanged: 'Senha alterada com sucesso',
  loggedOut: 'Sessão encerrada',
  accessAsEnded: 'Acesso como outro usuário encerrado',
  notAccessingAs: 'Esta sessão não é um acesso como outro usuário',
  passwordTooShort: 'A senha deve ter no mínimo 8 caracteres',
  passwordsDontMatch: 'As senhas não conferem',
} as const;
