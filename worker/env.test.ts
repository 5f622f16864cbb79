import { describe, expect, it } from 'vitest';
import { appConfig, type Bindings } from './env.ts';

const bindings = (vars: Partial<Bindings>) => ({ ...vars }) as Bindings;

describe('appConfig', () => {
  it('defaults to the local outbox with nothing configured', () => {
    expect(appConfig(bindings({})).MAIL_PROVIDER).toBe('outbox');
  });

  it('names every missing variable of the http mail provider', () => {
    expect(() => appConfig(bindings({ MAIL_PROVIDER: 'http' }))).toThrow(
      /MAIL_API_URL: MAIL_API_URL is required.*MAIL_API_KEY: MAIL_API_KEY is required.*MAIL_FROM: MAIL_FROM is required/,
    );
  });

  it('refuses a short session secret and a hand-made password hash, by name', () => {
    expect(() => appConfig(bindings({ SESSION_SECRET: 'short' }))).toThrow(/SESSION_SECRET: SESSION_SECRET must be at least 32 characters/);
    expect(() => appConfig(bindings({ ADMIN_PASSWORD_HASH: 'hunter2' }))).toThrow(/ADMIN_PASSWORD_HASH: .*npm run admin:hash/);
  });

  it('reads the inbound mail domain in lower case, and refuses what is no domain or no address, by name', () => {
    expect(appConfig(bindings({ INBOUND_MAIL_DOMAIN: 'Reply.Paris-Elite-Chauffeur.fr' })).INBOUND_MAIL_DOMAIN).toBe('reply.paris-elite-chauffeur.fr');
    expect(appConfig(bindings({ INBOUND_MAIL_DOMAIN: 'reply.localhost' })).INBOUND_MAIL_DOMAIN).toBe('reply.localhost');
    expect(() => appConfig(bindings({ INBOUND_MAIL_DOMAIN: 'reply@example.com' }))).toThrow(/INBOUND_MAIL_DOMAIN: INBOUND_MAIL_DOMAIN must be a domain name/);
    expect(() => appConfig(bindings({ INBOUND_FORWARD_TO: 'mailbox' }))).toThrow(/INBOUND_FORWARD_TO: INBOUND_FORWARD_TO must be an e-mail address/);
  });

  it('accepts a complete http configuration', () => {
    const config = appConfig(
      bindings({ MAIL_PROVIDER: 'http', MAIL_API_URL: 'https://api.resend.com/emails', MAIL_API_KEY: 're_123', MAIL_FROM: 'Paris <b@example.com>' }),
    );
    expect(config.MAIL_PROVIDER).toBe('http');
  });
});
