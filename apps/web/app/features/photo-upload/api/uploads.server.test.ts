import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '../model/photo-files.ts';
import { readFormWithFiles } from './uploads.server.ts';

function multipart(form: FormData): Request {
  return new Request('http://web.test/post', { method: 'POST', body: form });
}

const file = (bytes: number, name: string, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes).fill(7)], name, { type });

describe('readFormWithFiles', () => {
  it('reads the text fields and keeps the chosen files aside', async () => {
    const form = new FormData();
    form.append('title', 'ផ្ទះលក់ នៅបឹងកេងកង');
    form.append('phones[0]', '012 345 678');
    form.append('files', file(10, 'a.jpg'));
    form.append('files', file(20, 'b.png', 'image/png'));
    const { formData, files, extraFiles } = await readFormWithFiles(multipart(form), 'files', 12);
    expect(formData.get('title')).toBe('ផ្ទះលក់ នៅបឹងកេងកង');
    expect(formData.get('phones[0]')).toBe('012 345 678');
    expect(formData.has('files')).toBe(false);
    expect(files.map((f) => [f.name, f.type, f.bytes?.byteLength])).toEqual([
      ['a.jpg', 'image/jpeg', 10],
      ['b.png', 'image/png', 20],
    ]);
    expect(extraFiles).toBe(0);
  });

  it('marks a file over 10 MB without keeping it, and counts files past the limit', async () => {
    const form = new FormData();
    form.append('files', file(PHOTO_MAX_BYTES + 1, 'huge.jpg'));
    form.append('files', file(5, 'one.jpg'));
    form.append('files', file(5, 'two.jpg'));
    form.append('other', file(5, 'stray.jpg'));
    form.append('after', 'still read');
    const { formData, files, extraFiles } = await readFormWithFiles(multipart(form), 'files', 2);
    expect(files.map((f) => [f.name, f.bytes === null])).toEqual([
      ['huge.jpg', true],
      ['one.jpg', false],
    ]);
    expect(extraFiles).toBe(1);
    expect(formData.has('other')).toBe(false);
    expect(formData.get('after')).toBe('still read');
  });

  it('skips a file input where nothing was chosen', async () => {
    const form = new FormData();
    form.append('files', new File([], ''));
    form.append('title', 'Bike');
    const { files } = await readFormWithFiles(multipart(form), 'files', 12);
    expect(files).toEqual([]);
  });

  it('reads an urlencoded form as it is', async () => {
    const request = new Request('http://web.test/post', {
      method: 'POST',
      body: new URLSearchParams({ title: 'Bike', photos: 'x' }),
    });
    const { formData, files } = await readFormWithFiles(request, 'files', 12);
    expect(formData.get('title')).toBe('Bike');
    expect(files).toEqual([]);
  });

  it('refuses a body larger than the files it may hold, before reading it', async () => {
    const request = new Request('http://web.test/api/_photos', {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(3 * PHOTO_MAX_BYTES),
      },
      body: 'never read',
    });
    await expect(readFormWithFiles(request, 'file', 1)).rejects.toMatchObject({ status: 413 });
  });
});
