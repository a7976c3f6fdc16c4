// The default badges in the reader's language (issue 29, item 20): the badges feature's pt-BR
// catalogue is the shared catalogue's text word for word (what a company starts with), and en and
// es name every one of them. The typed Translation makes a missing en/es key a compile error; this
// guards the pt-BR copy against drifting from packages/shared/src/gamification/catalogue.ts.
import { describe, expect, it } from 'vitest';
import { DEFAULT_BADGES, linkedInAddToProfileUrl } from '@trilha/shared/gamification';
import { badgesStrings } from '../../apps/web/src/features/gamification/strings.ts';
import en from '../../apps/web/src/features/gamification/strings.en.ts';
import es from '../../apps/web/src/features/gamification/strings.es.ts';

describe('badge catalogue translations', () => {
  it('pt-BR is the shared catalogue; en and es translate every default badge', () => {
    const pt = badgesStrings.badges.catalogue as Record<string, { name: string; description: string }>;
    expect(Object.keys(pt).sort()).toEqual(DEFAULT_BADGES.map((b) => b.key).sort());
    for (const b of DEFAULT_BADGES) {
      expect(pt[b.key]).toEqual({ name: b.name, description: b.description });
      for (const other of [en, es]) {
        const t = (other.badges.catalogue as Record<string, { name: string; description: string }>)[b.key];
        expect(t?.name).toBeTruthy();
        expect(t?.description).toBeTruthy();
      }
    }
    expect((en.badges.catalogue as Record<string, { name: string }>)['first-quiz']?.name).toBe('First Quiz');
  });

  it("LinkedIn's add-to-profile link carries the certification", () => {
    const url = new URL(
      linkedInAddToProfileUrl({
        name: '10 Horas de Estudo',
        organization: 'Trilha Demo',
        awardedAt: '2026-01-31T23:30:00Z',
        url: 'http://demo.localhost:8080/badges/awards/abc',
        id: 'abc',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: '10 Horas de Estudo',
      organizationName: 'Trilha Demo',
      issueYear: '2026',
      issueMonth: '1',
      certUrl: 'http://demo.localhost:8080/badges/awards/abc',
      certId: 'abc',
    });
  });
});
