import { useId } from 'react';
import { COLOURS, SKIN, type AvatarValues } from './avatar-options.ts';

const INK = '#2d2a26';

/** A drawing of the generated avatar from its attributes (a simple avataaars-like figure). */
export function AvatarPreview({ v, label, className }: { v: AvatarValues; label: string; className?: string }) {
  const clip = useId();
  const skin = SKIN[v.skin_color] ?? '#edb98a';
  const hair = COLOURS[v.hair_color] ?? '#4a312c';
  const hat = COLOURS[v.hat_color] ?? '#65c9ff';
  const cloth = COLOURS[v.clothe_color] ?? '#65c9ff';
  const beard = COLOURS[v.facial_hair_color] ?? '#4a312c';
  const circle = v.avatar_style === 'Circle';
  const longHair = v.top_type === 'LongHairStraight' || v.top_type === 'LongHairCurly' || v.top_type === 'LongHairBun';
  return (
    <svg viewBox="0 0 120 120" role="img" aria-label={label} className={className}>
      <defs>
        <clipPath id={clip}>
          <circle cx="60" cy="60" r="56" />
        </clipPath>
      </defs>
      {circle && <circle cx="60" cy="60" r="56" fill="#dbeafe" />}
      <g clipPath={circle ? `url(#${clip})` : undefined}>
        {/* hair behind the head, hijab behind and around */}
        {longHair && v.top_type !== 'LongHairBun' && (
          <path d="M34 52 C34 22 86 22 86 52 L88 88 C80 92 40 92 32 88 Z" fill={hair} />
        )}
        {v.top_type === 'Hijab' && <path d="M30 56 C30 18 90 18 90 56 L94 100 L26 100 Z" fill={hat} />}
        {/* body */}
        <path d="M18 124 C18 94 38 84 60 84 C82 84 102 94 102 124 Z" fill={cloth} stroke="rgba(0,0,0,.12)" />
        {v.clothe_type === 'ShirtVNeck' && <path d="M52 84 L60 96 L68 84 Z" fill={skin} />}
        {v.clothe_type === 'ShirtCrewNeck' && (
          <path d="M50 85 Q60 92 70 85" fill="none" stroke="rgba(0,0,0,.25)" strokeWidth="2" />
        )}
        {v.clothe_type === 'Hoodie' && (
          <>
            <path d="M42 86 Q60 100 78 86" fill="none" stroke="rgba(0,0,0,.25)" strokeWidth="3" />
            <path d="M54 94 L54 108 M66 94 L66 108" stroke="#f8fafc" strokeWidth="2" strokeLinecap="round" />
          </>
        )}
        {v.clothe_type === 'BlazerShirt' && (
          <>
            <path d="M52 84 L60 104 L68 84 Z" fill="#f8fafc" />
            <path d="M50 85 L58 110 L44 124 M70 85 L62 110 L76 124" fill="none" stroke="rgba(0,0,0,.35)" strokeWidth="2" />
          </>
        )}
        {v.clothe_type === 'CollarSweater' && <path d="M48 84 L56 94 L60 88 L64 94 L72 84 Z" fill="#f8fafc" />}
        {v.clothe_type === 'GraphicShirt' && <Graphic kind={v.graphic_type} />}
        {/* neck and head */}
        <rect x="52" y="70" width="16" height="17" rx="6" fill={skin} />
        <rect x="52" y="74" width="16" height="6" fill="rgba(0,0,0,.08)" />
        <ellipse cx="60" cy="52" rx="22" ry="25" fill={skin} />
        <ellipse cx="38.5" cy="54" rx="3.5" ry="5" fill={skin} />
        <ellipse cx="81.5" cy="54" rx="3.5" ry="5" fill={skin} />
        {/* facial hair */}
        {(v.facial_hair_type === 'BeardLight' || v.facial_hair_type === 'BeardMedium') && (
          <path
            d="M38 54 C38 84 82 84 82 54 C80 70 72 74 60 74 C48 74 40 70 38 54 Z M52 68 Q60 64 68 68 Q60 71 52 68 Z"
            fill={beard}
            fillRule="evenodd"
            opacity={v.facial_hair_type === 'BeardLight' ? 0.55 : 0.95}
          />
        )}
        {v.facial_hair_type === 'MoustacheFancy' && (
          <path d="M50 66 Q55 61 60 64 Q65 61 70 66 Q65 64 60 66 Q55 64 50 66 Z" fill={beard} />
        )}
        {/* hair on top */}
        {(v.top_type === 'ShortHairShortFlat' || longHair) && (
          <path d="M37 50 C36 26 84 26 83 50 C78 38 64 36 58 38 C50 40 42 42 37 50 Z" fill={hair} />
        )}
        {v.top_type === 'ShortHairShortCurly' && (
          <g fill={hair}>
            {[40, 47, 54, 61, 68, 75, 80].map((x, i) => (
              <circle key={x} cx={x} cy={i % 2 ? 33 : 38} r="7" />
            ))}
          </g>
        )}
        {v.top_type === 'LongHairBun' && <circle cx="60" cy="22" r="9" fill={hair} />}
        {v.top_type === 'Hat' && (
          <>
            <path d="M40 36 C40 18 80 18 80 36 Z" fill={hat} />
            <rect x="30" y="34" width="60" height="6" rx="3" fill={hat} stroke="rgba(0,0,0,.2)" />
          </>
        )}
        {v.top_type === 'WinterHat1' && (
          <>
            <path d="M37 44 C36 16 84 16 83 44 Z" fill={hat} />
            <rect x="35" y="40" width="50" height="8" rx="4" fill={hat} stroke="rgba(0,0,0,.2)" />
            <circle cx="60" cy="16" r="5" fill="#f8fafc" />
          </>
        )}
        {v.top_type === 'Hijab' && <path d="M38 46 C40 30 80 30 82 46 C76 36 44 36 38 46 Z" fill={hat} />}
        {/* eyebrows */}
        <Eyebrows kind={v.eyebrow_type} />
        {/* eyes */}
        <Eyes kind={v.eye_type} />
        {/* nose and mouth */}
        <path d="M58 58 Q60 61 62 58" fill="none" stroke="rgba(0,0,0,.3)" strokeWidth="1.5" strokeLinecap="round" />
        <Mouth kind={v.mouth_type} />
        {/* glasses */}
        {v.accessories_type !== 'Blank' && <Glasses kind={v.accessories_type} />}
      </g>
    </svg>
  );
}

