import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PropertyPhoto } from '@eauction/shared';
import { mockApi, renderWithApp } from '../testing/render';
import { PropertyPhotos } from './property-photos';

const PHOTOS: PropertyPhoto[] = [0, 1, 2].map((i) => ({
  url: `/api/properties/prop-1/photos/${i}`,
  name: `IMG_00${i}.jpg`,
}));

function renderPhotos(photos: PropertyPhoto[] = PHOTOS) {
  mockApi(() => undefined);
  return renderWithApp(<PropertyPhotos photos={photos} propertyType="RESIDENTIAL HOUSE" />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PropertyPhotos', () => {
  it('shows nothing at all when the property has no photos', () => {
    const { container } = renderPhotos([]);
    expect(screen.queryByRole('heading', { name: 'Photos' })).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('renders a lazy-loaded thumbnail per photo, sized up front, with alt text naming the type and place', () => {
    renderPhotos();
    expect(screen.getByRole('heading', { name: 'Photos' })).toBeTruthy();
    const images = screen.getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([
      'Residential House, photo 1 of 3',
      'Residential House, photo 2 of 3',
      'Residential House, photo 3 of 3',
    ]);
    for (const [i, img] of images.entries()) {
      expect(img.getAttribute('src')).toBe(`/api/properties/prop-1/photos/${i}`);
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('width')).toBe('320');
      expect(img.getAttribute('height')).toBe('240');
    }
    // Native buttons, so Tab reaches each thumbnail and Enter or Space opens it.
    for (const img of images) expect(img.closest('button')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the clicked photo full size in a dialog and steps through with buttons and arrow keys', async () => {
    renderPhotos();
    fireEvent.click(screen.getByRole('button', { name: 'Residential House, photo 2 of 3' }));
    const dialog = await screen.findByRole('dialog');
    const shown = () => within(dialog).getByRole('img').getAttribute('src');
    expect(within(dialog).getByRole('heading', { name: 'Residential House, photo 2 of 3' })).toBeTruthy();
    expect(shown()).toBe('/api/properties/prop-1/photos/1');
    expect(within(dialog).getByText('2 / 3 · IMG_001.jpg')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(shown()).toBe('/api/properties/prop-1/photos/2');
    // Past the last photo comes the first again.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(shown()).toBe('/api/properties/prop-1/photos/0');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(shown()).toBe('/api/properties/prop-1/photos/2');

    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(shown()).toBe('/api/properties/prop-1/photos/1');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(shown()).toBe('/api/properties/prop-1/photos/2');
    expect(within(dialog).getByRole('heading', { name: 'Residential House, photo 3 of 3' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('disables previous and next when there is only one photo', async () => {
    renderPhotos(PHOTOS.slice(0, 1));
    fireEvent.click(screen.getByRole('button', { name: 'Residential House, photo 1 of 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Next photo' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Previous photo' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
