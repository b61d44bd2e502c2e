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

/** The CSS property each field's value must be valid for (CSS.supports), so a wrong value is caught, not drawn. */
const checkedAs: Record<keyof CurateAppearance, string> = {
  colorPrimary: 'color',
  colorOnPrimary: 'color',
  colorDanger: 'color',
  colorText: 'color',
  colorTextMuted: 'color',
  colorBackground: 'color',
  colorSurface: 'color',
  colorBorder: 'color',
  radius: 'border-radius',
  fontFamily: 'font-family',
  fontSize: 'font-size',
};

/** An appearance value that was left out: which field, the value given and why. */
export interface AppearanceProblem {
  field: string;
  value: unknown;
  message: string;
}

function cssValue(key: keyof CurateAppearance, value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? `${value}px` : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  // Declarations cannot be smuggled through a custom property's value.
  if (/[;{}]/.test(text)) return null;
  return isValidCss(checkedAs[key], text) ? text : null;
}

/** CSS.supports where the browser has it, else whether an element's style keeps the value (jsdom, old engines). */
function isValidCss(property: string, value: string): boolean {
  if (typeof globalThis.CSS?.supports === 'function') return globalThis.CSS.supports(property, value);
  if (typeof document === 'undefined') return true;
  const probe = document.createElement('div').style;
  probe.setProperty(property, value);
  return probe.getPropertyValue(property) !== '';
}

/**
 * Checks an appearance: the valid fields as inline custom properties, and a problem for every value that is not a
 * valid CSS value for its field (a colour that is not a colour, a negative radius, an unknown field), which is left
 * out so the theme's default applies.
 */
export function readAppearance(appearance: CurateAppearance | undefined): {
  style: CSSProperties;
  problems: AppearanceProblem[];
} {
  const style: Record<string, string> = {};
  const problems: AppearanceProblem[] = [];
  if (!appearance || typeof appearance !== 'object') return { style, problems };
  for (const [field, value] of Object.entries(appearance)) {
    if (value === undefined || value === '') continue;
    if (!(field in variableFor)) {
      problems.push({ field, value, message: `appearance.${field} is not an appearance option; it is ignored.` });
      continue;
    }
    const key = field as keyof CurateAppearance;
    const css = cssValue(key, value);
    if (css === null) {
      problems.push({
        field,
        value,
        message: `appearance.${field} ${JSON.stringify(value)} is not a valid ${checkedAs[key]} value; the theme's default is used.`,
      });
      continue;
    }
    style[variableFor[key]] = css;
  }
  return { style, problems };
}

/** Turns an appearance into the inline custom properties set on the widget root; unset and invalid fields are left out. */
export function appearanceToStyle(appearance: CurateAppearance | undefined): CSSProperties {
  return readAppearance(appearance).style;
}
