import { useEffect, useState } from 'react';
import { Anchor, Image, Loader, Modal, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { getRegistrationDocument } from '../api/get-registration-document';

type RegistrationDocumentProps = {
  label: string;
  url: string | null;
  mime: string | null;
};

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; src: string };

/**
 * One stored document in the Registration Details modal. The file is served only with the bearer
 * token, so it is fetched into a blob: URL (revoked when the modal closes). Images show as a thumbnail
 * that opens a full-size viewer; PDFs open in a new tab (the CSP allows no frames or objects).
 */
export function RegistrationDocument({ label, url, mime }: RegistrationDocumentProps) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [viewing, setViewing] = useState(false);

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setLoaded({ status: 'loading' });
    getRegistrationDocument(url, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ status: 'ready', src: objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ status: 'error' });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  const isImage = mime?.startsWith('image/') ?? false;

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        {!url ? (
          <Text size="sm" c="dimmed">
            Not provided
          </Text>
        ) : loaded.status === 'loading' ? (
          <Loader size="sm" aria-label={`Loading ${label}`} />
        ) : loaded.status === 'error' ? (
          <Text size="sm" c="red.8">
            Could not load the document
          </Text>
        ) : isImage ? (
          <>
            <UnstyledButton onClick={() => setViewing(true)} aria-label={`View ${label} full size`}>
              <Image src={loaded.src} alt={label} w={160} h={110} fit="cover" radius="sm" />
            </UnstyledButton>
            <Modal
              closeButtonProps={{ 'aria-label': 'Close' }}
              opened={viewing}
              onClose={() => setViewing(false)}
              title={label}
              size="auto"
              centered
            >
              <Image src={loaded.src} alt={label} maw="90vw" mah="80vh" fit="contain" />
            </Modal>
          </>
        ) : (
          <Anchor href={loaded.src} target="_blank" rel="noopener" size="sm">
            <IconFileTypePdf size={18} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> Open {label}{' '}
            (PDF)
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
