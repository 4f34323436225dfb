import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@shared/constants';
import type { FieldErrors } from '@shared/field-errors';
import type { ErrorReply } from '@shared/schemas/common';
import { id } from '@/i18n/id';

// The one way the web app talks to the server. Cookies carry the session (same origin); every request
// carries the CSRF header the server demands on cookie-authenticated writes (decision 003).

/** Any failed call: a non-2xx reply (status, the server's message and field errors) or no reply (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  /** The reply carried its own message (the server's words), not our stand-in for a bare failure. */
  readonly fromServer: boolean;

  constructor(status: number, message: string, errors: FieldErrors = {}, fromServer = status !== 0) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.fromServer = fromServer;
  }

  /** The first message for a field, if the server sent one. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiOptions {
  method?: HttpMethod;
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as multipart/form-data, as is. */
  form?: FormData;
  signal?: AbortSignal;
}

export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = 'GET', json, form, signal } = options;
  const headers: Record<string, string> = { [CSRF_HEADER]: CSRF_HEADER_VALUE, accept: 'application/json' };
  let body: BodyInit | undefined;
  if (form !== undefined) {
    body = form;
  } else if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body, credentials: 'same-origin', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    // No reply at all (offline, or cut off): told as a window event named after the request ('GET /api/wishes'), so a
    // page whose own read it is shows the offline page (components/offline-page.tsx).
    dispatchEvent(new Event(`${method} ${path}`));
    throw new ApiError(0, id.api.noResponse);
  }
  const text = await response.text().catch(() => '');
  return settle<T>(response.status, text);
}

/** Uploads multipart data, reporting progress from 0 to 1; same header and errors as apiFetch. */
export function apiUpload<T>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
  options: { method?: Extract<HttpMethod, 'POST' | 'PUT'>; signal?: AbortSignal } = {},
): Promise<T> {
  const { method = 'POST', signal } = options;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.setRequestHeader(CSRF_HEADER, CSRF_HEADER_VALUE);
    xhr.setRequestHeader('accept', 'application/json');
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    xhr.onload = () => {
      try {
        onProgress?.(1);
        resolve(settle<T>(xhr.status, xhr.responseText));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError(0, id.api.noResponse));
    xhr.ontimeout = () => reject(new ApiError(0, id.api.noResponse));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Turns a status and body text into the parsed reply, or throws the ApiError it stands for. */
function settle<T>(status: number, text: string): T {
  const parsed = parseJson(text);
  if (status >= 200 && status < 300) return parsed as T;
  if (status === 0) throw new ApiError(0, id.api.noResponse);
  const reply = isErrorReply(parsed) ? parsed : undefined;
  throw new ApiError(status, reply?.message || id.api.unexpected, reply?.errors ?? {}, Boolean(reply?.message));
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isErrorReply(value: unknown): value is Pick<ErrorReply, 'message' | 'errors'> {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

/**
 * The one way a failure becomes the words a user sees (decision 013): no reply → the spec's network
 * message; a reply with its own message → that message; else its first field error; else `fallback`,
 * the spec's Indonesian message for what was being done. Exceptions never show their (English) text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0 || error.fromServer) return error.message || fallback;
  return Object.values(error.errors).find((list) => list.length > 0)?.[0] ?? fallback;
}
