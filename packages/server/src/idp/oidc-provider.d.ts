// Types for the part of oidc-provider 9 the development identity provider uses (the package ships none).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type UnknownObject = Record<string, unknown>;

  /** What `findAccount` returns. */
  export interface Account {
    accountId: string;
    claims(
      use: string,
      scope: string,
      claims: UnknownObject,
      rejected: string[],
    ): UnknownObject | Promise<UnknownObject>;
  }

  export interface Client {
    clientId: string;
    redirectUris: string[];
    grantTypeAllowed(type: string): boolean;
  }

  export interface Grant {
    jti: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantModel {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface ResourceServer {
    scopes: Set<string>;
  }

  export interface Session {
    accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  /** A token being issued (AccessToken, RefreshToken, ...); `kind` names its model. */
  export interface Token {
    kind: string;
    accountId?: string;
    remainingTTL: number;
  }

  export interface OIDCContext {
    provider: Provider;
    route: string;
    params: UnknownObject;
    client?: Client;
    session: Session;
    account?: Account;
    result?: UnknownObject;
    entities: UnknownObject;
    requestParamScopes: Set<string>;
    requestParamOIDCScopes: Set<string>;
    resourceServers: Record<string, ResourceServer>;
  }

  /** The Koa context oidc-provider hands to configuration functions. */
  export interface KoaContextWithOIDC {
    oidc: OIDCContext;
    body: unknown;
    type: string;
    status: number;
    set(field: string, value: string): void;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string; reasons: string[]; details: UnknownObject };
    params: UnknownObject;
    session?: { accountId?: string; uid?: string };
    grantId?: string;
    returnTo: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean; ts?: number; acr?: string; amr?: string[] };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  /** oidc-provider's configuration; typed loosely, see the package's docs for each option. */
  export type Configuration = UnknownObject;

  /** What a model instance is stored as (its JSON), with the ids oidc-provider looks it up by. */
  export interface AdapterPayload extends UnknownObject {
    grantId?: string;
    userCode?: string;
    uid?: string;
    /** Set (seconds since the epoch) once a one-time model such as an authorization code was used. */
    consumed?: number;
  }

  /** The storage of one model; the `adapter` option is a class constructed with the model's name. */
  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: GrantModel;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export namespace interactionPolicy {
    class Check {
      constructor(
        reason: string,
        description: string,
        error: string,
        check: (ctx: KoaContextWithOIDC) => boolean | Promise<boolean>,
        details?: (ctx: KoaContextWithOIDC) => UnknownObject | Promise<UnknownObject>,
      );
      static readonly REQUEST_PROMPT: true;
      static readonly NO_NEED_TO_PROMPT: false;
    }
    interface Prompt {
      name: string;
      checks: Check[];
    }
    interface Policy extends Array<Prompt> {
      get(name: string): Prompt | undefined;
    }
    function base(): Policy;
  }

  export namespace errors {
    class OIDCProviderError extends Error {
      error: string;
      error_description?: string;
      status: number;
    }
    class SessionNotFound extends OIDCProviderError {}
    class InvalidTarget extends OIDCProviderError {
      constructor(description?: string);
    }
  }

  export default Provider;
}
