import {
  API_DOC_SECTIONS,
  type ApiDocEndpoint,
  type ApiDocField,
  type ApiDocSectionId,
  apiBaseUrlOf,
  apiDocEndpoints,
  apiSectionTitle,
  type OpenApiDocument,
  useApiDocument,
  importMessages,
  useTexts,
} from '@curate/core';
import { useMemo, useState } from 'react';
import { Button } from '../primitives/Button/Button';
import { cx } from '../theme/cx';
import { wrapValues } from '../internal/Formatted';

/** The headers of an authenticated call (a session's token, an API key), shown as code inside messages.import.authentication. */
const AUTH_HEADERS = ['Authorization: Bearer <token>', 'X-API-Key: <key>', 'Authorization: Bearer <key>'];
/** The response fields shown as code inside messages.import.responseShape. */
const RESPONSE_FIELDS = ['success', 'data', 'message', 'timestamp', 'detail', 'code'];
const code = (value: string, key: number) => <code key={key}>{value}</code>;

/** Props of ApiDocs. */
export interface ApiDocsProps {
  /** A document to show instead of the server's live one (stories, offline hosts). */
  document?: OpenApiDocument;
  /** The section shown first; default 'getting-started'. */
  defaultSection?: ApiDocSectionId;
  className?: string;
}

function FieldTable({ caption, fields, withIn }: { caption: string; fields: ApiDocField[]; withIn?: boolean }) {
  const t = useTexts('import', importMessages);
  if (fields.length === 0) return null;
  return (
    <table className="curate-ApiDocs-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.columnName}</th>
          {withIn && <th scope="col">{t.columnIn}</th>}
          <th scope="col">{t.columnType}</th>
          <th scope="col">{t.columnRequired}</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={`${field.in ?? ''}${field.name}`}>
            <td>
              <code>{field.name}</code>
            </td>
            {withIn && <td>{field.in}</td>}
            <td>{field.type}</td>
            <td>{field.required ? t.yes : t.no}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function EndpointCard({ endpoint }: { endpoint: ApiDocEndpoint }) {
  const t = useTexts('import', importMessages);
  return (
    <article
      className="curate-ApiDocs-endpoint"
      data-slot="endpoint"
      aria-label={`${endpoint.method} ${endpoint.path}`}
    >
      <h4>
        <span className="curate-ApiDocs-method" data-method={endpoint.method}>
          {endpoint.method}
        </span>{' '}
        <code>{endpoint.path}</code>
        {endpoint.deprecated && <span className="curate-ApiDocs-deprecated">{t.deprecated}</span>}
      </h4>
      <p>{endpoint.summary}</p>
      <FieldTable caption={t.parameters} fields={endpoint.parameters} withIn />
      {endpoint.requestExample !== null && (
        <>
          <h5>{t.requestExample}</h5>
          <pre>{JSON.stringify(endpoint.requestExample, null, 2)}</pre>
        </>
      )}
      <FieldTable caption={t.responseFields(endpoint.successStatus)} fields={endpoint.responseFields} />
      {endpoint.responseExample !== null && (
        <>
          <h5>{t.responseExample}</h5>
          <pre>{JSON.stringify(endpoint.responseExample, null, 2)}</pre>
        </>
      )}
      <h5>{t.errorResponses}</h5>
      <ul className="curate-ApiDocs-errors">
        {endpoint.errors.map((error) => (
          <li key={error.status}>
            <code>{error.status}</code> {error.description}
          </li>
        ))}
      </ul>
    </article>
  );
}

function GettingStarted({ document }: { document: OpenApiDocument }) {
  const t = useTexts('import', importMessages);
  const url = apiBaseUrlOf(document);
  return (
    <div className="curate-ApiDocs-intro" data-slot="getting-started">
      <p>{wrapValues(t.baseUrl(url), [url], code)}</p>
      <p>{wrapValues(t.authentication, AUTH_HEADERS, code, AUTH_HEADERS)}</p>
      <p>{wrapValues(t.responseShape, RESPONSE_FIELDS, code, ['timestamp'])}</p>
    </div>
  );
}

/**
 * 'API Docs' — spec part 2 §2.5: a side menu of sections and, for every endpoint, method, path, parameters,
 * request example, response fields and example, and error responses, all read from the server's live OpenAPI
 * document (GET /api/v2/openapi.json).
 */
export function ApiDocs({ document: given, defaultSection = 'getting-started', className }: ApiDocsProps) {
  const t = useTexts('import', importMessages);
  const live = useApiDocument();
  const document = given ?? live.document;
  const [section, setSection] = useState<ApiDocSectionId>(defaultSection);
  const endpoints = useMemo(() => (document ? apiDocEndpoints(document, section, t) : []), [document, section, t]);
  const current = API_DOC_SECTIONS.find((item) => item.id === section);
  const state = document ? 'success' : live.status === 'error' ? 'error' : 'loading';
  return (
    <section
      className={cx('curate-ApiDocs', className)}
      data-slot="api-docs"
      data-state={state}
      aria-label={t.apiDocumentation}
    >
      <nav className="curate-ApiDocs-menu" aria-label={t.apiSections}>
        <ul>
          {API_DOC_SECTIONS.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                aria-current={item.id === section ? 'true' : undefined}
                onClick={() => setSection(item.id)}
              >
                {apiSectionTitle(item, t)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="curate-ApiDocs-body">
        <h3>{current && apiSectionTitle(current, t)}</h3>
        {state === 'loading' && <p role="status">{t.loadingReference}</p>}
        {state === 'error' && (
          <p role="alert">
            {t.referenceFailed}{' '}
            <Button size="sm" onClick={() => void live.refetch()}>
              {t.retry}
            </Button>
          </p>
        )}
        {document && section === 'getting-started' && <GettingStarted document={document} />}
        {endpoints.map((endpoint) => (
          <EndpointCard key={endpoint.id} endpoint={endpoint} />
        ))}
      </div>
    </section>
  );
}
