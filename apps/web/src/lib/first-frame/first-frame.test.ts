// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FIRST_FRAME_ID, removeFirstFrame } from './first-frame';

describe('removeFirstFrame', () => {
  it('removes the frame with its own styles', () => {
    const frame = document.createElement('div');
    frame.id = FIRST_FRAME_ID;
    frame.innerHTML = '<style>.seat{fill:gray}</style><svg></svg>';
    document.body.appendChild(frame);

    removeFirstFrame();

    expect(document.getElementById(FIRST_FRAME_ID)).toBeNull();
    expect(document.querySelector('style')).toBeNull();
  });

  it('does nothing when there is no frame', () => {
    expect(() => removeFirstFrame()).not.toThrow();
  });
});
