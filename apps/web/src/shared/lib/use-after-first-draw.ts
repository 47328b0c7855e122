import { useDeferredValue } from 'react';

/**
 * False in a component's first render, true in the render that follows, which React may interrupt.
 * A page draws its headings and placeholders first and its many cards in that second pass: a phone
 * paints the page's text sooner, and the cards make no long task that a tap would wait behind.
 */
export const useAfterFirstDraw = () => useDeferredValue(true, false);
