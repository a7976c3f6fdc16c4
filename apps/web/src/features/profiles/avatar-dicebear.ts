// The stored avatar attributes (001 §3, users.avatar_attributes: the avataaars vocabulary) as
// options of DiceBear's avataaars style, which draws them (render-avatar.ts). The whole avataaars
// vocabulary maps, not only what Profile Settings offers (avatar-options.ts), so attributes saved by
// another client draw too; an unknown value draws as the default, never fails.
import type { AvatarAttribute } from '@trilha/shared/users';
import { DEFAULT_AVATAR } from './avatar-options.ts';

/** The avataaars palettes, with the avataaars values (DiceBear's avataaars uses the same). */
const HAIR = {
  Auburn: '#a55728',
  Black: '#2c1b18',
  Blonde: '#b58143',
  BlondeGolden: '#d6b370',
  Brown: '#724133',
  BrownDark: '#4a312c',
  PastelPink: '#f59797',
  Blue: '#000fdb',
  Platinum: '#ecdcbf',
  Red: '#c93305',
  SilverGray: '#e8e1e1',
};
const FABRIC = {
  Black: '#262e33',
  Blue01: '#65c9ff',
  Blue02: '#5199e4',
  Blue03: '#25557c',
  Gray01: '#e6e6e6',
  Gray02: '#929598',
  Heather: '#3c4f5c',
  PastelBlue: '#b1e2ff',
  PastelGreen: '#a7ffc4',
  PastelOrange: '#ffdeb5',
  PastelRed: '#ffafb9',
  PastelYellow: '#ffffb1',
  Pink: '#ff488e',
  Red: '#ff5c5c',
  White: '#ffffff',
};
const SKIN = {
  Tanned: '#fd9841',
  Yellow: '#f8d25c',
  Pale: '#ffdbb4',
  Light: '#edb98a',
  Brown: '#d08b5b',
  DarkBrown: '#ae5d29',
  Black: '#614335',
};

/** A DiceBear component variant, or null: the component is left out (no hair, no glasses…). */
type Variant = string | null;

/**
 * Each attribute's avataaars values and what they are in DiceBear's avataaars. An unknown or
 * missing value draws as DEFAULT_AVATAR's.
 */
export const AVATAAARS = {
  avatar_style: { values: { Circle: true, Transparent: false } },
  top_type: {
    values: {
      NoHair: null,
      // avataaars draws the eyepatch as a "top"; DiceBear as an accessory (see avataaarsOptions).
      Eyepatch: null,
      Hat: 'hat',
      Hijab: 'hijab',
      Turban: 'turban',
      WinterHat1: 'winterHat1',
      WinterHat2: 'winterHat02',
      WinterHat3: 'winterHat03',
      WinterHat4: 'winterHat04',
      LongHairBigHair: 'bigHair',
      LongHairBob: 'bob',
      LongHairBun: 'bun',
      LongHairCurly: 'curly',
      LongHairCurvy: 'curvy',
      LongHairDreads: 'dreads',
      LongHairFrida: 'frida',
      LongHairFro: 'fro',
      LongHairFroBand: 'froBand',
      LongHairNotTooLong: 'longButNotTooLong',
      LongHairShavedSides: 'shavedSides',
      LongHairMiaWallace: 'miaWallace',
      LongHairStraight: 'straight01',
      LongHairStraight2: 'straight02',
      LongHairStraightStrand: 'straightAndStrand',
      ShortHairDreads01: 'dreads01',
      ShortHairDreads02: 'dreads02',
      ShortHairFrizzle: 'frizzle',
      ShortHairShaggyMullet: 'shaggyMullet',
      ShortHairShortCurly: 'shortCurly',
      ShortHairShortFlat: 'shortFlat',
      ShortHairShortRound: 'shortRound',
      ShortHairShortWaved: 'shortWaved',
      ShortHairSides: 'sides',
      ShortHairTheCaesar: 'theCaesar',
      ShortHairTheCaesarSidePart: 'theCaesarAndSidePart',
    } satisfies Record<string, Variant>,
  },
  accessories_type: {
    values: {
      Blank: null,
      Kurt: 'kurt',
      Prescription01: 'prescription01',
      Prescription02: 'prescription02',
      Round: 'round',
      Sunglasses: 'sunglasses',
      Wayfarers: 'wayfarers',
    } satisfies Record<string, Variant>,
  },
  hair_color: { values: HAIR },
  hat_color: { values: FABRIC },
  facial_hair_type: {
    values: {
      Blank: null,
      BeardLight: 'beardLight',
      BeardMedium: 'beardMedium',
      BeardMajestic: 'beardMajestic',
      // The avataaars library's own spelling.
      BeardMagestic: 'beardMajestic',
      MoustacheFancy: 'moustacheFancy',
      MoustacheMagnum: 'moustacheMagnum',
    } satisfies Record<string, Variant>,
  },
  // avataaars offers fewer facial hair colours than hair colours; the hair palette holds them all.
  facial_hair_color: { values: HAIR },
  clothe_type: {
    values: {
      BlazerShirt: 'blazerAndShirt',
      BlazerSweater: 'blazerAndSweater',
      CollarSweater: 'collarAndSweater',
      GraphicShirt: 'graphicShirt',
      Hoodie: 'hoodie',
      Overall: 'overall',
      ShirtCrewNeck: 'shirtCrewNeck',
      ShirtScoopNeck: 'shirtScoopNeck',
      ShirtVNeck: 'shirtVNeck',
    },
  },
  clothe_color: { values: FABRIC },
  graphic_type: {
    values: {
      Bat: 'bat',
      Bear: 'bear',
      Cumbia: 'cumbia',
      Deer: 'deer',
      Diamond: 'diamond',
      Hola: 'hola',
      Pizza: 'pizza',
      Resist: 'resist',
      Skull: 'skull',
      SkullOutline: 'skullOutline',
    },
  },
  eye_type: {
    values: {
      Close: 'closed',
      Cry: 'cry',
      Default: 'default',
      Dizzy: 'xDizzy',
      EyeRoll: 'eyeRoll',
      Happy: 'happy',
      Hearts: 'hearts',
      Side: 'side',
      Squint: 'squint',
      Surprised: 'surprised',
      Wink: 'wink',
      WinkWacky: 'winkWacky',
    },
  },
  eyebrow_type: {
    values: {
      Angry: 'angry',
      AngryNatural: 'angryNatural',
      Default: 'default',
      DefaultNatural: 'defaultNatural',
      FlatNatural: 'flatNatural',
      FrownNatural: 'frownNatural',
      RaisedExcited: 'raisedExcited',
      RaisedExcitedNatural: 'raisedExcitedNatural',
      SadConcerned: 'sadConcerned',
      SadConcernedNatural: 'sadConcernedNatural',
      UnibrowNatural: 'unibrowNatural',
      UpDown: 'upDown',
      UpDownNatural: 'upDownNatural',
    },
  },
  mouth_type: {
    values: {
      Concerned: 'concerned',
      Default: 'default',
      Disbelief: 'disbelief',
      Eating: 'eating',
      Grimace: 'grimace',
      Sad: 'sad',
      ScreamOpen: 'screamOpen',
      Serious: 'serious',
      Smile: 'smile',
      Tongue: 'tongue',
      Twinkle: 'twinkle',
      Vomit: 'vomit',
    },
  },
  skin_color: { values: SKIN },
} as const satisfies Record<AvatarAttribute, { values: Record<string, unknown> }>;

