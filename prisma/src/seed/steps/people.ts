// The demo's social side: contacts (global, per user), follows and tutor settings (per company).
import { at, type SeedStep } from '../context.ts';

export const people: SeedStep = {
  name: 'people',
  after: ['companies'],
  async run(ctx) {
    const { tx } = ctx;
    const companyId = ctx.get('demoCompanyId');
    const { student, tutor, teacher, extras } = ctx.get('demoPeople');
    await tx.contact.createMany({
      data: [
        { userId: student, type: 'email', email: 'ana.souza@exemplo.com.br' },
        { userId: student, type: 'whatsapp', phoneNumber: '11987654321' },
        { userId: tutor, type: 'email', email: 'bruno.lima@exemplo.com.br' },
        { userId: tutor, type: 'phone', phoneNumber: '1133224455' },
        { userId: teacher, type: 'linkedin', email: 'carla.mendes@exemplo.com.br' },
      ],
    });
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
    await tx.tutorSetting.createMany({
      data: [
        { companyId, userId: tutor, weeklyHours: 20 },
        { companyId, userId: teacher, weeklyHours: 30 },
      ],
    });
  },
};
