// English strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { gradesStrings } from './strings.ts';

const strings: Translation<typeof gradesStrings> = {
  grades: {
    heading: 'Grades',
    titles: {
      grades: 'Grades',
    },
    subtitleStaff: "The class's grades in each assessed item of the discipline.",
    subtitleOwn: "Your grades in this discipline's assessed items.",
    search: 'Search student',
    searchPlaceholder: 'Search by name or email…',
    itemFilter: 'Item',
    allItems: 'All items',
    statusFilter: 'Status',
    allStatuses: 'All statuses',
    status: {
      pending: 'Pending',
      graded: 'Graded',
    },
    type: {
      task: 'Task',
      url: 'Link',
      quiz: 'Quiz',
      iframe: 'Embedded',
      file: 'File',
      scorm: 'SCORM',
      audio: 'Audio',
    },
    count_zero: 'No grades',
    count_one: '{{count}} grade',
    count_other: '{{count}} grades',
    student: 'Student',
    item: 'Item',
    value: 'Grade',
    situation: 'Status',
    comment: 'Comment',
    gradedAt: 'Graded on',
    noValue: '—',
    average: 'Your weighted average: {{value}}',
    noAverage: 'You have no graded items in this discipline yet.',
    emptyTitle: 'No grades yet',
    emptyStaff: 'Grades appear here when students take quizzes and hand in tasks.',
    emptyOwn: 'Your grades appear here when you take quizzes and hand in tasks.',
    emptySearchTitle: 'No results',
    emptySearch: 'No grade found with these filters.',
    edit: 'Edit the grade of {{name}} in {{item}}',
    editTitle: 'Edit grade',
    valueLabel: 'Grade (0 to 10)',
    valueHint: 'From 0 to 10, with up to one decimal place (e.g. 7.5).',
    commentLabel: 'Comment (optional)',
    export: 'Export CSV',
    exporting: 'Generating CSV…',
    exportReady: 'CSV file ready! The download has started.',
    exportFailed: 'The CSV file could not be generated. Please try again.',
    exportProgress: 'Generating the grades CSV file. Please wait…',
    errors: {
      update: 'Error updating grade, please try again!',
      export: 'Error exporting grades, please try again!',
    },
  },
};

export default strings;
