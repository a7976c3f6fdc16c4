import { describe, expect, it } from 'vitest';
import { AVATAR_ATTRIBUTES } from '@trilha/shared/users';
import { AVATAAARS, avataaarsOptions } from '../../apps/web/src/features/profiles/avatar-dicebear.ts';
import { AVATAR_OPTIONS, DEFAULT_AVATAR } from '../../apps/web/src/features/profiles/avatar-options.ts';
import { avataaarsDefinition, renderAvatar } from '../../apps/web/src/features/profiles/render-avatar.ts';

// The generated avatar (001 §3): the stored avataaars attributes drawn by DiceBear's avataaars.
const variants = (component: string) => Object.keys(avataaarsDefinition.components[component]?.variants ?? {});
const svg = (attrs: Record<string, string>) =>
  decodeURIComponent(renderAvatar(attrs).replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));

/** Which DiceBear options each attribute sets, and which component's variants they name. */
const VARIANT_OPTION = {
  top_type: ['topVariant', 'top'],
  accessories_type: ['accessoriesVariant', 'accessories'],
  facial_hair_type: ['facialHairVariant', 'facialHair'],
  clothe_type: ['clothesVariant', 'clothes'],
  graphic_type: ['clothesGraphicVariant', 'clothesGraphic'],
  eye_type: ['eyesVariant', 'eyes'],
  eyebrow_type: ['eyebrowsVariant', 'eyebrows'],
  mouth_type: ['mouthVariant', 'mouth'],
} as const;
const COLOUR_OPTION = {
  hair_color: 'hairColor',
  hat_color: 'hatColor',
  facial_hair_color: 'facialHairColor',
  clothe_color: 'clothesColor',
  skin_color: 'skinColor',
} as const;

describe('generated avatar: stored attributes -> DiceBear avataaars', () => {
  it('maps every attribute of the spec, and every value Profile Settings offers', () => {
    expect(Object.keys(AVATAAARS).sort()).toEqual([...AVATAR_ATTRIBUTES].sort());
    for (const attr of AVATAR_ATTRIBUTES) {
      for (const value of AVATAR_OPTIONS[attr]) expect(Object.keys(AVATAAARS[attr].values), `${attr}=${value}`).toContain(value);
      expect(Object.keys(AVATAAARS[attr].values)).toContain(DEFAULT_AVATAR[attr]);
    }
  });

  it('every stored value of each attribute names a variant or colour the style has, and draws', () => {
    const defaults = avataaarsOptions(null);
    for (const attr of AVATAR_ATTRIBUTES) {
      for (const value of Object.keys(AVATAAARS[attr].values)) {
        const o = avataaarsOptions({ [attr]: value });
        const where = `${attr}=${value}`;
        if (attr in VARIANT_OPTION) {
          const [option, component] = VARIANT_OPTION[attr as keyof typeof VARIANT_OPTION];
          expect(variants(component), where).toContain(o[option][0]);
        }
        if (attr in COLOUR_OPTION) {
          const colour = o[COLOUR_OPTION[attr as keyof typeof COLOUR_OPTION]];
          expect(colour, where).toEqual([AVATAAARS[attr].values[value as never]]);
          expect(colour[0], where).toMatch(/^#[0-9a-f]{6}$/);
        }
        // Only the attribute itself changes the options (the eyepatch is avataaars' one "top" that
        // DiceBear draws as an accessory).
        const changed = Object.keys(o).filter(
          (k) => JSON.stringify(o[k as keyof typeof o]) !== JSON.stringify(defaults[k as keyof typeof o]),
        );
        if (value !== DEFAULT_AVATAR[attr]) expect(changed.length, where).toBeGreaterThan(0);
        expect(() => renderAvatar({ [attr]: value }), where).not.toThrow();
      }
    }
  });

  it('leaves a part out where avataaars has none', () => {
    expect(avataaarsOptions({ top_type: 'NoHair' }).topProbability).toBe(0);
    expect(avataaarsOptions({ top_type: 'ShortHairShortFlat' }).topProbability).toBe(100);
    expect(avataaarsOptions({ accessories_type: 'Blank' }).accessoriesProbability).toBe(0);
    expect(avataaarsOptions({ facial_hair_type: 'Blank' }).facialHairProbability).toBe(0);
    expect(avataaarsOptions({ facial_hair_type: 'BeardLight' }).facialHairProbability).toBe(100);
    expect(avataaarsOptions({ top_type: 'Eyepatch' })).toMatchObject({
      topProbability: 0,
      accessoriesVariant: ['eyepatch'],
      accessoriesProbability: 100,
    });
    expect(avataaarsOptions({ avatar_style: 'Transparent' }).backgroundColor).toEqual([]);
    expect(avataaarsOptions({ avatar_style: 'Circle' }).backgroundColor).toEqual(['#65c9ff']);
  });

  it('draws what was chosen: the colours end up in the picture', () => {
    const drawn = svg({ skin_color: 'DarkBrown', top_type: 'Hat', hat_color: 'PastelGreen', clothe_color: 'Pink' });
    expect(drawn).toContain('#ae5d29');
    expect(drawn).toContain('#a7ffc4');
    expect(drawn).toContain('#ff488e');
    // The same attributes, the same picture: nothing is left to chance.
    expect(renderAvatar({ top_type: 'LongHairBob' })).toBe(renderAvatar({ top_type: 'LongHairBob' }));
  });

  it('an unknown, empty or inherited value draws the default, never fails', () => {
    const defaults = avataaarsOptions(DEFAULT_AVATAR);
    expect(avataaarsOptions(null)).toEqual(defaults);
    expect(avataaarsOptions(undefined)).toEqual(defaults);
    expect(avataaarsOptions({})).toEqual(defaults);
    for (const attr of AVATAR_ATTRIBUTES) {
      for (const value of ['Unknown', '', 'toString', '__proto__', 'constructor', 'hasOwnProperty', 'shortFlat', null]) {
        expect(avataaarsOptions({ [attr]: value }), `${attr}=${value}`).toEqual(defaults);
        expect(() => renderAvatar({ [attr]: value as string })).not.toThrow();
      }
    }
    // Attributes the spec does not have are ignored.
    expect(avataaarsOptions({ ...DEFAULT_AVATAR, background: 'red' } as never)).toEqual(defaults);
  });
});
