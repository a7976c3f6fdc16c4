// Profiles: who follows whom in the demo (per company).
import { at, type SeedStep } from '../context.ts';

export const profiles: SeedStep = {
  name: 'profiles',
  after: ['companies'],
  async run(ctx) {
    const { tx } = ctx;
    const companyId = ctx.get('demoCompanyId');
    const { student, tutor, extras } = ctx.get('demoPeople');
    await tx.follow.createMany({
      data: [
        { companyId, followerId: student, followedId: at(extras, 0) },
        { companyId, followerId: student, followedId: at(extras, 1) },
        { companyId, followerId: student, followedId: tutor },
        { companyId, followerId: at(extras, 0), followedId: student },
        { companyId, followerId: at(extras, 2), followedId: student },
        { companyId, followerId: at(extras, 3), followedId: student },
      ],
    });
  },
};
