// The language choice's texts (pt-BR). Each language is named in itself, in every catalogue.
export const languageStrings = {
  language: {
    label: 'Idioma',
    changing: 'Trocando o idioma, a página será recarregada.',
    names: { 'pt-BR': 'Português', en: 'English', es: 'Español' },
  },
} as const;
