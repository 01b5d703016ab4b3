import { TOAST } from '@repo/domain';
import { renderToString } from 'react-dom/server';
import { Toaster as SonnerToaster, toast as sonnerToast } from 'sonner';
import { describe, expect, test, vi } from 'vitest';
import { toast } from '../../index.ts';
import { sonnerToasterProps, Toaster, type ToasterProps } from './Toaster.tsx';

const props: ToasterProps = { label: 'Notifications', closeLabel: 'Close' };

describe('Toaster', () => {
  test('server-renders an empty, labelled notifications region', () => {
    const html = renderToString(<Toaster {...props} />);
    expect(html).toMatch(/^<section [^>]*aria-label="Notifications F8"[^>]*><\/section>$/);
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('tabindex="-1"');
  });

  test('the region before sonner loads is the one sonner renders', () => {
    const own = renderToString(<Toaster {...props} />);
    const sonners = renderToString(<SonnerToaster {...sonnerToasterProps(props)} />);
    const attributes = (html: string) => [...html.matchAll(/ ([\w-]+)="([^"]*)"/g)].map(String);
    expect(attributes(own).sort()).toEqual(attributes(sonners).sort());
  });

  test('configures sonner with the shell settings of the spec', () => {
    expect(sonnerToasterProps(props)).toMatchObject({
      position: 'top-right',
      visibleToasts: 5,
      duration: 2000,
      hotkey: ['F8'],
      closeButton: true,
      containerAriaLabel: 'Notifications',
      toastOptions: { closeButtonAriaLabel: 'Close' },
    });
    expect(sonnerToasterProps(props).duration).toBe(TOAST.shellDurationMs);
    expect(sonnerToasterProps(props)).not.toHaveProperty('swipeThreshold');
  });

  test('duration and theme can be overridden', () => {
    expect(
      sonnerToasterProps({ ...props, duration: TOAST.defaultDurationMs, theme: 'dark' }),
    ).toMatchObject({ duration: 5000, theme: 'dark' });
  });

  test('a top offset moves the toasts below a header, on phones too; the other sides keep theirs', () => {
    expect(sonnerToasterProps(props)).not.toHaveProperty('offset');
    expect(sonnerToasterProps({ ...props, topOffset: 72 })).toEqual({
      ...sonnerToasterProps(props),
      offset: { top: 72 },
      mobileOffset: { top: 72 },
    });
  });

  test('toast loads sonner on first use and raises the toasts there, in order', async () => {
    expect(typeof toast.success).toBe('function');
    toast('Plain', { id: 'plain' });
    toast.success('Saved', { id: 'saved' });
    toast.error('Failed', { id: 'failed' });
    toast.dismiss('plain');
    await vi.waitFor(() =>
      expect(sonnerToast.getToasts().map((item) => item.id)).toEqual(['saved', 'failed']),
    );
    expect(sonnerToast.getToasts()).toMatchObject([{ type: 'success' }, { type: 'error' }]);
  });
});
