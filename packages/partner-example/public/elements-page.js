// The custom-elements page of the partner example (issue #21): plain JavaScript, no build step. The partner's own
// sign-in is the portal's home page (@curate/auth keeps the session in this tab's sessionStorage, as oidc-client-ts
// stores a user under `{prefix}user:{authority}:{client id}`); this page reads that session's access token, finds
// the user's company and hands both to Curate's elements. Every event the elements send is listed on the page.
const params = new URLSearchParams(location.search);
const status = document.getElementById('session');
const eventList = document.getElementById('events');

if (params.get('hostile') !== 'off') {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/hostile.css';
  link.dataset.partner = 'hostile';
  document.head.append(link);
}

/** The access token of the portal's session in this tab, or null when signed out or expired. */
function sessionToken(config) {
  const suffix = `user:${config.authority}:${config.clientId}`;
  const key = Object.keys(sessionStorage).find((k) => k.endsWith(suffix));
  const stored = key ? sessionStorage.getItem(key) : null;
  if (!stored) return null;
  const user = JSON.parse(stored);
  if (!user.access_token || (user.expires_at && user.expires_at * 1000 < Date.now())) return null;
  return user.access_token;
}

const config = await (await fetch('/elements-config.json')).json();
const token = sessionToken(config);
// Both elements (elements.html), or one (elements-review-queue.html, elements-catalog.html).
const elements = ['queue', 'catalog'].map((id) => document.getElementById(id)).filter(Boolean);

for (const type of [
  'curate-reviewed',
  'curate-product-open',
  'curate-view-change',
  'curate-load-error',
  'curate-product-leave',
  'curate-product-saved',
  'curate-product-deleted',
]) {
  document.addEventListener(type, (event) => {
    const { detail } = event;
    const what = detail?.product?.product_id ?? detail?.view ?? detail?.message ?? '';
    const item = document.createElement('li');
    item.dataset.event = type;
    item.textContent = `${type} from <${event.target.localName}>${what ? `: ${what}` : ''}${detail?.decision ? ` (${detail.decision})` : ''}`;
    eventList.append(item);
  });
}

if (!token) {
  status.textContent = 'Sign in on the portal home page first (this page reads that session).';
} else {
  const me = await fetch(`${config.apiBaseUrl}/api/v2/users/me`, { headers: { Authorization: `Bearer ${token}` } });
  const user = me.ok ? await me.json() : null;
  // ?company=… tries another company's id (the widgets show the server's refusal); ?token=off sets no getter.
  const companyId = params.get('company') ?? user?.company_id ?? '';
  status.textContent = user ? `Signed in as ${user.email}.` : `Could not read your Curate profile (${me.status}).`;
  for (const element of elements) {
    if (params.get('token') !== 'off') element.getAccessToken = async () => sessionToken(config);
    element.setAttribute('api-base-url', config.apiBaseUrl);
    element.setAttribute('company-id', companyId);
  }
}
