import { describe, expect, it } from 'vitest';
import { filterOf, isId, posterStatus, receivedBase, storeIdOf, withQuery } from './paths.ts';

describe('job applications paths', () => {
  it('reads the status filter, all when unknown', () => {
    expect(filterOf('hired')).toBe('hired');
    expect(filterOf('new')).toBe('new');
    expect(filterOf('closed')).toBe('all');
    expect(filterOf(null)).toBe('all');
  });
  it('shows an unopened application to its poster as new', () => {
    expect(posterStatus('sent')).toBe('new');
    expect(posterStatus('viewed')).toBe('viewed');
    expect(posterStatus('hired')).toBe('hired');
  });
  it('reads store segments and ids', () => {
    expect(storeIdOf('store-12')).toBe('12');
    expect(storeIdOf('store-0')).toBeUndefined();
    expect(isId('45')).toBe(true);
    expect(isId('4a')).toBe(false);
  });
  it('builds addresses', () => {
    expect(receivedBase('3')).toBe('/me/store-3/job-applications');
    expect(receivedBase(undefined)).toBe('/me/job-applications');
    expect(withQuery('/me/jobs', { store_id: '3', cursor: '' })).toBe('/me/jobs?store_id=3');
    expect(withQuery('/me/jobs', {})).toBe('/me/jobs');
  });
});
