import { describe, expect, it } from 'vitest';
import { cardMarkField, cardMarksBack, readCardMark } from './card-marks.ts';

describe('cardMarksBack', () => {
  it('keeps a path of this site, with its query', () => {
    expect(cardMarksBack('/iphone-13-adid-12')).toBe('/iphone-13-adid-12');
    expect(cardMarksBack('/km/iphone-13-adid-12?x=1#top')).toBe('/km/iphone-13-adid-12?x=1#top');
    expect(cardMarksBack('/')).toBe('/');
  });

  it('refuses other origins and anything that is not a path', () => {
    for (const value of [
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'iphone-adid-12',
      '',
      '/\tevil',
      '/\n//evil.example',
      null,
      undefined,
      42,
      new File(['x'], 'x.txt'),
    ]) {
      expect(cardMarksBack(value), String(value)).toBe('/');
    }
  });
});

describe('readCardMark', () => {
  const form = (entries: Record<string, string>) => new URLSearchParams(entries);

  it('reads which mark a card toggle asks for, and the ad', () => {
    expect(readCardMark(form({ like: '12' }))).toEqual({ intent: 'like', value: true, id: '12' });
    expect(readCardMark(form({ unlike: '12' }))).toEqual({
      intent: 'like',
      value: false,
      id: '12',
    });
    expect(readCardMark(form({ save: '7', respond: 'json' }))).toEqual({
      intent: 'save',
      value: true,
      id: '7',
    });
    expect(readCardMark(form({ unsave: '7' }))).toEqual({ intent: 'save', value: false, id: '7' });
  });

  it('is null for a post that asks for no mark', () => {
    expect(readCardMark(form({}))).toBeNull();
    expect(readCardMark(form({ intent: 'like', id: '12', value: 'true' }))).toBeNull();
    expect(readCardMark(form({ constructor: '1', __proto__: '2' }))).toBeNull();
  });

  it('names the field of the new state', () => {
    expect(cardMarkField('like', true)).toBe('like');
    expect(cardMarkField('like', false)).toBe('unlike');
    expect(cardMarkField('save', false)).toBe('unsave');
  });
});
