// The excursion form's upload (upload.ts) over a stand-in XMLHttpRequest: the file sent to the
// uploads endpoint through adminCall, its progress, and what each answer becomes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionEnded } from '../kit/admin-call.ts';
import { UploadFailed, uploadImage } from './upload.ts';

/** The request the page would make, answered by the test. */
class FakeRequest {
  static sent: FakeRequest[] = [];
  readonly upload = new EventTarget();
  readonly events = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  private responseHeaders = '';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.body = body;
    FakeRequest.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = 'content-type: application/json\r\n';
    this.events.dispatchEvent(new Event('load'));
  }
  fail() {
    this.events.dispatchEvent(new Event('error'));
  }
}

const sent = async () => {
  await vi.waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
  return FakeRequest.sent[0]!;
};

const STORED = { url: '/media/excursions/abc.jpg', key: 'excursions/abc.jpg', type: 'image/jpeg', width: 1200, height: 800, bytes: 4 };
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  FakeRequest.sent = [];
  assign = vi.fn();
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  vi.stubGlobal('window', { location: { assign } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadImage', () => {
  it('POSTs the file, named, to the uploads endpoint, reports its progress and resolves to the stored image', async () => {
    const progress = vi.fn();
    const uploading = uploadImage(new Blob(['jpeg'], { type: 'image/jpeg' }), 'photo.jpg', progress);
    const request = await sent();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/admin/uploads');
    const file = (request.body as FormData).get('file') as File;
    expect(file.name).toBe('photo.jpg');
    expect(file.type).toBe('image/jpeg');
    request.progress(2, 4);
    request.answer(201, STORED);
    expect(await uploading).toEqual(STORED);
    expect(progress.mock.calls).toEqual([[0.5], [1]]);
  });

  it('fails with the server’s message for the file, else its message', async () => {
    const refused = uploadImage(new Blob(['x']), 'photo.jpg', () => {});
    (await sent()).answer(400, { error: { code: 'validation_failed', message: 'Check the file.', fields: { file: 'Not an image.' } } });
    await expect(refused).rejects.toEqual(new UploadFailed('Not an image.'));
    FakeRequest.sent = [];
    const tooLarge = uploadImage(new Blob(['x']), 'photo.jpg', () => {});
    (await sent()).answer(413, { error: { code: 'payload_too_large', message: 'Too large.' } });
    await expect(tooLarge).rejects.toMatchObject({ serverMessage: 'Too large.' });
  });

  it('fails without a message when no answer comes', async () => {
    const lost = uploadImage(new Blob(['x']), 'photo.jpg', () => {});
    (await sent()).fail();
    await expect(lost).rejects.toMatchObject({ serverMessage: null });
    await expect(lost).rejects.toBeInstanceOf(UploadFailed);
  });

  it('sends an ended session to the login page, as every call of the back office does', async () => {
    const ended = uploadImage(new Blob(['x']), 'photo.jpg', () => {});
    (await sent()).answer(401, { error: { code: 'unauthorized', message: 'Please sign in.' } });
    await expect(ended).rejects.toBeInstanceOf(SessionEnded);
    expect(assign).toHaveBeenCalledWith('/admin/login');
  });
});
