// Spanish strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { materialFeedbacksStrings } from './strings.ts';

const strings: Translation<typeof materialFeedbacksStrings> = {
  materialFeedbacks: {
    heading: 'Evaluaciones de los materiales',
    average: 'Promedio {{value}} de 5',
    count_zero: 'Ninguna evaluación',
    count_one: '{{count}} evaluación',
    count_other: '{{count}} evaluaciones',
    empty: 'Aún no hay evaluaciones de los materiales de esta disciplina.',
    stars: '{{count}} de 5 estrellas',
    about: 'sobre {{material}}',
    edited: 'editada',
    more: 'Ver más evaluaciones',
    loadError: '¡Error al cargar las evaluaciones, inténtalo de nuevo!',
    retry: 'Intentar de nuevo',
    evaluate: 'Evaluar materiales',
    modalTitle: 'Evaluar materiales',
    modalIntro: 'Da de 1 a 5 estrellas a cada material y, si quieres, deja un comentario. Puedes cambiar tu evaluación después.',
    material: 'Material',
    rated: '{{name}} (evaluado)',
    rating: 'Tu nota',
    star_one: '{{count}} estrella',
    star_other: '{{count}} estrellas',
    ratingRequired: 'Elige de 1 a 5 estrellas',
    comment: 'Comentario (opcional)',
    commentPlaceholder: '¿Qué te pareció este material?',
    send: 'Enviar evaluación',
    update: 'Actualizar evaluación',
    error: '¡Error al enviar la evaluación, inténtalo de nuevo!',
  },
};

export default strings;
