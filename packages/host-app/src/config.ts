/** Where the API lives: VITE_CURATE_API_URL at build time, else port 3000 on the page's own host. */
export function apiBaseUrl(): string {
  const configured = import.meta.env.VITE_CURATE_API_URL as string | undefined;
  if (configured) return configured.replace(/\/$/, '');
  return `${window.location.protocol}//${window.location.hostname}:3000`;
}
