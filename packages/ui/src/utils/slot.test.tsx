import { renderToString } from 'react-dom/server';
import { Slot as RadixSlot } from 'radix-ui';
import { describe, expect, test } from 'vitest';
import { Slot } from './slot.tsx';

/** The props a child receives from a slot: radix's and ours must agree. */
function received(
  SlotComponent: typeof Slot | typeof RadixSlot.Root,
  slotProps: object,
  childProps: object,
) {
  let props: Record<string, unknown> = {};
  function Child(given: Record<string, unknown>) {
    props = given;
    return null;
  }
  renderToString(
    <SlotComponent {...slotProps}>
      <Child {...childProps} />
    </SlotComponent>,
  );
  return props;
}

describe('Slot', () => {
  test('merges props as radix’s Slot does', () => {
    const calls: string[] = [];
    const slotProps = {
      className: 'slot',
      style: { color: 'red', margin: 1 },
      title: 'slot title',
      'aria-describedby': 'a b',
      onClick: () => calls.push('slot'),
      onFocus: () => calls.push('slot focus'),
    };
    const childProps = {
      className: 'child',
      style: { margin: 2 },
      title: 'child title',
      'aria-describedby': 'b c',
      onClick: () => {
        calls.push('child');
        return 'result';
      },
      onBlur: () => calls.push('child blur'),
    };
    const ours = received(Slot, slotProps, childProps);
    const radix = received(RadixSlot.Root, slotProps, childProps);
    const plain = (props: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(props).filter(([, value]) => typeof value !== 'function'));
    expect(plain(ours)).toEqual(plain(radix));
    expect(Object.keys(ours).sort()).toEqual(Object.keys(radix).sort());
    expect((ours.onClick as () => unknown)()).toBe('result');
    (ours.onFocus as () => void)();
    (ours.onBlur as () => void)();
    expect(calls).toEqual(['child', 'slot', 'slot focus', 'child blur']);
  });

  test('renders the child element itself, with the slot’s attributes', () => {
    const html = renderToString(
      <Slot className="button" data-size="sm">
        <a href="/post" className="link">
          Post
        </a>
      </Slot>,
    );
    expect(html).toBe('<a href="/post" class="button link" data-size="sm">Post</a>');
  });

  test('refuses anything but one element', () => {
    expect(() => renderToString(<Slot>text</Slot>)).toThrow(/single React element/);
    expect(renderToString(<Slot>{null}</Slot>)).toBe('');
  });
});
