// The HTTP layer every feature plugs into: register contract routes, throw HttpError for domain errors.
import './types';
export { registerRoute, toFastifyPath } from './register-route';
export type { RegisterRouteOptions, RouteHandler, RouteRequest } from './register-route';
export { HttpError } from './http-error';
export { ERROR_STATUS, toErrorResponse } from './error-handler';
export type { AuthenticateHook } from './authenticate';
export { OPENAPI_PATH } from './openapi';
export type { LogStream } from './logging';
