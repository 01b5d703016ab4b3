import { TOAST } from '@repo/domain';
import { isValidElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Toaster as SonnerToaster, toast as sonnerToast } from 'sonner';
import { describe, expect, test } from 'vitest';
import { toast } from '../../index.ts';
import { Toaster, type ToasterProps } from './Toaster.tsx';

const props: ToasterProps = { label: 'Notifications', closeLabel: 'Close' };

describe('Toaster', () => {
  test('server-renders an empty, labelled notifications region', () => {
    const html = renderToString(<Toaster {...props} />);
    expect(html).toMatch(/^<section [^>]*aria-label="Notifications F8"[^>]*><\/section>$/);
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('tabindex="-1"');
  });

  test('configures sonner with the shell settings of the spec', () => {
    const element = Toaster(props);
    expect(isValidElement(element)).toBe(true);
    expect(element.type).toBe(SonnerToaster);
    expect(element.props).toMatchObject({
      position: 'top-right',
      visibleToasts: 5,
      duration: 2000,
      hotkey: ['F8'],
      closeButton: true,
      containerAriaLabel: 'Notifications',
      toastOptions: { closeButtonAriaLabel: 'Close' },
    });
    expect(element.props.duration).toBe(TOAST.shellDurationMs);
    expect(element.props).not.toHaveProperty('swipeThreshold');
  });

  test('duration and theme can be overridden', () => {
    const element = Toaster({ ...props, duration: TOAST.defaultDurationMs, theme: 'dark' });
    expect(element.props).toMatchObject({ duration: 5000, theme: 'dark' });
  });

  test('the package re-exports sonner’s toast function', () => {
    expect(toast).toBe(sonnerToast);
    expect(typeof toast.success).toBe('function');
  });
});
