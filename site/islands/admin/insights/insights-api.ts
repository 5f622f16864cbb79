// The Insights screen's one request (decision 044), made by adminCall. Types only from the contract.
import { api } from '../../../lib/api-client.ts';
import type { Insights } from '../../../../worker/contract/schemas/insights.ts';
import type { AdminRequest } from '../kit/admin-call.ts';

export type { Insights };

export const insightsCalls = {
  insights: (from: string, to: string) => ((options) => api.admin.insights.$get({ query: { from, to } }, options)) satisfies AdminRequest,
};
