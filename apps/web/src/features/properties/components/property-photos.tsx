import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button, Group, Modal, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPhoto } from '@tabler/icons-react';
import { labelOf, PROPERTY_TYPE_KEYS, type PropertyPhoto } from '@eauction/shared';
import { DetailSection } from './detail-section';
import classes from './property-photos.module.css';

/** Thumbnails are drawn at most about this size; the attributes reserve their 4:3 box before they load. */
const THUMB_WIDTH = 320;
const THUMB_HEIGHT = 240;

type PropertyPhotosProps = { photos: readonly PropertyPhoto[]; propertyType: string };

/**
 * The property page's photos (docs/product.md, "Overview tab"): lazy-loaded thumbnails,
 * each opening a full-size viewer with previous/next (buttons and the arrow keys). Nothing at all when
 * the property has no photos. Alt text names the property type and the photo's place, since the
 * uploaded file names ("IMG_2041.jpg") describe nothing.
 */
export function PropertyPhotos({ photos, propertyType }: PropertyPhotosProps) {
  const { _ } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  const isSmall = useMediaQuery('(max-width: 36em)') ?? false;
  const count = photos.length;
  const type = labelOf(_, PROPERTY_TYPE_KEYS, propertyType) || _('properties.photos.property');
  const altOf = (index: number) => _('properties.photos.alt', { type, number: index + 1, count });
  const step = (by: number) => setOpen((i) => (i === null ? i : (i + by + count) % count));

  useWindowEvent('keydown', (event) => {
    if (open === null || count < 2 || event.defaultPrevented) return;
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  });

  if (count === 0) return null;
  const current = open === null ? undefined : photos[open];

  return (
    <DetailSection title={_('properties.photos.title')} icon={<IconPhoto size={20} aria-hidden />}>
      <ul className={classes.grid} aria-label={_('properties.photos.count', { count })}>
        {photos.map((photo, index) => (
          <li key={photo.url}>
            <UnstyledButton className={classes.thumb} onClick={() => setOpen(index)} aria-haspopup="dialog">
              <img
                className={classes.thumbImage}
                src={photo.url}
                alt={altOf(index)}
                width={THUMB_WIDTH}
                height={THUMB_HEIGHT}
                loading="lazy"
                decoding="async"
              />
            </UnstyledButton>
          </li>
        ))}
      </ul>

      <Modal
        opened={current !== undefined}
        onClose={() => setOpen(null)}
        title={open === null ? type : altOf(open)}
        closeButtonProps={{ 'aria-label': _('properties.photos.close') }}
        size="xl"
        fullScreen={isSmall}
        centered
      >
        {current && open !== null ? (
          <>
            <div className={classes.frame}>
              <img key={current.url} className={classes.fullImage} src={current.url} alt={altOf(open)} />
            </div>
            <Group justify="space-between" mt="sm" wrap="nowrap" gap="xs">
              <Button
                variant="default"
                className={classes.step}
                onClick={() => step(-1)}
                aria-label={_('properties.photos.previousLabel')}
                disabled={count < 2}
                leftSection={<IconChevronLeft size={18} aria-hidden />}
              >
                {_('properties.photos.previous')}
              </Button>
              <Text size="sm" c="dimmed" ta="center" aria-live="polite" className={classes.caption}>
                {open + 1} / {count}
                {current.name ? ` · ${current.name}` : ''}
              </Text>
              <Button
                variant="default"
                className={classes.step}
                onClick={() => step(1)}
                aria-label={_('properties.photos.nextLabel')}
                disabled={count < 2}
                rightSection={<IconChevronRight size={18} aria-hidden />}
              >
                {_('properties.photos.next')}
              </Button>
            </Group>
          </>
        ) : null}
      </Modal>
    </DetailSection>
  );
}
