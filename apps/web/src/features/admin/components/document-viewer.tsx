import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Box, Button, Group, Image, Modal, Text } from '@mantine/core';

const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;

type DocumentViewerProps = {
  label: string;
  src: string;
  isImage: boolean;
  opened: boolean;
  onClose: () => void;
};

/**
 * A KYC document large enough to read against the registration's details: images fit the screen and
 * zoom in steps with buttons (so the keyboard zooms too) inside a scrolling box; PDFs show inline in a
 * frame of the blob: URL. The Modal moves focus in, keeps it there and closes on Escape (the modal it
 * opens from stays: it does not listen for Escape while a viewer is open).
 */
export function DocumentViewer({ label, src, isImage, opened, onClose }: DocumentViewerProps) {
  const { _ } = useLingui();
  const [step, setStep] = useState(0);
  const zoom = ZOOM_STEPS[step] ?? 1;
  const close = () => {
    setStep(0);
    onClose();
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': _('admin.common.close') }}
      opened={opened}
      onClose={close}
      title={label}
      size="100%"
      centered
    >
      {isImage ? (
        <>
          <Group gap="xs" mb="xs">
            <Button size="xs" variant="default" onClick={() => setStep((s) => s - 1)} disabled={step === 0}>
              {_('admin.document.zoomOut')}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => setStep((s) => s + 1)}
              disabled={step === ZOOM_STEPS.length - 1}
            >
              {_('admin.document.zoomIn')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setStep(0)} disabled={step === 0}>
              {_('admin.document.fit')}
            </Button>
            <Text size="sm" aria-live="polite">
              {Math.round(zoom * 100)}%
            </Text>
          </Group>
          <Box
            h="75vh"
            style={{ overflow: 'auto' }}
            tabIndex={0}
            role="region"
            aria-label={_('admin.document.scrollable', { label })}
          >
            <Image
              src={src}
              alt={label}
              fit="contain"
              w={zoom === 1 ? '100%' : `${zoom * 100}%`}
              h={zoom === 1 ? '100%' : 'auto'}
              maw="none"
            />
          </Box>
        </>
      ) : (
        <iframe src={src} title={label} style={{ width: '100%', height: '78vh', border: 0 }} />
      )}
    </Modal>
  );
}
