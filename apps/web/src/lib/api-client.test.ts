import { afterEach, describe, expect, it } from 'vitest';
import type { Messages } from '@lingui/core';
import { refusalTexts } from './api-client';
import { i18n } from './i18n';

// The Hindi catalogues of packages/shared, as a page at a /hi address has them (lib/i18n.ts).
const HINDI = import.meta.glob<Messages>('../../../../packages/shared/src/locales/hi/*.json', {
  query: '?lingui',
  import: 'messages',
  eager: true,
});

describe('a refusal of the API', () => {
  afterEach(() => i18n.activate('en'));

  const statusChanged = {
    error: 'This registration is already Approved; reload to see its current status',
    code: 'CONFLICT',
    messages: {
      error: {
        id: 'auction.registration.statusChanged',
        values: { status: { id: 'labels.registrationStatus.approved' } },
      },
    },
  };

  it('is written in English with the status’s label', async () => {
    expect((await refusalTexts(statusChanged)).message).toBe(statusChanged.error);
  });

  it('is written in Hindi with the status’s Hindi label', async () => {
    for (const messages of Object.values(HINDI)) i18n.load('hi', messages);
    i18n.activate('hi');
    expect((await refusalTexts(statusChanged)).message).toBe(
      'यह पंजीकरण पहले से ही अनुमोदित है; इसकी वर्तमान स्थिति देखने के लिए कृपया पृष्ठ पुनः लोड करें',
    );
  });

  it('keeps its English text when it comes without keys', async () => {
    i18n.activate('hi');
    expect((await refusalTexts({ error: 'Too many requests', code: 'RATE_LIMITED' })).message).toBe(
      'Too many requests',
    );
  });
});