function Eyes({ kind }: { kind: AvatarValues['eye_type'] }) {
  const stroke = { fill: 'none', stroke: INK, strokeWidth: 2.2, strokeLinecap: 'round' as const };
  switch (kind) {
    case 'Happy':
      return <path d="M47 53 Q51 48 55 53 M65 53 Q69 48 73 53" {...stroke} />;
    case 'Wink':
      return (
        <>
          <circle cx="51" cy="52" r="2.6" fill={INK} />
          <path d="M65 53 Q69 49 73 53" {...stroke} />
        </>
      );
    case 'Squint':
      return <path d="M47 52 L55 52 M65 52 L73 52" {...stroke} />;
    case 'Surprised':
      return (
        <>
          <circle cx="51" cy="52" r="4" fill="#fff" stroke={INK} strokeWidth="1" />
          <circle cx="69" cy="52" r="4" fill="#fff" stroke={INK} strokeWidth="1" />
          <circle cx="51" cy="52" r="1.8" fill={INK} />
          <circle cx="69" cy="52" r="1.8" fill={INK} />
        </>
      );
    case 'Close':
      return <path d="M47 51 Q51 55 55 51 M65 51 Q69 55 73 51" {...stroke} />;
    default:
      return (
        <>
          <circle cx="51" cy="52" r="2.6" fill={INK} />
          <circle cx="69" cy="52" r="2.6" fill={INK} />
        </>
      );
  }
}

function Eyebrows({ kind }: { kind: AvatarValues['eyebrow_type'] }) {
  const p = { fill: 'none', stroke: 'rgba(0,0,0,.6)', strokeWidth: 2.2, strokeLinecap: 'round' as const };
  switch (kind) {
    case 'RaisedExcited':
      return <path d="M46 42 Q51 38 56 42 M64 42 Q69 38 74 42" {...p} />;
    case 'Angry':
      return <path d="M46 43 L56 47 M64 47 L74 43" {...p} />;
    case 'SadConcerned':
      return <path d="M46 47 L56 43 M64 43 L74 47" {...p} />;
    case 'FlatNatural':
      return <path d="M46 45 L56 45 M64 45 L74 45" {...p} strokeWidth={3} />;
    default:
      return <path d="M46 46 Q51 43 56 45 M64 45 Q69 43 74 46" {...p} />;
  }
}

function Mouth({ kind }: { kind: AvatarValues['mouth_type'] }) {
  const line = { fill: 'none', stroke: INK, strokeWidth: 2, strokeLinecap: 'round' as const };
  switch (kind) {
    case 'Smile':
      return <path d="M52 65 Q60 74 68 65 Z" fill="#fff" stroke={INK} strokeWidth="1.5" strokeLinejoin="round" />;
    case 'Twinkle':
      return <path d="M53 66 Q60 71 67 66" {...line} />;
    case 'Serious':
      return <path d="M54 67 L66 67" {...line} />;
    case 'Sad':
      return <path d="M53 69 Q60 63 67 69" {...line} />;
    case 'Disbelief':
      return <path d="M53 70 Q60 62 67 70 Z" fill="#7f1d1d" stroke={INK} strokeWidth="1.2" />;
    default:
      return <path d="M54 66 Q60 69 66 66" {...line} />;
  }
}

function Glasses({ kind }: { kind: AvatarValues['accessories_type'] }) {
  if (kind === 'Sunglasses')
    return (
      <g fill="#1f2937" stroke="#111827" strokeWidth="1.5">
        <rect x="43" y="47" width="15" height="10" rx="4" />
        <rect x="62" y="47" width="15" height="10" rx="4" />
        <path d="M58 51 L62 51" />
      </g>
    );
  if (kind === 'Round')
    return (
      <g fill="rgba(255,255,255,.2)" stroke="#1f2937" strokeWidth="1.6">
        <circle cx="51" cy="52" r="7" />
        <circle cx="69" cy="52" r="7" />
        <path d="M58 52 L62 52" />
      </g>
    );
  return (
    <g fill="rgba(255,255,255,.2)" stroke="#1f2937" strokeWidth="1.8">
      <rect x="43" y="47" width="15" height="10" rx="2" />
      <rect x="62" y="47" width="15" height="10" rx="2" />
      <path d="M58 51 L62 51" />
    </g>
  );
}

function Graphic({ kind }: { kind: AvatarValues['graphic_type'] }) {
  switch (kind) {
    case 'Pizza':
      return <path d="M52 100 L68 100 L60 114 Z" fill="#fbbf24" stroke="#b45309" />;
    case 'Bat':
      return <path d="M48 104 Q54 98 56 104 Q60 100 64 104 Q66 98 72 104 Q60 112 48 104 Z" fill="#1f2937" />;
    case 'Deer':
      return <circle cx="60" cy="106" r="7" fill="#92400e" />;
    default:
      return <path d="M60 98 L68 106 L60 114 L52 106 Z" fill="#38bdf8" stroke="#0369a1" />;
  }
}
