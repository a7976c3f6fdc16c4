// Portuguese texts of material reviews ("material feedbacks"). 000 §8 lists a "review thanks"
// success toast without its words: the thanks below are ours.
export const MATERIAL_FEEDBACK_MESSAGES = {
  materialFeedbackThanks: 'Obrigado pela sua avaliação!',
  materialFeedbackMaterialNotFound: 'Material não encontrado nesta disciplina',
} as const;
