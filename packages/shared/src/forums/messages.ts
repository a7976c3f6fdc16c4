// Portuguese texts of forums and comments. 001 §4 gives the unavailable-forum message word for
// word; 001 §8 names an error and a success toast per operation without their words: those are ours.
export const FORUM_MESSAGES = {
  // 001 §4, word for word.
  forumUnavailable: 'Este fórum está indisponível para interações',
  forumNotFound: 'Fórum não encontrado',
  forumCommentNotFound: 'Comentário não encontrado',
  forumVotesDisabled: 'Os votos estão desativados neste fórum',
  forumCommentParentNotFound: 'O comentário respondido não existe neste fórum',
  forumCommentNotEditable: 'Você só pode alterar os seus próprios comentários',
  forumTitleRequired: 'Preencha o campo Título',
  forumCommentTextRequired: 'Escreva o seu comentário',
  // Success toasts (001 §8: "plus forum and comment success messages").
  forumCreated: 'Fórum criado com sucesso!',
  forumUpdated: 'Fórum editado com sucesso!',
  forumDeleted: 'Fórum excluído com sucesso!',
  forumRead: 'Fórum marcado como lido',
  forumCommentCreated: 'Comentário enviado!',
  forumCommentUpdated: 'Comentário editado!',
  forumCommentDeleted: 'Comentário excluído!',
  forumCommentHidden: 'Comentário ocultado dos alunos',
  forumCommentShown: 'Comentário visível para os alunos',
  forumVoted: 'Voto registrado!',
  // Error toasts (001 §8: one per operation, wording not shown).
  forumFetchFailed: 'Erro ao requisitar Fóruns, tente novamente!',
  forumCreateFailed: 'Erro ao criar Fórum, tente novamente!',
  forumUpdateFailed: 'Erro ao editar Fórum, tente novamente!',
  forumDeleteFailed: 'Erro ao excluir Fórum, tente novamente!',
  forumReadFailed: 'Erro ao marcar Fórum como lido!',
  forumCommentsFetchFailed: 'Erro ao requisitar Comentários, tente novamente!',
  forumCommentCreateFailed: 'Erro ao enviar Comentário, tente novamente!',
  forumCommentUpdateFailed: 'Erro ao editar Comentário, tente novamente!',
  forumCommentDeleteFailed: 'Erro ao excluir Comentário, tente novamente!',
  forumVoteFailed: 'Erro ao registrar voto, tente novamente!',
  forumVisibilityFailed: 'Erro ao alterar a visibilidade do Comentário!',
  forumLiveFailed: 'Erro ao atualizar o fórum em tempo real',
} as const;
