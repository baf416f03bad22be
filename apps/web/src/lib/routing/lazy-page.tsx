import {
  Component,
  Suspense,
  lazy,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../ui/error-state';
import { PageSkeleton } from '../../ui/loader';

/** Spec §9: a page chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

type PageModule = { default: ComponentType };
type Loader = () => Promise<PageModule>;

export class ChunkTimeoutError extends Error {
  override name = 'ChunkTimeoutError';
}

/** The import, raced against the spec's timeout. */
export function withTimeout<M>(
  load: () => Promise<M>,
  ms: number = CHUNK_TIMEOUT_MS,
): () => Promise<M> {
  return () =>
    new Promise<M>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ChunkTimeoutError(`Page chunk took over ${ms} ms`)),
        ms,
      );
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}

/**
 * Stands in for a lazy chunk that failed to load (a page, a dialog): logs `warning`, tells
 * `onFail`, and draws `fallback` instead, which may `retry` drawing the children.
 */
export class ChunkBoundary extends Component<
  {
    warning: string;
    onFail?: () => void;
    fallback?: (retry: () => void) => ReactNode;
    children: ReactNode;
  },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(this.props.warning, error, info.componentStack ?? '');
    this.props.onFail?.();
  }

  retry = () => this.setState({ failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback?.(this.retry) ?? null;
  }
}

function ChunkFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="container">
      <ErrorState
        title={t('common.chunk_error_title')}
        message={t('common.chunk_error_text')}
        onRetry={onRetry}
      />
    </div>
  );
}

/** A route's page component, with a way to fetch its chunk (the page) ahead of rendering it. */
export type LazyPage = ComponentType & { preload: () => Promise<ComponentType> };

/**
 * A route's page as a lazy chunk (React.lazy): its outline (PageSkeleton) while it arrives; if
 * it fails or times out, a message and a Retry button that tries the import again (React.lazy
 * remembers a failed import, so Retry makes a fresh lazy component). Once its chunk has arrived
 * (`preload`, or an earlier visit) the page renders at once, with no Suspense boundary around
 * it: React hydrates the content of a server-rendered boundary apart from and after the rest of
 * the page (decision 094), so a page the browser already has hydrates with the root.
 */
export function lazyPage(load: Loader, timeoutMs: number = CHUNK_TIMEOUT_MS): LazyPage {
  return lazyPart(load, <PageSkeleton />, timeoutMs);
}

/**
 * A part of a page as a lazy chunk, like `lazyPage`, with `loading` drawn while it arrives (the
 * cart's lines: a spinner in the page rather than a whole page's outline) and its props passed on.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  loading: ReactNode,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): ComponentType<P> & { preload: () => Promise<ComponentType<P>> } {
  const loadWithTimeout = withTimeout(load, timeoutMs);
  let loaded: ComponentType<P> | undefined;
  const loadAndKeep = () =>
    loadWithTimeout().then((module) => {
      loaded = module.default;
      return module;
    });
  function LazyPart(props: P) {
    const [Part, setPart] = useState<ComponentType<P>>(() => loaded ?? lazy(loadAndKeep));
    return (
      <ChunkBoundary
        warning="[lazy-page] page chunk failed to load"
        fallback={(retry) => (
          <ChunkFailed
            onRetry={() => {
              retry();
              setPart(() => lazy(loadAndKeep));
            }}
          />
        )}
      >
        {Part === loaded ? (
          <Part {...props} />
        ) : (
          <Suspense fallback={loading}>
            <Part {...props} />
          </Suspense>
        )}
      </ChunkBoundary>
    );
  }
  return Object.assign(LazyPart, { preload: () => loadAndKeep().then((module) => module.default) });
}

/** Whether a component is a lazy page (it can be preloaded). */
export function isLazyPage(component: unknown): component is LazyPage {
  return typeof component === 'function' && 'preload' in component;
}
