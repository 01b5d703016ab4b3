import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { localPathOf, STORAGE_KEY } from './photos.storage.ts';
import { sniffImageFormat } from './photos.images.ts';

describe('photo settings', () => {
  it('defaults: 10 MB, 120 uploads an hour, local files beside the database served by the API', () => {
    const config = loadConfig({ DATA_DIR: '/var/lib/psar' });
    expect(config).toMatchObject({
      PHOTO_MAX_BYTES: 10 * 1024 * 1024,
      PHOTO_UPLOADS_PER_HOUR: 120,
      PHOTO_STORAGE: 'local',
      MEDIA_DIR: '/var/lib/psar/media',
      MEDIA_BASE_URL: 'http://127.0.0.1:3001/media',
    });
    expect(loadConfig({ DATA_DIR: 'memory://' }).MEDIA_DIR).toBe(join(tmpdir(), 'psar-media'));
    expect(loadConfig({ API_PORT: '4101' }).MEDIA_BASE_URL).toBe('http://127.0.0.1:4101/media');
    expect(loadConfig({ API_HOST: '0.0.0.0' }).MEDIA_BASE_URL).toBe('http://127.0.0.1:3001/media');
    expect(loadConfig({ API_HOST: '::1' }).MEDIA_BASE_URL).toBe('http://[::1]:3001/media');
    expect(loadConfig({ MEDIA_BASE_URL: 'https://img.psar.com.kh/' }).MEDIA_BASE_URL).toBe(
      'https://img.psar.com.kh',
    );
  });

  it('s3 needs a bucket; its files are public at the endpoint unless MEDIA_BASE_URL says otherwise', () => {
    expect(() => loadConfig({ PHOTO_STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() =>
      loadConfig({ PHOTO_STORAGE: 's3', S3_BUCKET: 'psar', S3_ACCESS_KEY_ID: 'only-the-id' }),
    ).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ PHOTO_STORAGE: 'ftp' })).toThrow(/PHOTO_STORAGE/);
    expect(
      loadConfig({ PHOTO_STORAGE: 's3', S3_BUCKET: 'psar', S3_ENDPOINT: 'http://127.0.0.1:9000/' })
        .MEDIA_BASE_URL,
    ).toBe('http://127.0.0.1:9000/psar');
    expect(
      loadConfig({ PHOTO_STORAGE: 's3', S3_BUCKET: 'psar', S3_REGION: 'ap-southeast-1' })
        .MEDIA_BASE_URL,
    ).toBe('https://s3.ap-southeast-1.amazonaws.com/psar');
  });
});

describe('storage keys and image signatures', () => {
  it('maps only plain keys into the media folder', () => {
    expect(localPathOf('/srv/media', 'photos/abc/thumb.webp')).toBe(
      '/srv/media/photos/abc/thumb.webp',
    );
    for (const key of [
      '../etc/passwd',
      'photos/../../x.webp',
      '/etc/x.webp',
      'a\\b.webp',
      'x',
      'a/.webp',
      'a//b.webp',
    ]) {
      expect(localPathOf('/srv/media', key), key).toBeNull();
      expect(STORAGE_KEY.test(key), key).toBe(false);
    }
  });

  it('recognises JPEG, PNG and WebP by their first bytes only', () => {
    expect(sniffImageFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageFormat(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'))).toBe('png');
    expect(sniffImageFormat(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(sniffImageFormat(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImageFormat(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });
});
