// Spanish strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { aiStrings } from './strings.ts';

const strings: Translation<typeof aiStrings> = {
  ai: {
    generate: 'Generar preguntas con IA',
    modalTitle: 'Generar preguntas con IA',
    subject: 'Tema',
    subjectHint: 'Un tema, un fragmento del programa o un texto sobre el cual preguntar.',
    subjectRequired: 'Describe el tema (al menos 3 caracteres)',
    amount: 'Cantidad de preguntas',
    amountHint: 'De 1 a {{max}}.',
    amountInvalid: 'Elige de 1 a {{max}} preguntas',
    types: 'Tipos de pregunta',
    typesRequired: 'Elige al menos un tipo',
    typeChoice: 'Opción múltiple',
    typeTrueOrFalse: 'Verdadero o falso',
    typeDescriptive: 'De desarrollo',
    submit: 'Generar preguntas',
    queued: 'En cola: esperando el servicio de IA…',
    running: 'Generando preguntas…',
    retrying: 'Intentando de nuevo…',
    progress: 'Progreso de la generación',
    cancel: 'Cancelar generación',
    cancelled: 'Generación cancelada.',
    reviewIntro: 'Revisa las preguntas generadas: importa las válidas y corrige las que necesiten ajustes.',
    again: 'Generar otras preguntas',
    close: 'Concluir',
    topics: {
      generate: 'Generar temas con IA',
      modalTitle: 'Generar temas con IA',
      amount: 'Cantidad de temas',
      amountHint: 'De 1 a {{max}}.',
      amountInvalid: 'Elige de 1 a {{max}} temas',
      hint: 'Orientación (opcional)',
      hintHelp: 'Un fragmento del programa, el nivel del grupo o un tema en el que enfocarse.',
      submit: 'Generar temas',
      again: 'Generar otros temas',
      proposals: 'Temas propuestos',
      proposalsIntro: 'Elige los temas que entran en la disciplina. Ninguno se crea sin tu confirmación.',
      create: 'Crear temas seleccionados ({{count}})',
      created: 'Temas creados',
      createError: 'No fue posible crear los temas. Por favor, inténtalo de nuevo.',
    },
    correction: {
      suggest: 'Sugerir corrección con IA',
      running: 'Generando sugerencia de corrección…',
      cancel: 'Cancelar sugerencia',
      proposed: 'Sugerencia de la IA',
    },
    analysis: {
      open: 'Analizar programa con IA',
      modalTitle: 'Análisis del programa',
      intro:
        'La IA lee los temas y materiales de la disciplina y señala puntos fuertes, carencias y sugerencias. No se cambia nada en la disciplina.',
      start: 'Analizar',
      summary: 'Resumen',
      strengths: 'Puntos fuertes',
      gaps: 'Carencias',
      suggestions: 'Sugerencias',
      none: 'Ningún elemento.',
      again: 'Analizar de nuevo',
    },
    leaveRunning: 'La generación todavía está en curso. Si sales ahora, se cancelará. ¿Salir de todos modos?',
  },
};

export default strings;
