import { ApiProvider, createApiClient, isApiError, type ApiClient } from '@curate/core';
import { CurateProvider, type CurateStyleSource } from '@curate/ui/provider';
import curateStyles from '@curate/ui/styles.widgets.base.css?inline';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { appearanceFromAttributes, COMMON_ATTRIBUTES, configurationProblems } from './attributes';
import { ConfigurationError } from './ConfigurationError';

/** The access-token getter a page sets on an element: awaited before every authenticated call, so it may refresh. */
export type AccessTokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

/** Thrown by the element's API client while the page has set no `getAccessToken`. */
export class MissingTokenGetterError extends Error {
  override name = 'MissingTokenGetterError';
}

/** How long an element may lack its company-id or api-base-url before the console is told (its error state shows at once). */
export const CONFIGURATION_GRACE_MS = 2000;

function isRefusal(error: unknown): boolean {
  if (error instanceof MissingTokenGetterError) return true;
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/**
 * The base of Curate's custom elements (issue #21): renders its widget with React into its own open shadow root,
 * inside ApiProvider (a client for `api-base-url` calling the element's `getAccessToken`) and CurateProvider
 * (Curate's stylesheet adopted into the shadow root, the theme attributes as `appearance`, `nonce`). The widget's
 * callbacks arrive as CustomEvents that bubble and cross the shadow boundary (`composed`).
 */
export abstract class CurateElement extends HTMLElement {
  static get observedAttributes(): readonly string[] {
    return COMMON_ATTRIBUTES;
  }

  /** The element's tag, for messages. */
  protected abstract readonly tag: string;
  /**
   * The widget, for a configured element.
   * @internal (typed with React's types: the published declarations name no other package)
   */
  protected abstract renderWidget(companyId: string): ReactNode;
  /**
   * The stylesheets adopted into the shadow root: the base one, and the widget's where the widget comes with it.
   * @internal
   */
  protected readonly styles: readonly CurateStyleSource[] = [curateStyles];

  #getAccessToken: AccessTokenGetter | undefined;
  #warning: ReturnType<typeof setTimeout> | undefined;
  #root: Root | null = null;
  #client: ApiClient | null = null;
  #clientBase = '';
  #queryClient = new QueryClient({
    defaultOptions: {
      // A refusal (4xx) or a missing getter will not change by asking again: the error state shows at once.
      queries: { retry: (failures, error) => failures < 3 && !isRefusal(error) },
    },
  });

  constructor() {
    super();
    // A getter set on the element before this class was defined is an own property that hides the accessor.
    if (Object.hasOwn(this, 'getAccessToken')) {
      const early = (this as { getAccessToken?: AccessTokenGetter }).getAccessToken;
      delete (this as { getAccessToken?: AccessTokenGetter }).getAccessToken;
      this.getAccessToken = early;
    }
  }

  /** Your access-token getter (`el.getAccessToken = async () => token`); without it every call fails with a message. */
  get getAccessToken(): AccessTokenGetter | undefined {
    return this.#getAccessToken;
  }

  set getAccessToken(getter: AccessTokenGetter | undefined) {
    const had = this.#getAccessToken !== undefined;
    this.#getAccessToken = typeof getter === 'function' ? getter : undefined;
    if (getter !== undefined && typeof getter !== 'function')
      console.warn(`[curate] <${this.tag}>.getAccessToken must be a function returning an access token.`);
    // Calls that failed for want of a getter run again with it.
    if (!had && this.#getAccessToken) void this.#queryClient.resetQueries();
  }

  connectedCallback(): void {
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    this.#root ??= createRoot(shadow);
    this.render();
  }

  disconnectedCallback(): void {
    // An element moved elsewhere in the page is connected again before this microtask runs.
    queueMicrotask(() => {
      if (this.isConnected || !this.#root) return;
      clearTimeout(this.#warning);
      this.#root.unmount();
      this.#root = null;
    });
  }

  attributeChangedCallback(): void {
    if (this.#root) this.render();
  }

  /** Sends one of the widget's callbacks to the page as a `curate-…` CustomEvent (bubbles, composed). */
  protected emit<T>(type: string, detail: T, cancelable = false): boolean {
    return this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));
  }

  /** Draws the widget again (after an attribute or a property changed). */
  protected render(): void {
    if (!this.#root) return;
    const read = (name: string) => this.getAttribute(name);
    const problems = configurationProblems(this.tag, read);
    // A page often sets the attributes a moment after the element appears; only a lasting gap is worth a warning.
    clearTimeout(this.#warning);
    if (problems.length > 0)
      this.#warning = setTimeout(() => {
        for (const problem of problems) console.warn(`[curate] ${problem}`);
      }, CONFIGURATION_GRACE_MS);
    const base = read('api-base-url')?.trim() ?? '';
    const companyId = read('company-id')?.trim() ?? '';
    this.#root.render(
      <CurateProvider
        styles={this.styles}
        // Under a CSP the browser empties a nonce attribute once the element is in the page; the property keeps it.
        nonce={this.nonce || read('nonce') || undefined}
        appearance={appearanceFromAttributes(read)}
        data-curate-element={this.tag}
      >
        {problems.length > 0 ? (
          <ConfigurationError problems={problems} />
        ) : (
          <ApiProvider client={this.#clientFor(base)} queryClient={this.#queryClient}>
            {this.renderWidget(companyId)}
          </ApiProvider>
        )}
      </CurateProvider>,
    );
  }

  #clientFor(base: string): ApiClient {
    if (!this.#client || this.#clientBase !== base) {
      this.#clientBase = base;
      this.#client = createApiClient({
        baseUrl: base.replace(/\/+$/, ''),
        getAccessToken: async () => {
          const getter = this.#getAccessToken;
          if (!getter) {
            const message = `<${this.tag}> has no access token getter: set el.getAccessToken = async () => token.`;
            console.warn(`[curate] ${message}`);
            throw new MissingTokenGetterError(message);
          }
          return (await getter()) ?? null;
        },
      });
      void this.#queryClient.resetQueries();
    }
    return this.#client;
  }
}
