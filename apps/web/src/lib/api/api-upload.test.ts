import { photoUploadResponseSchema } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { errorBody, fakeServer, json } from '../../test/fake-server.ts';
import { apiUpload } from './api-upload.ts';

describe('apiUpload', () => {
  it('posts the multipart body with the XSRF header and reports progress', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-9; path=/';
    const calls = fakeServer({
      'POST /api/membership/members/m1/updatePhoto': () => json(200, { photo: '/profile/m1/1-400.webp' }),
    });
    const form = new FormData();
    form.append('photo', new Blob(['x'], { type: 'image/png' }), 'a.png');
    const progress: number[] = [];
    const answer = await apiUpload('membership', 'members/m1/updatePhoto', {
      form,
      schema: photoUploadResponseSchema,
      onProgress: (percent) => progress.push(percent),
    });
    expect(answer.photo).toBe('/profile/m1/1-400.webp');
    expect(progress).toEqual([50, 100]);
    expect(calls[0]!.headers['x-xsrf-token']).toBe('xsrf-9');
    expect(calls[0]!.credentials).toBe('include');
    expect(calls[0]!.form!.get('photo')).toBeInstanceOf(Blob);
  });

  it('throws the error envelope as an ApiError', async () => {
    fakeServer({
      'POST /api/membership/members/m1/upload': () => json(413, errorBody('payload_too_large', 'Too large')),
    });
    await expect(
      apiUpload('membership', 'members/m1/upload', {
        form: new FormData(),
        schema: photoUploadResponseSchema,
      }),
    ).rejects.toMatchObject({ status: 413, code: 'payload_too_large' });
  });
});
