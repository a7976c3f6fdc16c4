import { buildTheme, themeCssVariables, DEFAULT_COLORS, type Theme } from './colors.ts';
import type { ThemeColors } from './adjust.ts';

/** What the accessibility panel does to the theme (features/accessibility): colours and extra variables. */
export type ThemeAdjustment = {
  colors: (tenant: ThemeColors) => ThemeColors;
  /** Variables set after the theme's own (they may replace one), given the theme built. */
  variables: (theme: Theme) => Record<string, string>;
};

/** The tenant's own colours, kept so the panel's "off" restores them (001 §3 original_primary_color). */
let tenant: ThemeColors = { primary: DEFAULT_COLORS.primary, secondary: DEFAULT_COLORS.secondary };
let adjustment: ThemeAdjustment | null = null;
let extraVariables: string[] = [];

function paint(): Theme {
  const colors = adjustment ? adjustment.colors(tenant) : tenant;
  const theme = buildTheme(colors.primary, colors.secondary);
  const root = document.documentElement;
  for (const [name, value] of Object.entries(themeCssVariables(theme))) root.style.setProperty(name, value);
  const extra = adjustment?.variables(theme) ?? {};
  for (const name of extraVariables) if (!(name in extra)) root.style.removeProperty(name);
  for (const [name, value] of Object.entries(extra)) root.style.setProperty(name, value);
  extraVariables = Object.keys(extra);
  root.dataset.theme = theme.name;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.primary[600]);
  return theme;
}

/** Writes the tenant's theme onto <html> as CSS variables; tailwind utilities read them. */
export function applyTheme(primary: string = DEFAULT_COLORS.primary, secondary: string = DEFAULT_COLORS.secondary): Theme {
  tenant = { primary, secondary };
  return paint();
}

/** The accessibility panel's scheme and contrast, on top of the tenant's colours (null: none). */
export function setThemeAdjustment(next: ThemeAdjustment | null): void {
  adjustment = next;
  paint();
}
