/** The panel's distance from the screen's edge (001 §2). */
export const PANEL_EDGE_MARGIN_PX = 20;

/**
 * The bell panel's width for a viewport width (001 §2): over 900 px 700, 600 to 900 px 500,
 * 500 to 600 px 400, otherwise 300. Never wider than the screen less its two margins, so a phone
 * narrower than 340 px still shows it whole.
 */
export function notificationPanelWidth(viewportPx: number): number {
  const width = viewportPx > 900 ? 700 : viewportPx >= 600 ? 500 : viewportPx >= 500 ? 400 : 300;
  return Math.min(width, Math.max(0, viewportPx - 2 * PANEL_EDGE_MARGIN_PX));
}
