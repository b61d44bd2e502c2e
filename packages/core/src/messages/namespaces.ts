import type { CurateMessages } from './catalogue';

/**
 * The namespaces' names without their texts: what a provider checks overrides against, so that it need not hold
 * every namespace's texts (issue #21). The compiler checks that the list names every namespace of CurateMessages.
 */
export const MESSAGE_NAMESPACES = [
  'common',
  'reviewQueue',
  'catalog',
  'productDetail',
  'productFields',
  'billing',
  'dashboard',
  'users',
  'workspace',
  'signIn',
  'schemaManager',
  'import',
  'settings',
  'billingAdmin',
  'companies',
] as const satisfies readonly (keyof CurateMessages)[];

type Unlisted = Exclude<keyof CurateMessages, (typeof MESSAGE_NAMESPACES)[number]>;
const everyNamespaceListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyNamespaceListed;
