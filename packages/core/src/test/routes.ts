// Test-only routes, declared like the contract's, so the client is tested without the real API surface.
import * as z from 'zod/mini';
import { zodWithoutEvalInBrowsers } from '../contract/jitless';
import { defineRoute } from '../contract/route';

zodWithoutEvalInBrowsers();

const Item = z.object({ id: z.string(), name: z.string(), active: z.boolean() });

const common = { summary: 'Test route.', tag: 'test' };

export const testRoutes = {
  getItem: defineRoute({
    ...common,
    id: 'getItem',
    method: 'GET',
    path: '/companies/:companyId/items/:itemId',
    params: z.object({ companyId: z.string(), itemId: z.string() }),
    response: Item,
    auth: 'token',
  }),
  listItems: defineRoute({
    ...common,
    id: 'listItems',
    method: 'GET',
    path: '/items',
    // Loose, like a catalogue query whose filter_field_{n} / filter_value_{n} pairs are dynamic keys.
    query: z.looseObject({
      search_text: z.optional(z.string()),
      limit: z.optional(z.number()),
      include_custom_fields: z.optional(z.boolean()),
      review_status: z.optional(z.array(z.string())),
      filters: z.optional(z.record(z.string(), z.string())),
    }),
    response: z.object({ items: z.array(Item), total: z.number() }),
    auth: 'token',
  }),
  createItem: defineRoute({
    ...common,
    id: 'createItem',
    method: 'POST',
    path: '/items',
    body: z.object({ name: z.string(), tags: z.array(z.string()) }),
    response: Item,
    status: 201,
    auth: 'token',
  }),
  deleteItem: defineRoute({
    ...common,
    id: 'deleteItem',
    method: 'DELETE',
    path: '/items/:itemId',
    params: z.object({ itemId: z.string() }),
    response: z.undefined(),
    status: 204,
    auth: 'token',
  }),
  detectAuth: defineRoute({
    ...common,
    id: 'detectAuth',
    method: 'POST',
    path: '/public/detect-user-auth',
    body: z.object({ email: z.string() }),
    response: z.object({ auth_type: z.string() }),
    auth: 'public',
  }),
  exportItems: defineRoute({
    ...common,
    id: 'exportItems',
    method: 'GET',
    path: '/items/export',
    query: z.object({ scope: z.enum(['filtered', 'all']) }),
    response: z.string(),
    responseType: 'text',
    contentType: 'text/csv',
    auth: 'token',
  }),
};
