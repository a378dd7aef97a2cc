import ky, { type KyInstance, TimeoutError } from 'ky';
import { Code, fieldMessagesOf, kindOf, refOfEnvelope, type Envelope, type InvalidData } from '../../contract/codes';
import { HTTP_TIMEOUT_MS } from '../../contract/constants';
import { messages, said, type Message } from '../../contract/messages';
import { ApiError } from './errors';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RequestOptions {
  /** Sent as application/x-www-form-urlencoded (the spec's default); arrays as `key[]`. */
  form?: Record<string, string | number | boolean | (string | number)[] | null | undefined>;
  /** Sent as JSON (the spec's exceptions, e.g. addCart). */
  json?: unknown;
  /** Sent as multipart/form-data (uploads: fields and files). */
  multipart?: FormData;
  /** The answer is a file (a logo), resolved as a Blob when the status is 200; failures are envelopes as usual. */
  blob?: boolean;
  /** The query string; lists as repeated `key[]`, as in forms. */
  query?: Record<string, string | number | boolean | (string | number)[] | undefined>;
  /** false for api/visitor: no bearer token. */
  auth?: boolean;
  /** Show the failure message as an error toast. */
  toastError?: boolean;
  /** Show the success message as a success toast. */
  toastSuccess?: boolean;
  /** The coupon list answers 403 for visitors without signing anyone out. */
  ignoreForbidden?: boolean;
  signal?: AbortSignal;
  /** The request outlives the page (fetch keepalive): a shop event sent as the shopper leaves. */
  keepalive?: boolean;
}

export interface ApiClientOptions {
  /** Origin and path prefix of the API; '/' in the browser, an absolute URL in Node. */
  baseUrl: string;
  getToken(): string | null | undefined;
  /**
   * While the app is getting a token (a first visit asks for a visitor token while the page is
   * already usable, and so does signing out), the token once it comes; otherwise at once the token
   * it has or null. A call made meanwhile waits for it, so a fast first tap (Add to cart) is not
   * refused 401 and taken for an ended session.
   */
  awaitToken?(): Promise<string | null>;
  /** 401 or 30001: the app clears token, login status and user info and goes to /sign-in. */
  onUnauthorized(error: ApiError): void;
  /** 403 (but the coupon list): the app sets logged-out and goes to /. */
  onForbidden(error: ApiError): void;
  /** A toast's message: the reference the envelope named (to translate by key), else its text. */
  onToast?(kind: 'error' | 'success', message: Message): void;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type ApiClient = <T>(method: Method, path: string, options?: RequestOptions) => Promise<T>;

/** Form bodies and query strings alike: empty values left out, lists as repeated `key[]`. */
function toParams(form: NonNullable<RequestOptions['form']>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    if (value == null) continue;
    if (Array.isArray(value)) for (const v of value) body.append(`${key}[]`, String(v));
    else body.append(key, String(value));
  }
  return body;
}

/**
 * The only place that speaks HTTP. It implements the spec's error catalogue (section 8) once:
 * body code 200 resolves with `data`; any other code rejects with a typed ApiError, after telling
 * the app about 401/30001 and 403; a request that cannot be sent rejects with code 600.
 * It never touches `window` itself: redirects and toasts are the app's callbacks.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl,
    credentials: 'include',
    timeout: options.timeoutMs ?? HTTP_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
    fetch: options.fetch,
  });

  return async function request<T>(method: Method, path: string, o: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    let token = o.auth === false ? null : options.getToken();
    if (!token && o.auth !== false && options.awaitToken) token = await options.awaitToken();
    if (token) headers.authorization = `Bearer ${token}`;

    let envelope: Envelope<unknown>;
    try {
      const response = await http(path.replace(/^\//, ''), {
        method,
        headers,
        body: o.multipart ?? (o.form ? toParams(o.form) : undefined),
        json: o.form || o.multipart ? undefined : o.json,
        searchParams: o.query ? toParams(o.query) : undefined,
        signal: o.signal,
        keepalive: o.keepalive,
      });
      if (o.blob && response.status === 200) return (await response.blob()) as T;
      envelope = await parseEnvelope(response);
    } catch (err) {
      if (err instanceof ApiError) throw fail(err, o);
      // The caller gave up (a newer search, a page left): not a failure to report.
      if (o.signal?.aborted && !(err instanceof TimeoutError)) throw err;
      // Offline, refused, timed out: the request could not be sent.
      throw fail(new ApiError('network', Code.requestFailed, messages.requestFailed, {}, null, said('requestFailed')), o);
    }

    const ref = refOfEnvelope(envelope);
    if (envelope.code === Code.ok) {
      if (o.toastSuccess && envelope.msg) options.onToast?.('success', ref ?? envelope.msg);
      return envelope.data as T;
    }
    const fieldErrors = envelope.code === Code.invalid ? fieldMessagesOf(envelope.data as InvalidData | null) : {};
    const error = envelope.msg
      ? new ApiError(kindOf(envelope.code), envelope.code, envelope.msg, fieldErrors, envelope.data, ref)
      : new ApiError(kindOf(envelope.code), envelope.code, messages.serverError, fieldErrors, envelope.data, said('serverError'));
    throw fail(error, o);
  };

  function fail(error: ApiError, o: RequestOptions): ApiError {
    if (error.kind === 'unauthorized' || error.kind === 'revoked') options.onUnauthorized(error);
    else if (error.kind === 'forbidden' && !o.ignoreForbidden) options.onForbidden(error);
    if (o.toastError) options.onToast?.('error', error.ref ?? error.message);
    return error;
  }
}

/** The body's words (spec section 8: "the message or msg"): its `message` where it has one, else its `msg`. */
function textOf(body: { message?: unknown; msg?: unknown }): string {
  if (typeof body.message === 'string' && body.message) return body.message;
  return typeof body.msg === 'string' ? body.msg : '';
}

async function parseEnvelope(response: Response): Promise<Envelope<unknown>> {
  const raw = await response.text();
  const code = response.ok ? Code.serverError : response.status;
  let text = '';
  try {
    const body = JSON.parse(raw) as Partial<Envelope<unknown>> & { message?: unknown };
    if (body && typeof body === 'object') {
      text = textOf(body);
      if (typeof body.code === 'number') return { code: body.code, msg: text, key: body.key, values: body.values, data: body.data ?? null };
    }
  } catch {
    /* not JSON: a proxy error page or similar */
  }
  // A refusal in another shape (a proxy's or a plugin's `{ message }`) still says its words.
  if (text && !response.ok) throw new ApiError(kindOf(code), code, text);
  throw new ApiError(kindOf(code), code, messages.serverError, {}, null, said('serverError'));
}
