// The demo's LTI integration.
import type { SeedStep } from '../context.ts';

export const integrations: SeedStep = {
  name: 'integrations',
  after: ['companies'],
  async run(ctx) {
    await ctx.tx.ltiConsumer.create({
      data: {
        companyId: ctx.get('demoCompanyId'),
        name: 'Moodle Corporativo',
        consumerKey: 'trilha-demo-moodle',
        secret: 'demo-lti-secret-troque-em-producao',
        settings: { launchUrl: 'https://moodle.exemplo.com.br' },
      },
    });
  },
};
