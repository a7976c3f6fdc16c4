// Portuguese texts of the accessibility panel (001 §8 "Accessibility", word for word), and the
// server's own for the saved settings (the spec keeps them in the browser only; saving them to the
// account is ours).
export const ACCESSIBILITY_MESSAGES = {
  fontMaxReached: 'Tamanho máximo atingido',
  fontMinReached: 'Tamanho mínimo atingido',
  contrastMaxReached: 'Auto contraste máximo atingido',
  contrastMinReached: 'Auto contraste mínimo atingido',
  colorFilterInvalid: 'Insira um filtro de cor válido!',
  accessibilitySaved: 'Preferências de acessibilidade salvas',
} as const;
