import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Minus, Palette, Plus, RotateCcw, X } from 'lucide-react';
import { ACCESSIBILITY, DEFAULT_ACCESSIBILITY } from '@trilha/shared/kernel';
import { notify } from '../../lib/toast.ts';
import { formatNumber } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { accessibility, useAccessibility } from './store.ts';
import {
  cycleColorScheme,
  decreaseContrast,
  decreaseFont,
  effectiveFont,
  increaseContrast,
  increaseFont,
  toggleDyslexia,
  type PanelResult,
} from './panel-rules.ts';

/** Runs a control: new settings are applied (and saved), a limit shows the spec's message as a toast. */
function run(result: PanelResult): void {
  if (result.message !== undefined) notify.error(result.message);
  else accessibility.set(result.settings, 'panel');
}

function Stepper(p: {
  label: string;
  value: string;
  decrease: { label: string; onClick: () => void };
  increase: { label: string; onClick: () => void };
  testId: string;
}) {
  const id = `a11y-${p.testId}`;
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {p.label}
      </span>
      <div className="flex items-center gap-1">
        <IconButton label={p.decrease.label} onClick={p.decrease.onClick} className="border border-slate-300">
          <Minus aria-hidden />
        </IconButton>
        {/* Announced when it changes: the new value is the answer to pressing a button. */}
        <output aria-live="polite" data-testid={id} className="min-w-20 text-center text-sm font-semibold text-slate-900">
          {p.value}
        </output>
        <IconButton label={p.increase.label} onClick={p.increase.onClick} className="border border-slate-300">
          <Plus aria-hidden />
        </IconButton>
      </div>
    </div>
  );
}

const Section = ({ children }: { children: ReactNode }) => (
  <div className="border-b border-slate-100 px-4 py-3 last:border-0">{children}</div>
);

/**
 * The accessibility panel (001 §2, §4, §5, §8, §9): the dyslexia font, the font size (16 px × 1 to
 * 2, 1.6 under 1024 px), the auto contrast (1 to 13 by 4) and the colour-blindness cycle, each
 * limit with the spec's toast. Changes apply at once, stay in this browser and go to the account.
 */
export default function AccessibilityPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const s = useAccessibility();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const width = () => window.innerWidth;
  const levels = (ACCESSIBILITY.contrast.max - ACCESSIBILITY.contrast.min) / ACCESSIBILITY.contrast.step + 1;
  const level = (s.contrast_multiplier - ACCESSIBILITY.contrast.min) / ACCESSIBILITY.contrast.step + 1;
  const schemeId = `${id}-scheme`;
  const i = s.color_blindness_index;
  const scheme = i === null ? null : ACCESSIBILITY.colorSchemes[i];
  const schemeName =
    i === null || !scheme
      ? t('accessibility.colorSchemeOff')
      : 'hue' in scheme
        ? t('accessibility.colorSchemeHue', {
            n: formatNumber(i + 1),
            hue: formatNumber(scheme.hue),
            need: t(`accessibility.colorSchemeNeeds.${scheme.need}`),
          })
        : t('accessibility.colorSchemeGray', { need: t(`accessibility.colorSchemeNeeds.${scheme.need}`) });

  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={`${id}-heading`}
      className="fixed right-5 top-[4.5rem] z-40 flex max-h-[calc(100dvh-5.75rem)] w-[min(24rem,calc(100vw-2.5rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl"
    >
      <div className="flex items-center gap-2 border-b border-slate-100 py-2 pl-4 pr-2">
        <h2
          id={`${id}-heading`}
          ref={heading}
          tabIndex={-1}
          className="min-w-0 flex-1 break-words text-base font-semibold text-slate-900 focus:outline-none"
        >
          {t('accessibility.heading')}
        </h2>
        <IconButton label={t('accessibility.close')} onClick={onClose} className="ml-auto">
          <X aria-hidden />
        </IconButton>
      </div>
      {/* Rows wrap rather than scroll sideways: at 1.6× on a phone a stepper goes under its label. */}
      <div className="min-h-0 flex-1 overflow-y-auto overflow-x-hidden">
        <Section>
          <Switch
            checked={s.dyslexia}
            onChange={() => run(toggleDyslexia(s))}
            label={t('accessibility.dyslexia')}
            description={t('accessibility.dyslexiaHint')}
          />
        </Section>
        <Section>
          <Stepper
            testId="font"
            label={t('accessibility.fontSize')}
            value={t('accessibility.fontValue', { value: formatNumber(Math.round(effectiveFont(s, width()) * 100)) })}
            decrease={{ label: t('accessibility.fontDecrease'), onClick: () => run(decreaseFont(accessibility.get(), width())) }}
            increase={{ label: t('accessibility.fontIncrease'), onClick: () => run(increaseFont(accessibility.get(), width())) }}
          />
        </Section>
        <Section>
          <Stepper
            testId="contrast"
            label={t('accessibility.contrast')}
            value={t('accessibility.contrastValue', { level: formatNumber(level), levels: formatNumber(levels) })}
            decrease={{ label: t('accessibility.contrastDecrease'), onClick: () => run(decreaseContrast(accessibility.get())) }}
            increase={{ label: t('accessibility.contrastIncrease'), onClick: () => run(increaseContrast(accessibility.get())) }}
          />
        </Section>
        <Section>
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
            <div className="min-w-0">
              <span className="block text-sm font-medium text-slate-800">{t('accessibility.colorScheme')}</span>
              <span id={schemeId} aria-live="polite" data-testid="a11y-scheme" className="block text-sm text-slate-600">
                {schemeName}
              </span>
            </div>
            <Button
              variant="secondary"
              aria-describedby={schemeId}
              icon={<Palette className="size-4" aria-hidden />}
              onClick={() => run(cycleColorScheme(accessibility.get()))}
            >
              {t('accessibility.colorSchemeNext')}
            </Button>
          </div>
        </Section>
        <Section>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-xs text-slate-600">{t('accessibility.savedHint')}</p>
            <Button
              variant="ghost"
              icon={<RotateCcw className="size-4" aria-hidden />}
              onClick={() => accessibility.set(DEFAULT_ACCESSIBILITY, 'panel')}
            >
              {t('accessibility.reset')}
            </Button>
          </div>
        </Section>
      </div>
    </div>
  );
}
