import {
  API_DOC_SECTIONS,
  type ApiDocEndpoint,
  type ApiDocField,
  type ApiDocSectionId,
  apiBaseUrlOf,
  apiDocEndpoints,
  type OpenApiDocument,
  useApiDocument,
} from '@curate/core';
import { useMemo, useState } from 'react';
import { Button } from '../primitives/Button/Button';
import { cx } from '../theme/cx';

/** Props of ApiDocs. */
export interface ApiDocsProps {
  /** A document to show instead of the server's live one (stories, offline hosts). */
  document?: OpenApiDocument;
  /** The section shown first; default 'getting-started'. */
  defaultSection?: ApiDocSectionId;
  className?: string;
}

function FieldTable({ caption, fields, withIn }: { caption: string; fields: ApiDocField[]; withIn?: boolean }) {
  if (fields.length === 0) return null;
  return (
    <table className="curate-ApiDocs-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          {withIn && <th scope="col">In</th>}
          <th scope="col">Type</th>
          <th scope="col">Required</th>
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
            <td>{field.required ? 'yes' : 'no'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function EndpointCard({ endpoint }: { endpoint: ApiDocEndpoint }) {
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
        {endpoint.deprecated && <span className="curate-ApiDocs-deprecated"> deprecated</span>}
      </h4>
      <p>{endpoint.summary}</p>
      <FieldTable caption="Parameters" fields={endpoint.parameters} withIn />
      {endpoint.requestExample !== null && (
        <>
          <h5>Request example</h5>
          <pre>{JSON.stringify(endpoint.requestExample, null, 2)}</pre>
        </>
      )}
      <FieldTable caption={`Response fields (${endpoint.successStatus})`} fields={endpoint.responseFields} />
      {endpoint.responseExample !== null && (
        <>
          <h5>Response example</h5>
          <pre>{JSON.stringify(endpoint.responseExample, null, 2)}</pre>
        </>
      )}
      <h5>Error responses</h5>
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
  return (
    <div className="curate-ApiDocs-intro" data-slot="getting-started">
      <p>
        Base URL: <code>{apiBaseUrlOf(document)}</code> (a local development server).
      </p>
      <p>
        All endpoints need authentication. It is currently session-based: send the signed-in session's access token as{' '}
        <code>Authorization: Bearer &lt;token&gt;</code>. API-key authentication is coming.
      </p>
      <p>
        The common response shape has <code>success</code>, <code>data</code>, <code>message</code> and{' '}
        <code>timestamp</code>; errors answer <code>detail</code> and <code>code</code>.
      </p>
    </div>
  );
}

/**
 * 'API Docs' — spec part 2 §2.5: a side menu of sections and, for every endpoint, method, path, parameters,
 * request example, response fields and example, and error responses, all read from the server's live OpenAPI
 * document (GET /api/v2/openapi.json).
 */
export function ApiDocs({ document: given, defaultSection = 'getting-started', className }: ApiDocsProps) {
  const live = useApiDocument();
  const document = given ?? live.document;
  const [section, setSection] = useState<ApiDocSectionId>(defaultSection);
  const endpoints = useMemo(() => (document ? apiDocEndpoints(document, section) : []), [document, section]);
  const state = document ? 'success' : live.status === 'error' ? 'error' : 'loading';
  return (
    <section
      className={cx('curate-ApiDocs', className)}
      data-slot="api-docs"
      data-state={state}
      aria-label="API documentation"
    >
      <nav className="curate-ApiDocs-menu" aria-label="API sections">
        <ul>
          {API_DOC_SECTIONS.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                aria-current={item.id === section ? 'true' : undefined}
                onClick={() => setSection(item.id)}
              >
                {item.title}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="curate-ApiDocs-body">
        <h3>{API_DOC_SECTIONS.find((item) => item.id === section)?.title}</h3>
        {state === 'loading' && <p role="status">Loading the API reference...</p>}
        {state === 'error' && (
          <p role="alert">
            The API reference could not be loaded.{' '}
            <Button size="sm" onClick={() => void live.refetch()}>
              Retry
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
