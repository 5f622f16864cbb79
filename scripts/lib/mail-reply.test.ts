// `npm run mail:reply`'s parts: the local endpoint, the message made to answer an address (its
// placeholders, To and Message-ID, every byte of a Latin-1 body kept), the sender read from a file,
// and the newest signed Reply-To read from a local D1 file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { answerFrom, emailEndpoint, fromHeaderAddress, newestReplyTarget } from './mail-reply.ts';

const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const TO = 'reply+1-g6b-abcdefghijklmnopqrstuvwxyz@reply.localhost';

describe('emailEndpoint', () => {
  it('is wrangler dev’s email endpoint with the envelope in the query', () => {
    expect(emailEndpoint(8787, 'a@example.com', TO)).toBe(
      `http://localhost:8787/cdn-cgi/local/email?from=a%40example.com&to=reply%2B1-g6b-abcdefghijklmnopqrstuvwxyz%40reply.localhost&format=json`,
    );
  });
});

describe('answerFrom', () => {
  it('fills the placeholders, sets To and a fresh Message-ID, and keeps the body’s bytes', () => {
    const file = latin1(
      'From: Claire <{{from}}>\r\nTo: someone@example.com\r\nMessage-ID: <old@x>\r\n\tfolded\r\nSubject: Re\r\n\r\nD\xe9j\xe0 vu, {{to}}\r\n',
    );
    const answer = Buffer.from(answerFrom(file, { to: TO, from: 'c@example.com', messageId: '<new@y>' })).toString('latin1');
    expect(answer).toBe(`From: Claire <c@example.com>\r\nTo: ${TO}\r\nMessage-ID: <new@y>\r\nSubject: Re\r\n\r\nD\xe9j\xe0 vu, ${TO}\r\n`);
  });

  it('adds the headers a file lacks', () => {
    const answer = Buffer.from(answerFrom(latin1('Subject: Hi\n\nHello\n'), { to: TO, from: 'c@example.com', messageId: '<new@y>' })).toString('latin1');
    expect(answer).toBe(`Subject: Hi\nTo: ${TO}\nMessage-ID: <new@y>\n\nHello\n`);
  });
});

describe('fromHeaderAddress', () => {
  it('reads the sender, not a placeholder', () => {
    expect(fromHeaderAddress(latin1('From: Claire Martin <claire@example.com>\r\n\r\nx'))).toBe('claire@example.com');
    expect(fromHeaderAddress(latin1('From: ben@example.com\n\nx'))).toBe('ben@example.com');
    expect(fromHeaderAddress(latin1('From: Claire <{{from}}>\n\nx'))).toBeNull();
    expect(fromHeaderAddress(latin1('Subject: none\n\nFrom: not@header.com'))).toBeNull();
  });
});

describe('newestReplyTarget', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('answers the newest customer e-mail sent with a signed Reply-To, or null', () => {
    folder = mkdtempSync(path.join(tmpdir(), 'mail-reply-'));
    const file = path.join(folder, 'db.sqlite');
    const db = new DatabaseSync(file);
    db.exec('create table outbox (id integer primary key, kind text, to_address text, reply_to text, status text)');
    expect(newestReplyTarget(file)).toBeNull();
    const insert = db.prepare('insert into outbox (kind, to_address, reply_to, status) values (?, ?, ?, ?)');
    insert.run('contact.customer', 'old@example.com', 'reply+1-a-x@reply.localhost', 'sent');
    insert.run('quote.customer', 'new@example.com', 'reply+2-a-y@reply.localhost', 'sent');
    insert.run('quote.admin', 'office@example.com', 'new@example.com', 'sent');
    insert.run('reply.conversation', 'pending@example.com', null, 'pending');
    db.close();
    expect(newestReplyTarget(file)).toEqual({ to: 'reply+2-a-y@reply.localhost', customer: 'new@example.com' });
  });
});
