import { options } from 'preact';

/**
 * Decision 069: the storefront runs on Preact, written against React's API. React runs the
 * effects of an update caused by a click or a key before the next event is handled; Preact waits
 * for the next frame, so a quick second key or click could meet the state of two renders ago
 * (a form not yet ready, an address not yet written). Effects here run as soon as the render is
 * done, as React's do.
 */
options.requestAnimationFrame = (flush: () => void) => queueMicrotask(flush);
