// The accessibility panel's texts (pt-BR). Its limit messages are the spec's, from MESSAGES.
export const accessibilityStrings = {
  accessibility: {
    open: 'Acessibilidade',
    heading: 'Acessibilidade',
    close: 'Fechar acessibilidade',
    dyslexia: 'Fonte para dislexia',
    dyslexiaHint: 'Usa a fonte OpenDyslexic em todo o sistema.',
    fontSize: 'Tamanho da fonte',
    fontDecrease: 'Diminuir fonte',
    fontIncrease: 'Aumentar fonte',
    fontValue: '{{value}}%',
    contrast: 'Contraste',
    contrastDecrease: 'Diminuir contraste',
    contrastIncrease: 'Aumentar contraste',
    contrastValue: 'Nível {{level}} de {{levels}}',
    colorScheme: 'Filtro para daltonismo',
    colorSchemeNext: 'Trocar filtro de cor',
    colorSchemeOff: 'Desligado',
    colorSchemeHue: 'Filtro {{n}} de 4, para {{need}}: matiz {{hue}}°',
    colorSchemeGray: 'Filtro 4 de 4, para {{need}}: sem cor (contraste 0)',
    /** Which colour-vision need each scheme is offered for (ACCESSIBILITY.colorSchemes[i].need). */
    colorSchemeNeeds: {
      protanopia: 'protanopia (vermelho)',
      deuteranopia: 'deuteranopia (verde)',
      tritanopia: 'tritanopia (azul e amarelo)',
      achromatopsia: 'acromatopsia (nenhuma cor)',
    },
    reset: 'Restaurar padrão',
    savedHint: 'As preferências ficam neste navegador e na sua conta.',
  },
} as const;
