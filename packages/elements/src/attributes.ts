import type { CurateAppearance } from '@curate/ui';

/** The theme attributes of the elements and the `appearance` field each sets (kebab-case of the field). */
export const THEME_ATTRIBUTES = {
  'color-primary': 'colorPrimary',
  'color-on-primary': 'colorOnPrimary',
  'color-danger': 'colorDanger',
  'color-text': 'colorText',
  'color-text-muted': 'colorTextMuted',
  'color-background': 'colorBackground',
  'color-surface': 'colorSurface',
  'color-border': 'colorBorder',
  radius: 'radius',
  'font-family': 'fontFamily',
  'font-size': 'fontSize',
} as const satisfies Record<string, keyof CurateAppearance>;

/**
 * The `appearance` the theme attributes set: CurateAppearance's fields, declared here so that the package's
 * published declarations name no other package (React and @curate/ui are compiled in, not dependencies).
 */
export type ElementAppearance = {
  [Field in (typeof THEME_ATTRIBUTES)[keyof typeof THEME_ATTRIBUTES]]?: Field extends 'radius' | 'fontSize'
    ? number | string
    : string;
};

/** Attributes every Curate element reads. */
export const COMMON_ATTRIBUTES = ['company-id', 'api-base-url', 'nonce', ...Object.keys(THEME_ATTRIBUTES)] as const;

/**
 * The appearance the theme attributes ask for; a plain number (`radius="8"`) means px. Values are passed on as
 * given: CurateProvider checks them and warns about any that is not valid CSS for its field.
 */
export function appearanceFromAttributes(read: (name: string) => string | null): ElementAppearance {
  const appearance: Record<string, string | number> = {};
  for (const [attribute, field] of Object.entries(THEME_ATTRIBUTES)) {
    const value = read(attribute)?.trim();
    if (!value) continue;
    appearance[field] =
      (field === 'radius' || field === 'fontSize') && /^\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  }
  return appearance as ElementAppearance;
}

/** What is missing or wrong in an element's configuration, as messages for its error state (empty when ready). */
export function configurationProblems(tag: string, read: (name: string) => string | null): string[] {
  const problems: string[] = [];
  if (!read('company-id')?.trim()) problems.push(`<${tag}> needs a company-id attribute (the company's id).`);
  const base = read('api-base-url')?.trim();
  if (!base) problems.push(`<${tag}> needs an api-base-url attribute (the Curate API origin, without /api/v2).`);
  else if (!/^https?:\/\//i.test(base) || !URL.canParse(base))
    problems.push(`<${tag}> api-base-url ${JSON.stringify(base)} is not an http(s) URL.`);
  return problems;
}
