// The site's own address for the links the product writes into e-mails and sends Stripe back to:
// SITE_URL, set by `npm start` and the tests to the local server, else the company's site. Never the
// request's Host header, which a client chooses.
import { company } from '../contract/company.ts';
import { appConfig, type Bindings } from '../env.ts';

export const siteUrlOf = (env: Bindings): string => (appConfig(env).SITE_URL ?? company.siteUrl).replace(/\/+$/, '');
