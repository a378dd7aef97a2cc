/**
 * The one HTTP client the shop and the console share: the transport (./client, ./http), its
 * failures (./errors) and the first screen's reader. Each feature's endpoint functions live with
 * the feature (`src/features/<domain>/<domain>.api.ts`, the shell's and the session's in
 * `src/app/`), bound to this client; machines reach them only through `*.actors.ts`.
 */
export { createApiClient, type ApiClient, type ApiClientOptions } from './client';
export { ApiError, isApiError, type ApiErrorKind } from './errors';
export { http, onApiEvent, tokenHolder } from './http';
