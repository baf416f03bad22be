import { renderToString } from 'preact-render-to-string';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, test } from 'vitest';
import { HydrateInTurn } from './hydrate-in-turn';
import { endHydration, hydrateInTurn, isHydrating, startHydration } from './hydration';

/** A part that counts its taps: live once its button answers. */
function Counter({ name }: { name: string }) {
  const [taps, setTaps] = useState(0);
  return (
    <section data-part={name}>
      <button type="button" onClick={() => setTaps(taps + 1)}>
        {name} {taps}
      </button>
    </section>
  );
}

/**
 * Records the order the parts drew themselves in the browser, whether they hydrated, and when
 * their effects ran among the drawings.
 */
const drawn: string[] = [];
const hydrated: string[] = [];
const events: string[] = [];
function Drawn({ name }: { name: string }) {
  drawn.push(name);
  events.push(`draw ${name}`);
  if (isHydrating()) hydrated.push(name);
  useEffect(() => {
    events.push(`effects ${name}`);
  }, [name]);
  return <Counter name={name} />;
}

function Page() {
  return (
    <div className="site">
      <HydrateInTurn>
        <Drawn name="header" />
      </HydrateInTurn>
      <Drawn name="notice" />
      <HydrateInTurn>
        <Drawn name="main" />
      </HydrateInTurn>
      <HydrateInTurn>
        <Drawn name="footer" />
      </HydrateInTurn>
    </div>
  );
}

const part = (name: string) => document.querySelector<HTMLElement>(`[data-part="${name}"]`);
const tap = (name: string) => part(name)?.querySelector('button')?.click();
const label = (name: string) => part(name)?.textContent;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.replaceChildren();
  drawn.length = 0;
  hydrated.length = 0;
  events.length = 0;
});

describe('parts that hydrate in turn (issue 14 item 1)', () => {
  test('wait while the page hydrates, then come alive in page order on the server’s elements', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    drawn.length = 0;
    hydrated.length = 0;
    const serverElements = ['header', 'notice', 'main', 'footer'].map(part);

    startHydration();
    hydrateRoot(container, <Page />);
    // hydrateRoot drew only what is not in turn; the parts in turn are the server's, not live.
    expect(drawn).toEqual(['notice']);
    tap('main');
    await flush();
    expect(label('main')).toBe('main 0');
    tap('notice');
    await flush();
    expect(label('notice')).toBe('notice 1');

    await hydrateInTurn();
    // Every part, the last one too, knew it was hydrating (lib/hydrate-when-near.tsx relies on it).
    expect(hydrated).toEqual(['notice', 'header', 'main', 'footer']);
    endHydration();
    await flush();
    expect(drawn).toEqual(['notice', 'header', 'main', 'footer']);
    // The same elements, now live: nothing was drawn twice or replaced.
    expect(['header', 'notice', 'main', 'footer'].map(part)).toEqual(serverElements);
    expect(container.querySelectorAll('[data-part]')).toHaveLength(4);
    for (const name of ['header', 'main', 'footer']) {
      tap(name);
      await flush();
      expect(label(name)).toBe(`${name} 1`);
    }
  });

  test('run the effects of each part before the next part hydrates, not all after the last', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    events.length = 0;

    startHydration();
    hydrateRoot(container, <Page />);
    expect(events).toEqual(['draw notice']);
    await hydrateInTurn();
    // Without waiting for a frame: the effects of hydrateRoot's pass, then those of each part
    // after its own turn. All in one go, they made one of a phone's longest tasks.
    expect(events).toEqual([
      'draw notice',
      'effects notice',
      'draw header',
      'effects header',
      'draw main',
      'effects main',
      'draw footer',
      'effects footer',
    ]);
    endHydration();
    // Afterwards effects run as Preact schedules them itself.
    tap('main');
    await flush();
    expect(label('main')).toBe('main 1');
  });

  test('draw at once where the browser draws the page itself', async () => {
    const { createRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    document.body.append(container);
    createRoot(container).render(<Page />);
    await flush();
    expect(drawn).toEqual(['header', 'notice', 'main', 'footer']);
    tap('footer');
    await flush();
    expect(label('footer')).toBe('footer 1');
  });
});
