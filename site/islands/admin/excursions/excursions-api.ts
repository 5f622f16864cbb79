// The Excursions Management screen's calls to /api/admin/excursions, typed by the contract. Plain
// fetch with the dashboard's 401 rule (signedIn: to the login page); every failure comes back as the
// API's { code, message, fields } so the form can put each message on its field.
import type { AdminExcursion, AdminExcursionInput } from '../../../../worker/contract/admin-excursions.ts';
import type { ApiErrorBody } from '../../../../worker/contract/errors.ts';
import { SessionEnded, signedIn } from '../admin-api.ts';

const EXCURSIONS_PATH = '/api/admin/excursions';

export type ExcursionsFailure = { ok: false; status: number; message: string | null; fields: Record<string, string> };
export type ExcursionsAnswer<Value> = { ok: true; value: Value } | ExcursionsFailure;

async function call<Value>(path: string, init: RequestInit, read: boolean): Promise<ExcursionsAnswer<Value>> {
  let response: Response;
  try {
    response = signedIn(await fetch(path, { cache: 'no-store', ...init }));
  } catch (error) {
    // SessionEnded: the browser is already on its way to the login page; anything else is the network.
    if (error instanceof SessionEnded) throw error;
    return { ok: false, status: 0, message: null, fields: {} };
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return { ok: true, value: (read ? body : null) as Value };
  const error = (body as Partial<ApiErrorBody> | null)?.error;
  return {
    ok: false,
    status: response.status,
    message: error && typeof error.message === 'string' ? error.message : null,
    fields: error?.fields ?? {},
  };
}

const json = (method: string, input: AdminExcursionInput): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(input),
});

export const excursionCalls = {
  list: () => call<AdminExcursion[]>(EXCURSIONS_PATH, {}, true),
  create: (input: AdminExcursionInput) => call<AdminExcursion>(EXCURSIONS_PATH, json('POST', input), true),
  update: (id: number, input: AdminExcursionInput) => call<AdminExcursion>(`${EXCURSIONS_PATH}/${id}`, json('PUT', input), true),
  remove: (id: number) => call<null>(`${EXCURSIONS_PATH}/${id}`, { method: 'DELETE' }, false),
};
