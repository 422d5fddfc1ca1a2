import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNearViewport } from './when-near-viewport';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

describe('WhenNearViewport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renders the content at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<WhenNearViewport placeholder={<p>placeholder</p>}>{<p>the map</p>}</WhenNearViewport>);
    expect(screen.getByText('the map')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
  });

  it('shows the placeholder until the box comes near the window, then the content, and stops watching', () => {
    const observers: { callback: Callback; options: unknown; disconnect: ReturnType<typeof vi.fn> }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        disconnect = vi.fn();
        constructor(callback: Callback, options: unknown) {
          observers.push({ callback, options, disconnect: this.disconnect });
        }
        observe() {}
      },
    );
    render(
      <WhenNearViewport placeholder={<p>placeholder</p>} rootMargin="300px">
        <p>the map</p>
      </WhenNearViewport>,
    );
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(screen.queryByText('the map')).toBeNull();
    const observer = observers[0]!;
    expect(observer.options).toEqual({ rootMargin: '300px' });

    act(() => observer.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('the map')).toBeNull();

    act(() => observer.callback([{ isIntersecting: true }]));
    expect(screen.getByText('the map')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
    expect(observer.disconnect).toHaveBeenCalled();
  });
});
