import { API_KEY_SCOPES, type ApiKeyScope } from '@curate/core/contract';
import type { usersMessages } from '@curate/core';

type ScopeTexts = Pick<
  typeof usersMessages,
  | 'scopeRead'
  | 'scopeImportEnhance'
  | 'scopeReview'
  | 'scopeAdmin'
  | 'scopeReadHint'
  | 'scopeImportEnhanceHint'
  | 'scopeReviewHint'
  | 'scopeAdminHint'
>;

/** A scope's label and what it allows, from the users messages. */
export function scopeText(scope: ApiKeyScope, m: ScopeTexts): { label: string; hint: string } {
  switch (scope) {
    case 'read':
      return { label: m.scopeRead, hint: m.scopeReadHint };
    case 'import_enhance':
      return { label: m.scopeImportEnhance, hint: m.scopeImportEnhanceHint };
    case 'review':
      return { label: m.scopeReview, hint: m.scopeReviewHint };
    case 'admin':
      return { label: m.scopeAdmin, hint: m.scopeAdminHint };
  }
}

/** The scopes in the contract's order. */
export const SCOPES: readonly ApiKeyScope[] = API_KEY_SCOPES;
