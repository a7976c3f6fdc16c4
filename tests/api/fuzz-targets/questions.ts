import type { TestTenant } from '../../support/factories/index.ts';
import { defineFuzzTargets } from './define.ts';

/** The question bank, and its import/export (/quizzes/disciplines/…, /quizzes/file/check/…). */
export default defineFuzzTargets({
  resources: ['quizzes', 'question-options', 'feedbacks'],
  async pathParam({ t, op, resource, student }) {
    if (resource === 'quizzes' && /^\/quizzes\/(disciplines|file\/check)\//.test(op.path)) {
      // A discipline with a question (export), an import of the file's sender (status).
      const [mine, theirs] = await Promise.all(
        [t.demo, t.acme].map((tn) => t.create.questionImportTarget(tn, student.id, op.path)),
      );
      return [String(mine), String(theirs)];
    }
    // A choice question with a feedback (own) and another tenant's (cross).
    const pick = async (tenant: TestTenant) => {
      const q = await t.create.question(tenant, { feedbacks: ['fb'] });
      return String(resource === 'quizzes' ? q.id : resource === 'feedbacks' ? q.feedbacks[0]!.id : q.options[0]!.id);
    };
    return [await pick(t.demo), await pick(t.acme)];
  },
});
