// English strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { materialFeedbacksStrings } from './strings.ts';

const strings: Translation<typeof materialFeedbacksStrings> = {
  materialFeedbacks: {
    heading: 'Material reviews',
    average: 'Average {{value}} of 5',
    count_zero: 'No reviews',
    count_one: '{{count}} review',
    count_other: '{{count}} reviews',
    empty: "There are no reviews of this discipline's materials yet.",
    stars: '{{count}} of 5 stars',
    about: 'about {{material}}',
    edited: 'edited',
    more: 'See more reviews',
    loadError: 'Error loading reviews, please try again!',
    retry: 'Try again',
    evaluate: 'Review materials',
    modalTitle: 'Review materials',
    modalIntro: 'Give each material 1 to 5 stars and, if you like, leave a comment. You can change your review later.',
    material: 'Material',
    rated: '{{name}} (reviewed)',
    rating: 'Your rating',
    star_one: '{{count}} star',
    star_other: '{{count}} stars',
    ratingRequired: 'Choose 1 to 5 stars',
    comment: 'Comment (optional)',
    commentPlaceholder: 'What did you think of this material?',
    send: 'Send review',
    update: 'Update review',
    error: 'Error sending review, please try again!',
  },
};

export default strings;
