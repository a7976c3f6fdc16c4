// Portuguese texts of this domain: the spec's word for word (000 §8, 001 §8) and the server's own.
// Composed into MESSAGES in ../messages.ts; the web catalogue shows them by key.
export const USER_MESSAGES = {
  userNameRequired: 'Preencha o campo Nome',
  emailTaken: 'E-mail já cadastrado',
  userCreated: 'Usuário criado com sucesso',
  userUpdated: 'Usuário atualizado com sucesso',
  userDeleted: 'Usuário excluído com sucesso',
  userRoleForbidden: 'Você não tem permissão para gerenciar usuários com este perfil',
  cannotDeleteSelf: 'Você não pode excluir o próprio usuário',
  sharedUserForbidden:
    'Este usuário também pertence a outra empresa: somente um administrador pode alterar seus dados. Você pode removê-lo desta empresa.',
  sharedUserHint: 'Também pertence a outra empresa',
  userResponsibleNotMember: 'O responsável precisa ser um usuário desta empresa',
  currentPasswordRequired: 'Informe a senha atual',
  currentPasswordWrong: 'Senha atual incorreta',
  avatarUpdated: 'Avatar atualizado com sucesso',
  avatarAttributesRequired: 'Informe ao menos um atributo do avatar',
  userCreateError: 'Erro ao criar usuário: ',
  userUpdateError: 'Erro ao atualizar usuário: ',
  userDeleteError: 'Erro ao deletar usuário: ',
  avatarUpdateError: 'Ocorreu um erro ao atualizar o avatar do usuário! Tente novamente',
} as const;
