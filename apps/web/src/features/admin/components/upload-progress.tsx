import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { Progress, Stack, Text } from '@mantine/core';

type UploadProgressProps = {
  /** 0–100 while sending; null hides the bar. */
  percent: number | null;
  /** What the server does once every byte has arrived ('importing the rows'). */
  finishing: string;
};

/** The progress bar of an upload, labelled with the percentage or, once sent, with what follows. */
export function UploadProgress({ percent, finishing }: UploadProgressProps) {
  const { _ } = useLingui();
  const labelId = useId();
  if (percent === null) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" id={labelId} aria-live="polite">
        {percent >= 100
          ? _('admin.upload.complete', { finishing })
          : _('admin.upload.uploading', { percent })}
      </Text>
      <Progress.Root size="lg">
        <Progress.Section value={percent} animated aria-labelledby={labelId} />
      </Progress.Root>
    </Stack>
  );
}
