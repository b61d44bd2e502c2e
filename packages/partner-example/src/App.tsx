import { useState } from 'react';
import { AuthProvider, createAuthClient, useAuth } from '@curate/auth';
import { ApiProvider, canDeleteProducts, createApiClient, useCurrentUser } from '@curate/core';
import { Catalog, CurateProvider, ProductDetail, ProductReviewDialog, ReviewQueue } from '@curate/ui';
// Curate's stylesheet as text, for widgets inside a shadow root (?shadow=on), where the page's stylesheets do not apply.
import curateStyles from '@curate/ui/styles.css?inline';
import type { ReactNode } from 'react';
import { apiBaseUrl, authConfig } from './config';
import { partnerGerman } from './messages.de';
import type { PageOptions } from './options';
import { ShadowHost } from './ShadowHost';

/** The partner's portal: its own header, orders table and notice, with Curate's widgets in the page. */
export function App({ options }: { options: PageOptions }) {
  const [auth] = useState(() => createAuthClient(authConfig));
  const [api] = useState(() => createApiClient({ baseUrl: apiBaseUrl, getAccessToken: () => auth.getAccessToken() }));
  return (
    <AuthProvider client={auth}>
      <ApiProvider client={api}>
        <PartnerPage options={options} />
      </ApiProvider>
    </AuthProvider>
  );
}

function PartnerPage({ options }: { options: PageOptions }) {
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  return (
    <div className="partner-page" data-partner="page">
      <header className="partner-header" data-slot="partner-header">
        <span className="partner-brand">Partner Portal</span>
        <nav className="partner-nav" aria-label="Partner">
          <a href="/">Home</a>
          <a href="/?hostile=off">Without the hostile CSS</a>
          <a href="/?widgets=off">Without the widgets</a>
          <a href="/?shadow=on">In shadow roots</a>
          <a href="/?lang=de">Auf Deutsch</a>
          <a href="/elements.html">Custom elements</a>
          <a href="/elements-review-queue.html">Review queue element</a>
          <a href="/elements-catalog.html">Catalogue element</a>
        </nav>
        <input type="search" aria-label="Search the partner portal" placeholder="Search orders" />
        {signedIn ? (
          <button type="button" onClick={() => void auth.logout()}>
            Sign out
          </button>
        ) : (
          <button type="button" disabled={auth.status === 'loading'} onClick={() => void auth.login({ returnTo: '/' })}>
            Sign in with Curate
          </button>
        )}
      </header>
      <PartnerOwnContent />
      {auth.error && <p role="alert">{auth.error.message}</p>}
      {signedIn && options.widgets && <CurateWidgets shadow={options.shadow} german={options.german} />}
    </div>
  );
}

/** The partner's own elements, whose computed styles the widgets must not change. */
function PartnerOwnContent() {
  return (
    <section className="partner-orders" data-partner="own" data-slot="partner-card">
      <h2>Your orders</h2>
      <table>
        <thead>
          <tr>
            <th>Order</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>PO-1042</td>
            <td>Shipped</td>
          </tr>
        </tbody>
      </table>
      <dialog open aria-label="Partner notice">
        <p>Catalogue sync runs nightly.</p>
        <button type="button">OK</button>
      </dialog>
      <div data-slot="partner-note">
        <input aria-label="Partner note" defaultValue="note" />
      </div>
    </section>
  );
}

/** Each widget's place: in the page, or (?shadow=on) inside a shadow root with Curate's styles adopted there. */
function Slot({ name, shadow, children }: { name: string; shadow: boolean; children: ReactNode }) {
  if (!shadow) return children;
  return (
    <ShadowHost className="partner-shadow-host" data-partner-shadow={name}>
      {children}
    </ShadowHost>
  );
}

/**
 * Curate's widgets: the review queue (with its dialog), the catalogue, the product detail and review dialogs; in
 * German (the partner's own texts, German dates and numbers) with ?lang=de.
 */
function CurateWidgets({ shadow, german }: { shadow: boolean; german: boolean }) {
  const provider = {
    styles: shadow ? curateStyles : undefined,
    ...(german ? { messages: partnerGerman, locale: 'de-DE' } : {}),
  };
  const auth = useAuth();
  const { user, error } = useCurrentUser();
  const [detailId, setDetailId] = useState<string | null>(null);
  const [reviewingId, setReviewingId] = useState<string | null>(null);
  if (error) return <p role="alert">Could not load your Curate profile: {error.message}</p>;
  const companyId = user?.company_id;
  if (!companyId) return <p>Loading Curate…</p>;
  return (
    <>
      <section className="partner-slot" aria-labelledby="partner-review-title">
        <h2 id="partner-review-title" className="partner-slot-title">
          Products to review
        </h2>
        <Slot name="review-queue" shadow={shadow}>
          <CurateProvider data-partner-widget="review-queue" {...provider}>
            <ReviewQueue companyId={companyId} />
          </CurateProvider>
        </Slot>
      </section>
      <section className="partner-slot" aria-labelledby="partner-catalog-title">
        <h2 id="partner-catalog-title" className="partner-slot-title">
          Catalogue
        </h2>
        <Slot name="catalog" shadow={shadow}>
          <CurateProvider data-partner-widget="catalog" {...provider}>
            <Catalog companyId={companyId} onProductOpen={(product) => setDetailId(product.id)} />
            <ProductDetail
              companyId={companyId}
              productId={detailId}
              open={detailId !== null}
              onClose={() => setDetailId(null)}
              canDelete={canDeleteProducts(auth.roles)}
              onEditInReview={(product) => {
                setDetailId(null);
                setReviewingId(product.id);
              }}
            />
            <ProductReviewDialog
              companyId={companyId}
              productId={reviewingId}
              open={reviewingId !== null}
              onClose={() => setReviewingId(null)}
            />
          </CurateProvider>
        </Slot>
      </section>
    </>
  );
}
