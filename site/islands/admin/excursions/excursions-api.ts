// The Excursions Management screen's requests to /api/admin/excursions, made by adminCall; every
// failure comes back as the API's { status, message, fields } (status 0: no answer), so the form can
// put each message on its field. Types only from the contract.
import type { AdminExcursionInput } from '../../../../worker/contract/schemas/admin-excursions.ts';
import { api, apiFailure } from '../../../lib/api-client.ts';
import { adminCall, SessionEnded, type AdminAnswer, type AdminRequest } from '../kit/admin-call.ts';

export type ExcursionsFailure = { ok: false; status: number; message: string | null; fields: Record<string, string> };
export type ExcursionsAnswer<Value> = { ok: true; value: Value } | ExcursionsFailure;

async function call<Answer extends AdminAnswer>(request: AdminRequest<Answer>): Promise<ExcursionsAnswer<Awaited<ReturnType<Answer['json']>>>> {
  let answer: Answer;
  try {
    answer = await adminCall(request);
  } catch (error) {
    // SessionEnded: the browser is already on its way to the login page; anything else is the network.
    if (error instanceof SessionEnded) throw error;
    return { ok: false, status: 0, message: null, fields: {} };
  }
  if (answer.ok) return { ok: true, value: (answer.status === 204 ? null : await answer.json().catch(() => null)) as Awaited<ReturnType<Answer['json']>> };
  const { status, error } = await apiFailure(answer);
  return { ok: false, status, message: typeof error?.message === 'string' ? error.message : null, fields: error?.fields ?? {} };
}

const excursion = (id: number) => ({ param: { id: String(id) } });

export const excursionCalls = {
  list: () => call((options) => api.admin.excursions.$get(undefined, options)),
  create: (input: AdminExcursionInput) => call((options) => api.admin.excursions.$post({ json: input }, options)),
  update: (id: number, input: AdminExcursionInput) => call((options) => api.admin.excursions[':id'].$put({ ...excursion(id), json: input }, options)),
  remove: (id: number) => call((options) => api.admin.excursions[':id'].$delete(excursion(id), options)),
};
