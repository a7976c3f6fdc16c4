// Contacts: the demo people's contact details (global, per user).
import type { SeedStep } from '../context.ts';

export const contacts: SeedStep = {
  name: 'contacts',
  after: ['companies'],
  async run(ctx) {
    const { tx } = ctx;
    const { student, tutor, teacher } = ctx.get('demoPeople');
    await tx.contact.createMany({
      data: [
        { userId: student, type: 'email', email: 'ana.souza@exemplo.com.br' },
        { userId: student, type: 'whatsapp', phoneNumber: '11987654321' },
        { userId: tutor, type: 'email', email: 'bruno.lima@exemplo.com.br' },
        { userId: tutor, type: 'phone', phoneNumber: '1133224455' },
        { userId: teacher, type: 'linkedin', email: 'carla.mendes@exemplo.com.br' },
      ],
    });
  },
};
