// The signed-in page's own API credentials, for checks against the server: the bearer token the page sends and
// the company its review queue belongs to, read from its requests as they go out.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningProduct } from './product';

export interface ApiAuth {
  token: string;
  companyId: string;
  /** GETs a path under /api/v2/companies/{companyId} with the page's token; expects 200. */
  get<T>(path: string): Promise<T>;
}

/** Starts recording `page`'s API token and company (call before signing in). */
export function recordApiAuth(page: Page, product: RunningProduct): ApiAuth {
  const auth: ApiAuth = {
    token: '',
    companyId: '',
    async get<T>(path: string): Promise<T> {
      const res = await fetch(`${product.apiUrl}/api/v2/companies/${auth.companyId}${path}`, {
        headers: { authorization: `Bearer ${auth.token}` },
      });
      expect(res.status, `GET ${path}`).toBe(200);
      return (await res.json()) as T;
    },
  };
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (request.url().startsWith(product.apiUrl) && header?.startsWith('Bearer '))
      auth.token = header.slice('Bearer '.length);
    const company = /\/api\/v2\/companies\/([^/?]+)\/review-queue/.exec(request.url());
    if (company) auth.companyId = company[1]!;
  });
  return auth;
}
