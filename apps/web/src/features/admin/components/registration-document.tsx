import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { Anchor, Button, Image, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { getRegistrationDocument } from '../api/get-registration-document';
import { DocumentViewer } from './document-viewer';

type RegistrationDocumentProps = {
  label: string;
  url: string | null;
  mime: string | null;
  /** Told when the large viewer opens and closes. */
  onViewerChange: (isOpen: boolean) => void;
};

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; src: string };

/**
 * One stored document in the Registration Details modal. The file is served only with the bearer
 * token, so it is fetched into a blob: URL (revoked when the modal closes); the CSP's frame-src allows
 * blob: for the inline PDF. Images show as a thumbnail and PDFs as a button, both opening the large
 * viewer; a PDF can also be opened in a new tab.
 */
export function RegistrationDocument({ label, url, mime, onViewerChange }: RegistrationDocumentProps) {
  const { _ } = useLingui();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [viewing, setViewingState] = useState(false);
  const setViewing = (isOpen: boolean) => {
    setViewingState(isOpen);
    onViewerChange(isOpen);
  };

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
            {_('admin.document.notProvided')}
          </Text>
        ) : loaded.status === 'loading' ? (
          <Loader size="sm" aria-label={_('admin.document.loading', { label })} />
        ) : loaded.status === 'error' ? (
          <Text size="sm" c="red.8">
            {_('admin.document.loadFailed')}
          </Text>
        ) : isImage ? (
          <UnstyledButton
            onClick={() => setViewing(true)}
            aria-label={_('admin.document.viewFullSize', { label })}
          >
            <Image src={loaded.src} alt={label} w={160} h={110} fit="cover" radius="sm" />
          </UnstyledButton>
        ) : (
          <>
            <Button
              size="xs"
              variant="light"
              onClick={() => setViewing(true)}
              leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
            >
              {_('admin.document.view', { label })}
            </Button>
            <Anchor href={loaded.src} target="_blank" rel="noopener" size="sm">
              {_('admin.document.openInNewTab', { label })}
            </Anchor>
          </>
        )}
        {loaded.status === 'ready' ? (
          <DocumentViewer
            label={label}
            src={loaded.src}
            isImage={isImage}
            opened={viewing}
            onClose={() => setViewing(false)}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
