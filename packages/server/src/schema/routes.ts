// The Schema Manager's calls — spec part 2 §7.4: the overview, field group writes and reorder, field
// update, delete and reorder, merge preview and merge, the migration calls, the merge suggestions, and the
// field suggestions (values the enhancement read that no field holds).
import type { FastifyInstance } from 'fastify';
import { fieldRoutes, schemaManagerRoutes as routes } from '@curate/core/contract';
import { requirePrincipal } from '../auth/access';
import { registerRoute } from '../http/register-route';
import { deleteField, migrateField, reorderSchemaFields, updateField, validateFieldMigration } from './fieldAdmin';
import { createFieldGroup, deleteFieldGroup, reorderFieldGroups, updateFieldGroup } from './groups';
import { type MergeRanker, mergeRankerFromEnv } from './aiRanking';
import { listFieldSuggestions } from './fieldSuggestions';
import { mergeFields, previewFieldMerge } from './merge';
import { getSchemaOverview } from './overview';
import {
  acceptMergeSuggestion,
  analyseCompany,
  dismissMergeSuggestion,
  generateMergeSuggestions,
  getMergeSuggestions,
} from './suggestions';

/** Writes that answer 409 (name in use, group not empty, field in use, type locked, migration). */
const CONFLICT = { errors: [409] };

/** Registers every schema-manager route and the field and group writes of the fields contract. */
export function registerSchemaRoutes(app: FastifyInstance): void {
  const db = app.database;
  registerRoute(app, routes.getSchemaOverview, (request) =>
    getSchemaOverview(db, requirePrincipal(request), request.params.companyId),
  );
  registerRoute(
    app,
    fieldRoutes.createFieldGroup,
    (request) => createFieldGroup(db, requirePrincipal(request), request.params.companyId, request.body),
    CONFLICT,
  );
  registerRoute(app, fieldRoutes.updateFieldGroup, (request) =>
    updateFieldGroup(db, requirePrincipal(request), request.params.companyId, request.params.groupId, request.body),
  );
  registerRoute(
    app,
    fieldRoutes.deleteFieldGroup,
    (request) => deleteFieldGroup(db, requirePrincipal(request), request.params.companyId, request.params.groupId),
    CONFLICT,
  );
  registerRoute(app, fieldRoutes.reorderFieldGroups, (request) =>
    reorderFieldGroups(db, requirePrincipal(request), request.params.companyId, request.body),
  );
  registerRoute(
    app,
    fieldRoutes.updateField,
    (request) =>
      updateField(db, requirePrincipal(request), request.params.companyId, request.params.fieldId, request.body),
    CONFLICT,
  );
  registerRoute(
    app,
    fieldRoutes.deleteField,
    (request) =>
      deleteField(
        db,
        requirePrincipal(request),
        request.params.companyId,
        request.params.fieldId,
        request.query.delete_values,
      ),
    CONFLICT,
  );
  registerRoute(app, routes.reorderSchemaFields, (request) =>
    reorderSchemaFields(db, requirePrincipal(request), request.params.companyId, request.body),
  );
  registerRoute(app, routes.previewFieldMerge, (request) =>
    previewFieldMerge(db, requirePrincipal(request), request.params.companyId, request.body),
  );
  registerRoute(app, routes.mergeFields, (request) =>
    mergeFields(db, requirePrincipal(request), request.params.companyId, request.body),
  );
  registerRoute(app, routes.validateFieldMigration, (request) =>
    validateFieldMigration(db, requirePrincipal(request), request.params.companyId, request.params.fieldId),
  );
  registerRoute(
    app,
    routes.migrateField,
    (request) => migrateField(db, requirePrincipal(request), request.params.companyId, request.params.fieldId),
    CONFLICT,
  );
  // The model ranks the suggestions when AI_PROVIDER=openai (read once, at the first analysis).
  let ranker: MergeRanker | undefined;
  const mergeRanker = () =>
    (ranker ??= mergeRankerFromEnv(process.env, (error) =>
      app.log.warn({ err: error }, 'merge suggestions: the model failed, the offline ranking stands'),
    ));
  registerRoute(app, routes.generateMergeSuggestions, (request) =>
    generateMergeSuggestions(db, requirePrincipal(request), request.params.companyId, mergeRanker()),
  );
  registerRoute(app, routes.listMergeSuggestions, (request) =>
    getMergeSuggestions(db, requirePrincipal(request), request.params.companyId, request.query.status),
  );
  registerRoute(app, routes.acceptMergeSuggestion, (request) =>
    acceptMergeSuggestion(
      db,
      requirePrincipal(request),
      request.params.companyId,
      request.params.suggestionId,
      request.body.delete_source_field,
    ),
  );
  registerRoute(app, routes.dismissMergeSuggestion, (request) =>
    dismissMergeSuggestion(db, requirePrincipal(request), request.params.companyId, request.params.suggestionId),
  );
  registerRoute(app, routes.listFieldSuggestions, (request) =>
    listFieldSuggestions(db, requirePrincipal(request), request.params.companyId, request.query.min_products),
  );
  // Internal (super-admin): the company comes in the body; it is checked like any tenant scope.
  registerRoute(app, routes.analyzeFieldMerges, (request) =>
    analyseCompany(db, requirePrincipal(request), request.body.company_id, mergeRanker()),
  );
}
