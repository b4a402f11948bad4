// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_FRAME_ID, removeFirstFrame } from './first-frame';

describe('removeFirstFrame', () => {
  afterEach(() => {
    document.head.querySelectorAll('link[data-test-style]').forEach((l) => l.remove());
  });

  it('removes the frame but keeps the stylesheets it linked (the chunk loader will not link them again)', () => {
    const frame = document.createElement('div');
    frame.id = FIRST_FRAME_ID;
    frame.innerHTML = '<link rel="stylesheet" data-test-style href="/assets/order.css"><svg></svg>';
    document.body.appendChild(frame);

    removeFirstFrame();

    expect(document.getElementById(FIRST_FRAME_ID)).toBeNull();
    expect(document.head.querySelector('link[href="/assets/order.css"]')).not.toBeNull();
  });

  it('does nothing when there is no frame', () => {
    expect(() => removeFirstFrame()).not.toThrow();
  });
});
