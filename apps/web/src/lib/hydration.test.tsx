import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from './external-store';
import { useBrowserState, useHydrated } from './hydration';

// React's act() warns unless the environment says it is a test of React.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const signedIn = createStore('Nino');

function Greeting() {
  const name = useBrowserState(signedIn.subscribe, signedIn.get, 'guest');
  const hydrated = useHydrated();
  return <p data-hydrated={hydrated}>Hello, {name}</p>;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('hydrating what the server drew', () => {
  it("hydrates with the server's value, then shows the browser's, with no mismatch", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Greeting />);
    document.body.append(container);
    expect(container.textContent).toBe('Hello, guest');
    const serverParagraph = container.querySelector('p');

    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Greeting />, { onRecoverableError: recoverable });
    });

    expect(container.textContent).toBe('Hello, Nino');
    expect(container.querySelector('p')).toBe(serverParagraph);
    expect(container.querySelector('p')?.dataset.hydrated).toBe('true');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();

    await act(async () => signedIn.set('Giorgi'));
    expect(container.textContent).toBe('Hello, Giorgi');
  });
});
