import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SliderPuzzle } from './SliderPuzzle.tsx';

vi.mock('../api/geetest.ts', () => ({
  fetchSlider: async (key: string) => ({
    key,
    background: '',
    piece: '',
    pieceY: 10,
    width: 300,
    height: 150,
    pieceSize: 40,
  }),
}));

describe('SliderPuzzle', () => {
  it('sends where the pointer was last seen, even when that move was not drawn before the release', async () => {
    const onSolved = vi.fn();
    render(<SliderPuzzle clientKey="k1" onSolved={onSolved} />);
    const handle = await screen.findByRole('slider');
    handle.setPointerCapture = () => undefined;
    fireEvent.pointerDown(handle, { clientX: 10, clientY: 5, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 60, clientY: 6, pointerId: 1 });
    // The last move and the release in one go, as on a busy device: no render between them.
    act(() => {
      handle.dispatchEvent(new MouseEvent('pointermove', { bubbles: true, clientX: 130, clientY: 5 }));
      handle.dispatchEvent(new MouseEvent('pointerup', { bubbles: true, clientX: 130, clientY: 5 }));
    });
    expect(onSolved).toHaveBeenCalledTimes(1);
    const solution = onSolved.mock.calls[0]?.[0] as { key: string; x: number; trace: number[][] };
    expect(solution.key).toBe('k1');
    expect(solution.trace.map((s) => s[0])).toEqual([50, 120]);
    expect(solution.x).toBe(120);
  });
});