type Table = (typeof AVATAAARS)[AvatarAttribute];
type Mapped<A extends AvatarAttribute> = (typeof AVATAAARS)[A]['values'][keyof (typeof AVATAAARS)[A]['values']];

/** The DiceBear value of a stored one; unknown (or inherited, like 'toString') -> the default's. */
function pick<A extends AvatarAttribute>(attrs: Partial<Record<string, string | null>>, attr: A): Mapped<A> {
  const table: Table = AVATAAARS[attr];
  const values = table.values as Record<string, unknown>;
  const stored = attrs[attr];
  const key = typeof stored === 'string' && Object.hasOwn(values, stored) ? stored : DEFAULT_AVATAR[attr];
  return values[key] as Mapped<A>;
}

/** DiceBear's avataaars options: every part is set, so nothing is left to the seed. */
export type AvataaarsOptions = {
  seed: string;
  backgroundColor: string[];
  borderRadius: number;
  topVariant: string[];
  topProbability: number;
  hairColor: string[];
  hatColor: string[];
  accessoriesVariant: string[];
  accessoriesProbability: number;
  accessoriesColor: string[];
  facialHairVariant: string[];
  facialHairProbability: number;
  facialHairColor: string[];
  clothesVariant: string[];
  clothesColor: string[];
  clothesGraphicVariant: string[];
  eyesVariant: string[];
  eyebrowsVariant: string[];
  mouthVariant: string[];
  noseVariant: string[];
  skinColor: string[];
};

/** avataaars' "Circle" background. */
const CIRCLE = '#65c9ff';

export function avataaarsOptions(attrs: Partial<Record<string, string | null>> | null | undefined): AvataaarsOptions {
  const a = attrs ?? {};
  const eyepatch = a.top_type === 'Eyepatch';
  const top = pick(a, 'top_type');
  const accessory = eyepatch ? 'eyepatch' : pick(a, 'accessories_type');
  const facialHair = pick(a, 'facial_hair_type');
  const circle = pick(a, 'avatar_style');
  // A probability of 0 leaves the component out; the variant list still has to name a valid one.
  return {
    seed: 'trilha',
    backgroundColor: circle ? [CIRCLE] : [],
    borderRadius: circle ? 50 : 0,
    topVariant: [top ?? 'shortFlat'],
    topProbability: top ? 100 : 0,
    hairColor: [pick(a, 'hair_color')],
    hatColor: [pick(a, 'hat_color')],
    accessoriesVariant: [accessory ?? 'prescription01'],
    accessoriesProbability: accessory ? 100 : 0,
    // avataaars draws the frames dark whatever the outfit.
    accessoriesColor: [FABRIC.Black],
    facialHairVariant: [facialHair ?? 'beardLight'],
    facialHairProbability: facialHair ? 100 : 0,
    facialHairColor: [pick(a, 'facial_hair_color')],
    clothesVariant: [pick(a, 'clothe_type')],
    clothesColor: [pick(a, 'clothe_color')],
    clothesGraphicVariant: [pick(a, 'graphic_type')],
    eyesVariant: [pick(a, 'eye_type')],
    eyebrowsVariant: [pick(a, 'eyebrow_type')],
    mouthVariant: [pick(a, 'mouth_type')],
    noseVariant: ['default'],
    skinColor: [pick(a, 'skin_color')],
  };
}
