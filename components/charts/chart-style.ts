// What every recharts chart shares: axis text in the page's colour (light and dark), the brand
// colour, and a tooltip box readable on both themes.
import type { CSSProperties } from 'react';

export const AXIS = { fontSize: 11, stroke: 'currentColor', tickLine: false } as const;
export const GRID = { strokeDasharray: '3 3', stroke: 'currentColor', strokeOpacity: 0.15 } as const;
export const BRAND = '#3b82f6';
export const TOOLTIP_STYLE: CSSProperties = {
  background: 'rgb(15 23 42 / 0.92)',
  border: 'none',
  borderRadius: 6,
  color: 'white',
  fontSize: 12,
};
export const TOOLTIP_ITEM: CSSProperties = { color: 'white' };

/** Recharts' containers measure the DOM: a fixed height keeps the layout still while they do. */
export const CHART_CLASS = 'h-44 w-full text-slate-500 dark:text-slate-400';
