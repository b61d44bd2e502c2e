import type { CSSProperties } from 'react';

/** Theme overrides a partner passes to CurateProvider; every field is optional and falls back to the light theme. */
export interface CurateAppearance {
  /** Brand colour for primary buttons, links and focus rings; default '#2563eb'. */
  colorPrimary?: string;
  /** Text colour on top of colorPrimary; default '#ffffff'. */
  colorOnPrimary?: string;
  /** Colour for destructive actions; default '#dc2626'. */
  colorDanger?: string;
  /** Body text colour; default '#111827'. */
  colorText?: string;
  /** Secondary text colour; default '#4b5563'. */
  colorTextMuted?: string;
  /** Background of panels, dialogs and tables; default '#ffffff'. */
  colorBackground?: string;
  /** Background of headers, footers and subtle areas; default '#f9fafb'. */
  colorSurface?: string;
  /** Border colour; default '#d1d5db'. */
  colorBorder?: string;
  /** Corner radius of controls, in px when a number; default 6 (small and large radii follow it). */
  radius?: number | string;
  /** Font stack for all widget text; default the system UI stack. */
  fontFamily?: string;
  /** Base font size, in px when a number; default 14. */
  fontSize?: number | string;
}

const variableFor: Record<keyof CurateAppearance, `--curate-${string}`> = {
  colorPrimary: '--curate-color-primary',
  colorOnPrimary: '--curate-color-on-primary',
  colorDanger: '--curate-color-danger',
  colorText: '--curate-color-text',
  colorTextMuted: '--curate-color-text-muted',
  colorBackground: '--curate-color-background',
  colorSurface: '--curate-color-surface',
  colorBorder: '--curate-color-border',
  radius: '--curate-radius-md',
  fontFamily: '--curate-font-family',
  fontSize: '--curate-font-size-md',
};

/** Turns an appearance into the inline custom properties set on the widget root; unset fields are left out. */
export function appearanceToStyle(appearance: CurateAppearance | undefined): CSSProperties {
  const style: Record<string, string> = {};
  if (!appearance) return style;
  for (const key of Object.keys(variableFor) as Array<keyof CurateAppearance>) {
    const value = appearance[key];
    if (value === undefined || value === '') continue;
    style[variableFor[key]] = typeof value === 'number' ? `${value}px` : value;
  }
  return style;
}
