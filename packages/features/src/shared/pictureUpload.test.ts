import { ApiError } from '@gari/client/errors';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@gari/contract/photos';
import { describe, expect, it } from 'vitest';
import {
  localUploadError,
  type PictureUploadState,
  pictureUploadReducer,
  UPLOAD_FAILED_MESSAGE,
  uploadFailure,
} from './pictureUpload';

const idle: PictureUploadState = { status: 'idle' };
const uploading: PictureUploadState = { status: 'uploading', progress: 0.2, fileName: 'a.jpg' };

describe('picture upload states (issue #16)', () => {
  it('idle → uploading at 0 on start; a new start restarts from any state', () => {
    expect(pictureUploadReducer(idle, { type: 'start', fileName: 'a.jpg' })).toEqual({
      status: 'uploading',
      progress: 0,
      fileName: 'a.jpg',
    });
    expect(
      pictureUploadReducer(
        { status: 'error', message: 'x', retryable: true },
        { type: 'start', fileName: 'b.jpg' },
      ),
    ).toMatchObject({ status: 'uploading', fileName: 'b.jpg' });
  });
  it('progress moves only while uploading, capped at 1, kept when the total is unknown', () => {
    expect(pictureUploadReducer(uploading, { type: 'progress', loaded: 50, total: 100 })).toMatchObject({
      progress: 0.5,
    });
    expect(pictureUploadReducer(uploading, { type: 'progress', loaded: 500, total: 100 })).toMatchObject({
      progress: 1,
    });
    expect(pictureUploadReducer(uploading, { type: 'progress', loaded: 5, total: 0 })).toMatchObject({
      progress: 0.2,
    });
    expect(pictureUploadReducer(idle, { type: 'progress', loaded: 5, total: 10 })).toBe(idle);
  });
  it('uploading → done on succeed (ignored elsewhere); → error on fail; reset → idle', () => {
    expect(pictureUploadReducer(uploading, { type: 'succeed' })).toEqual({ status: 'done' });
    expect(pictureUploadReducer(idle, { type: 'succeed' })).toBe(idle);
    expect(pictureUploadReducer(uploading, { type: 'fail', message: 'm', retryable: false })).toEqual({
      status: 'error',
      message: 'm',
      retryable: false,
    });
    expect(pictureUploadReducer({ status: 'done' }, { type: 'reset' })).toEqual(idle);
  });
  it('refuses a file over 10 MB before sending', () => {
    expect(localUploadError({ size: MAX_UPLOAD_BYTES + 1 })).toBe(UPLOAD_MESSAGES.tooBig);
    expect(localUploadError({ size: MAX_UPLOAD_BYTES })).toBeNull();
  });
  it('shows the field message of a 422 (not retryable) and a plain retryable message otherwise', () => {
    const refused = new ApiError({
      status: 422,
      method: 'POST',
      path: '/x',
      errors: { cover: [UPLOAD_MESSAGES.notAnImage] },
    });
    expect(uploadFailure(refused, 'cover')).toEqual({
      type: 'fail',
      message: UPLOAD_MESSAGES.notAnImage,
      retryable: false,
    });
    expect(uploadFailure(new TypeError('Failed to fetch'), 'cover')).toEqual({
      type: 'fail',
      message: UPLOAD_FAILED_MESSAGE,
      retryable: true,
    });
    expect(uploadFailure(new ApiError({ status: 503, method: 'POST', path: '/x' }), 'cover')).toMatchObject({
      message: UPLOAD_FAILED_MESSAGE,
      retryable: true,
    });
  });
});
