import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { ADMIN_MESSAGES } from '@eauction/shared';
import { errorMessage } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

/** A file download with its busy state (by path, for a table of buttons) and its failure message. */
export function useDownload() {
  const { _ } = useLingui();
  const [busyPath, setBusyPath] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (path: string, fallbackName: string) => {
    setBusyPath(path);
    setError(null);
    try {
      await downloadFile(path, fallbackName);
    } catch (failure) {
      setError(errorMessage(failure, _(ADMIN_MESSAGES.downloadFailed)));
    } finally {
      setBusyPath(null);
    }
  };
  return { download, busyPath, error, clearError: () => setError(null) };
}
