// @curate/core shared: what several features use — the query keys, the product queries and save plan, list
// invalidation, failure reporting and the signed-in user's profile. Feature folders depend on this, never on each other.
export * from './queryKeys';
export * from './productQueries';
export * from './invalidation';
export * from './reportFailure';
export * from './useCurrentUser';
export * from './balancePoll';
export * from './formatCredits';
export * from './jobQueries';
