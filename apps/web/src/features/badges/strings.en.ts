// English strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { badgesStrings } from './strings.ts';

const strings: Translation<typeof badgesStrings> = {
  badges: {
    heading: 'Achievements',
    count_one: '{{count}} achievement',
    count_other: '{{count}} achievements',
    loading: 'Loading achievements',
    error: 'Error requesting achievements',
    emptyOwn: 'You have no achievements yet',
    emptyOwnBody: 'Complete quizzes and content, take part in the forums and study often to unlock the first ones.',
    empty: 'No achievements yet',
    emptyBody: "This person's achievements will appear here.",
    awardedAt: 'Earned on {{date}}',
    points_one: '{{count}} point',
    points_other: '{{count}} points',
    download: 'Download credential',
    downloadLabel: 'Download credential: {{name}} (Open Badges)',
    downloaded: 'Download complete!',
    downloadError: 'Error downloading the credential',
    credentialHint: 'Each achievement can be downloaded as an Open Badges 3.0 credential, verifiable by third parties.',
  },
};

export default strings;
