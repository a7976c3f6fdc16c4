// The generated avatar's attributes (001 §3) and the options offered for each, avataaars-style names
// (what avatar_attributes stores). Labels are in the catalogue (profileSettings.avatarOptions).
import type { AvatarAttribute } from '@trilha/shared/users';

export const AVATAR_OPTIONS = {
  avatar_style: ['Circle', 'Transparent'],
  skin_color: ['Pale', 'Light', 'Yellow', 'Tanned', 'Brown', 'DarkBrown', 'Black'],
  top_type: [
    'ShortHairShortFlat',
    'ShortHairShortCurly',
    'LongHairStraight',
    'LongHairCurly',
    'LongHairBun',
    'NoHair',
    'Hat',
    'WinterHat1',
    'Hijab',
  ],
  hair_color: ['Black', 'BrownDark', 'Brown', 'Auburn', 'Blonde', 'Red', 'SilverGray', 'PastelPink'],
  hat_color: ['Black', 'Blue01', 'Gray01', 'PastelGreen', 'PastelRed', 'PastelYellow', 'White'],
  eye_type: ['Default', 'Happy', 'Wink', 'Squint', 'Surprised', 'Close'],
  eyebrow_type: ['Default', 'RaisedExcited', 'Angry', 'SadConcerned', 'FlatNatural'],
  mouth_type: ['Smile', 'Default', 'Twinkle', 'Serious', 'Sad', 'Disbelief'],
  facial_hair_type: ['Blank', 'BeardLight', 'BeardMedium', 'MoustacheFancy'],
  facial_hair_color: ['Black', 'BrownDark', 'Brown', 'Auburn', 'Blonde', 'SilverGray'],
  accessories_type: ['Blank', 'Prescription01', 'Round', 'Sunglasses'],
  clothe_type: ['ShirtCrewNeck', 'ShirtVNeck', 'Hoodie', 'BlazerShirt', 'CollarSweater', 'GraphicShirt'],
  clothe_color: ['Blue01', 'Gray01', 'Black', 'PastelGreen', 'PastelRed', 'PastelYellow', 'White'],
  graphic_type: ['Diamond', 'Pizza', 'Bat', 'Deer'],
} as const satisfies Record<AvatarAttribute, readonly string[]>;

export type AvatarValues = { [K in AvatarAttribute]: (typeof AVATAR_OPTIONS)[K][number] };

/** The attributes in the order the form shows them (face first, then clothes). */
export const AVATAR_FORM_ORDER = Object.keys(AVATAR_OPTIONS) as AvatarAttribute[];

export const DEFAULT_AVATAR: AvatarValues = {
  avatar_style: 'Circle',
  top_type: 'ShortHairShortFlat',
  hair_color: 'BrownDark',
  hat_color: 'Blue01',
  accessories_type: 'Blank',
  eye_type: 'Default',
  eyebrow_type: 'Default',
  mouth_type: 'Smile',
  facial_hair_type: 'Blank',
  facial_hair_color: 'BrownDark',
  skin_color: 'Light',
  clothe_type: 'ShirtCrewNeck',
  clothe_color: 'Blue01',
  graphic_type: 'Diamond',
};

/** The saved attributes over the defaults; a value this screen does not offer falls back to the default. */
export function avatarValues(saved: Record<string, string> | null | undefined): AvatarValues {
  const out = { ...DEFAULT_AVATAR } as Record<AvatarAttribute, string>;
  for (const [key, options] of Object.entries(AVATAR_OPTIONS) as [AvatarAttribute, readonly string[]][]) {
    const v = saved?.[key];
    if (v && options.includes(v)) out[key] = v;
  }
  return out as AvatarValues;
}

/** Attributes that only matter with another: the hat colour with a hat, the graphic on a graphic shirt… */
export function avatarAttributeApplies(attr: AvatarAttribute, v: AvatarValues): boolean {
  if (attr === 'hat_color') return v.top_type === 'Hat' || v.top_type === 'WinterHat1' || v.top_type === 'Hijab';
  if (attr === 'hair_color') return v.top_type !== 'NoHair' && v.top_type !== 'Hat' && v.top_type !== 'Hijab';
  if (attr === 'facial_hair_color') return v.facial_hair_type !== 'Blank';
  if (attr === 'graphic_type') return v.clothe_type === 'GraphicShirt';
  return true;
}
