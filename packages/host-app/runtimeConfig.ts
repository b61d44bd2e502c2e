// Run-time settings of the built host app. The bundle bakes the VITE_CURATE_* settings in at build
// time; a server that serves dist/ itself can instead write them into index.html, so one build (a container
// image) is configured where it runs. The API server does so when HOST_APP_DIR is set
// (packages/server/src/host-app, which imports this module as @curate/host-app/runtimeConfig); src/config.ts
// reads them. A <meta> element, not a script: the strict CSP (securityHeaders.ts) stays as it is, no inline
// script and no extra request before the first render.

/** The name of the meta element holding the settings. */
export const RUNTIME_CONFIG_META = 'curate-config';

/** Every setting the page reads, by its build-time name (src/config.ts, README "Identity provider"). */
export const RUNTIME_SETTING_NAMES = [
  'VITE_CURATE_API_URL',
  'VITE_CURATE_OIDC_ISSUER',
  'VITE_CURATE_OIDC_CLIENT_ID',
  'VITE_CURATE_API_AUDIENCE',
  'VITE_CURATE_OIDC_AUDIENCE_PARAM',
  'VITE_CURATE_OIDC_OFFLINE_ACCESS',
  'VITE_CURATE_OIDC_ROLES_CLAIM',
  'VITE_CURATE_OIDC_ORG_CLAIM',
  'VITE_CURATE_OIDC_COMPANY_CODE_CLAIM',
  'VITE_CURATE_SUPER_ADMIN_SUBJECT',
] as const;

export type RuntimeSettingName = (typeof RUNTIME_SETTING_NAMES)[number];

/** The settings the server hands the page; a name left out means the page's default (see src/config.ts). */
export type RuntimeSettings = Partial<Record<RuntimeSettingName, string>>;

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

/** The meta element carrying `settings` as JSON, escaped for a double-quoted attribute. */
export function runtimeConfigTag(settings: RuntimeSettings): string {
  const json = JSON.stringify(settings).replace(/[&"'<>]/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c);
  return `<meta name="${RUNTIME_CONFIG_META}" content="${json}" />`;
}

/**
 * `html` (the built index.html) with the settings' meta element at the end of its head: after `<meta charset>`,
 * and read by the time the bundle runs (a module script runs once the document is parsed).
 */
export function injectRuntimeConfig(html: string, settings: RuntimeSettings): string {
  const at = html.search(/<\/head>/i);
  if (at < 0) throw new Error('index.html has no <head> to carry the run-time settings');
  return `${html.slice(0, at)}  ${runtimeConfigTag(settings)}\n  ${html.slice(at)}`;
}

/** The settings written into the page, or null when there are none (vite preview, a plain file server). */
export function readRuntimeConfig(doc: Document | undefined): Record<string, unknown> | null {
  const content = doc?.querySelector(`meta[name="${RUNTIME_CONFIG_META}"]`)?.getAttribute('content');
  if (!content) return null;
  try {
    const parsed: unknown = JSON.parse(content);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
