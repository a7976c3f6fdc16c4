import { DISCIPLINE_TOPIC_ERRORS, DISCIPLINE_TOPIC_PERMISSIONS } from '@trilha/shared/discipline-topics';
import { defineApiDomain } from '../../kit/domain.ts';
import { disciplineTopicRoutes } from './routes.ts';
import { copyTopics } from './copy-topics.ts';

export const disciplineTopicsDomain = defineApiDomain({
  name: 'discipline-topics',
  tables: ['discipline_topics'],
  disciplineCopy: copyTopics,
  routes: disciplineTopicRoutes,
  permissions: DISCIPLINE_TOPIC_PERMISSIONS,
  errors: DISCIPLINE_TOPIC_ERRORS,
});
