// English strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { aiStrings } from './strings.ts';

const strings: Translation<typeof aiStrings> = {
  ai: {
    generate: 'Generate questions with AI',
    modalTitle: 'Generate questions with AI',
    subject: 'Subject',
    subjectHint: 'A theme, an excerpt of the syllabus or a text to ask about.',
    subjectRequired: 'Describe the subject (at least 3 characters)',
    amount: 'Number of questions',
    amountHint: 'From 1 to {{max}}.',
    amountInvalid: 'Choose from 1 to {{max}} questions',
    types: 'Question types',
    typesRequired: 'Choose at least one type',
    typeChoice: 'Multiple choice',
    typeTrueOrFalse: 'True or false',
    typeDescriptive: 'Descriptive',
    submit: 'Generate questions',
    queued: 'Queued: waiting for the AI service…',
    running: 'Generating questions…',
    retrying: 'Trying again…',
    progress: 'Generation progress',
    cancel: 'Cancel generation',
    cancelled: 'Generation cancelled.',
    reviewIntro: 'Review the generated questions: import the valid ones and fix those that need changes.',
    again: 'Generate other questions',
    close: 'Done',
    topics: {
      generate: 'Generate topics with AI',
      modalTitle: 'Generate topics with AI',
      amount: 'Number of topics',
      amountHint: 'From 1 to {{max}}.',
      amountInvalid: 'Choose from 1 to {{max}} topics',
      hint: 'Guidance (optional)',
      hintHelp: "An excerpt of the syllabus, the class's level or a theme to focus on.",
      submit: 'Generate topics',
      again: 'Generate other topics',
      proposals: 'Proposed topics',
      proposalsIntro: 'Choose the topics that go into the discipline. None is created without your confirmation.',
      create: 'Create selected topics ({{count}})',
      created: 'Topics created',
      createError: 'Could not create the topics. Please try again.',
    },
    correction: {
      suggest: 'Suggest correction with AI',
      running: 'Generating correction suggestion…',
      cancel: 'Cancel suggestion',
      proposed: 'AI suggestion',
    },
    analysis: {
      open: 'Analyse syllabus with AI',
      modalTitle: 'Syllabus analysis',
      intro:
        "The AI reads the discipline's topics and materials and points out strengths, gaps and suggestions. Nothing in the discipline is changed.",
      start: 'Analyse',
      summary: 'Summary',
      strengths: 'Strengths',
      gaps: 'Gaps',
      suggestions: 'Suggestions',
      none: 'No items.',
      again: 'Analyse again',
    },
    leaveRunning: 'The generation is still running. If you leave now, it will be cancelled. Leave anyway?',
  },
};

export default strings;
