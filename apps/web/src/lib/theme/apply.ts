import { buildTheme, themeCssVariables, DEFAULT_COLORS, type Theme } from './colors.ts';

/** Writes the tenant's theme onto <html> as CSS variables; tailwind utilities read them. */
export function applyTheme(primary: string = DEFAULT_COLORS.primary, secondary: string = DEFAULT_COLORS.secondary): Theme {
  const theme = buildTheme(primary, secondary);
  const root = document.documentElement;
  for (const [name, value] of Object.entries(themeCssVariables(theme))) root.style.setProperty(name, value);
  root.dataset.theme = theme.name;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.primary[600]);
  return theme;
}
