// The sign-in page checks GET /settings without zod (apps/web/src/lib/json-shape.ts) against the
// shared schema turned into JSON Schema at build time (apps/web/build-plugins.ts). Its verdicts
// must be zod's, or the client would accept (or refuse) what the rest of the app would not.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tenantSettingsSchema } from '@trilha/shared/tenancy';
import { RESPONSE_SHAPES, shapeOf } from '../../apps/web/build-plugins.ts';
import { shapeMismatch, type JsonShape } from '../../apps/web/src/lib/json-shape.ts';

const settings = {
  data: {
    consumerSettingsId: 1,
    name: 'Trilha Demo',
    domain: 'demo',
    company_id: 1,
    settings: {
      primary_color: '#c2410c',
      secondary_color: '#0F766E',
      photo: null,
      tutoring_phone_number: '5511999999999',
      tutoring_phone_number_enabled: true,
    },
    primary_color: '#c2410c',
    secondary_color: '#0f766e',
    original_primary_color: '#c2410c',
    original_secondary_color: '#0f766e',
  },
};
type Data = typeof settings.data;
const withData = (patch: Partial<Record<keyof Data, unknown>>) => ({ data: { ...settings.data, ...patch } });
const withSettings = (patch: Partial<Record<keyof Data['settings'], unknown>>) =>
  withData({ settings: { ...settings.data.settings, ...patch } });
const without = <T extends object>(o: T, key: keyof T) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));

const CASES: [string, unknown][] = [
  ['the settings as the API sends them', settings],
  ['a logo', withSettings({ photo: '/storage/logos/1.png' })],
  ['fields the client does not read', { ...settings, extra: 1, data: { ...settings.data, more: 'x' } }],
  ['no data', {}],
  ['data null', { data: null }],
  ['an array', [settings]],
  ['null', null],
  ['a string id', withData({ consumerSettingsId: '1' })],
  ['a fractional id', withData({ company_id: 1.5 })],
  ['an id beyond a safe integer', withData({ company_id: 2 ** 60 })],
  ['a name missing', { data: without(settings.data, 'name') }],
  ['a name that is a number', withData({ name: 3 })],
  ['a colour without #', withData({ primary_color: 'c2410c' })],
  ['a short colour', withData({ secondary_color: '#c2410' })],
  ['a named colour', withData({ original_primary_color: 'red' })],
  ['a colour with a newline after it', withData({ primary_color: '#c2410c\n' })],
  ['settings missing', { data: without(settings.data, 'settings') }],
  ['a photo that is a number', withSettings({ photo: 1 })],
  ['the phone missing', { data: { ...settings.data, settings: without(settings.data.settings, 'tutoring_phone_number') } }],
  ['the tutoring switch as text', withSettings({ tutoring_phone_number_enabled: 'true' })],
  ['a nested colour wrong', withSettings({ primary_color: '#zzzzzz' })],
];

describe('response shapes checked without zod', () => {
  const shape = shapeOf('tenantSettings', tenantSettingsSchema) as JsonShape;

  for (const [name, value] of CASES) {
    it(`${name}: the same verdict as the shared schema`, () => {
      expect(shapeMismatch(shape, value) === null).toBe(tenantSettingsSchema.safeParse(value).success);
    });
  }

  it('names where a value does not match', () => {
    expect(shapeMismatch(shape, withSettings({ photo: 1 }))).toBe('$.data.settings.photo');
    expect(shapeMismatch(shape, { data: without(settings.data, 'name') })).toBe('$.data.name');
  });

  it('every shape the build makes uses only keywords the checker knows', () => {
    for (const [name, schema] of Object.entries(RESPONSE_SHAPES)) expect(() => shapeOf(name, schema)).not.toThrow();
  });

  it('refuses a schema with a keyword the checker would ignore', () => {
    expect(() => shapeOf('contact', z.object({ email: z.email() }))).toThrow(/keyword "format"/);
  });
});
