import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createHttp } from './http';
import { createMemoryStorage, createTokenStore } from './storage';
import { createFakeFetch } from './test-utils/fakeFetch';
import { type UploadLike, xhrUpload } from './upload';

const store = () => {
  const s = createTokenStore(createMemoryStorage(), { newDeviceId: () => 'device-upload' });
  s.setTokens('token', 'refresh');
  return s;
};
const photoForm = () => {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(2048)], { type: 'image/png' }), 'a.png');
  return form;
};

describe('uploads with progress', () => {
  it('sends a request that asks for progress through the upload transport and reads its answer', async () => {
    const fake = createFakeFetch();
    const seen: { url: string; method?: string; auth?: string | null; body: unknown }[] = [];
    const upload: UploadLike = async (url, init, onProgress) => {
      seen.push({
        url,
        method: init.method,
        auth: new Headers(init.headers).get('Authorization'),
        body: init.body,
      });
      onProgress(1024, 2048);
      onProgress(2048, 2048);
      return Response.json({ data: { id: 7 } }, { status: 201 });
    };
    const http = createHttp({ store: store(), fetch: fake.fetch, upload });
    const progress = vi.fn();
    const form = photoForm();
    const answer = await http.request('POST', '/marketplace/listings/7/photos', {
      body: form,
      onUploadProgress: progress,
    });
    expect(answer).toEqual({ data: { id: 7 } });
    expect(progress.mock.calls).toEqual([
      [1024, 2048],
      [2048, 2048],
    ]);
    expect(seen).toEqual([
      { url: '/api/v1/marketplace/listings/7/photos', method: 'POST', auth: 'Bearer token', body: form },
    ]);
    expect(fake.calls).toHaveLength(0);
  });

  it('rejects with the ApiError naming the field when the upload answers 422', async () => {
    const upload: UploadLike = async () =>
      Response.json(
        { message: 'The given data was invalid.', errors: { photo: ['The photo must be an image.'] } },
        { status: 422 },
      );
    const http = createHttp({ store: store(), fetch: createFakeFetch().fetch, upload });
    const error = await http
      .request('POST', '/marketplace/listings/7/photos', { body: photoForm(), onUploadProgress: () => {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).errors).toEqual({ photo: ['The photo must be an image.'] });
  });

  it('without an upload transport, goes through fetch and reports the whole body once at the end', async () => {
    const fake = createFakeFetch({
      'POST /marketplace/listings/7/photos': { status: 201, body: { data: {} } },
    });
    const http = createHttp({ store: store(), fetch: fake.fetch, upload: null });
    const progress = vi.fn();
    await http.request('POST', '/marketplace/listings/7/photos', {
      body: photoForm(),
      onUploadProgress: progress,
    });
    expect(fake.calls).toHaveLength(1);
    expect(progress.mock.calls).toEqual([[1, 1]]);
  });

  it('a network failure of the upload is the client network error', async () => {
    const upload: UploadLike = async () => {
      throw new TypeError('Failed to fetch');
    };
    const http = createHttp({ store: store(), fetch: createFakeFetch().fetch, upload });
    const error = await http
      .request('POST', '/x', { body: photoForm(), onUploadProgress: () => {} })
      .catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(0);
  });

  it('has no XMLHttpRequest transport outside a browser', () => {
    expect(xhrUpload()).toBeNull();
  });
});
