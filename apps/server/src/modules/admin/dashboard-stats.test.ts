import { describe, expect, it } from 'vitest';
import { textOf } from '../../platform/i18n';
import { toAuditEntry, type AuditRow } from './dashboard-stats';

const row = (over: Partial<AuditRow>): AuditRow => ({
  id: 7,
  actorId: null,
  action: 'demo.seeded',
  entity: 'system',
  entityId: null,
  before: null,
  after: null,
  createdAt: new Date('2026-11-25T10:00:00Z'),
  actorEmail: null,
  ...over,
});

describe('the dashboard describes audit entries in words', () => {
  it('says what the demo seed loaded', () => {
    const entry = toAuditEntry(row({ after: { properties: 64, accounts: ['a@example.com'] } }));
    expect(entry.description).toBe('Loaded the demo catalogue (64 properties)');
  });

  it('names the account whose logins were paused', () => {
    const entry = toAuditEntry(
      row({
        action: 'user.login-throttled',
        entity: 'user',
        entityId: 'u-1',
        after: { email: 'bidder@example.com', ip: '127.0.0.1', failures: 5 },
      }),
    );
    expect(entry.description).toBe('Logins for bidder@example.com paused after 5 failed attempts');
  });

  it.each([
    ['user.registered', 'Account registered'],
    ['user.email-verified', 'E-mail address verified'],
    ['user.password-reset', 'Password reset'],
    ['user.logged-out-everywhere', 'Signed out on every device'],
    ['user.profile-updated', 'Profile updated'],
    ['registration.created', 'Auction registration submitted'],
    ['admin.created-from-config', 'Admin account created from the server configuration'],
    ['admin.updated-from-config', 'Admin account updated from the server configuration'],
    ['sale.closed', 'Auction closed and its result recorded'],
    ['sale.certificate-issued', 'Sale certificate issued'],
    ['registration.emd-refunded', 'EMD refund recorded'],
    ['property.cancelled', 'Auction cancelled'],
  ])('describes %s as "%s"', (action, sentence) => {
    expect(toAuditEntry(row({ action, entity: 'user', entityId: 'u-1' })).description).toBe(sentence);
  });

  it('describes a change of language', () => {
    const entry = toAuditEntry(
      row({ action: 'user.language-changed', entity: 'user', entityId: 'u-1', after: { language: 'hi' } }),
    );
    expect(entry.description).toBe('Language of mails and documents set to Hindi');
  });

  it('shows the code of an event it has no words for, and never an inherited property name', () => {
    expect(toAuditEntry(row({ action: 'something.new' })).description).toBe('something.new');
    expect(toAuditEntry(row({ action: 'constructor' })).description).toBe('constructor');
    expect(toAuditEntry(row({ action: 'something.new' })).message).toBeUndefined();
  });

  it('gives each sentence its key and values beside the English, for the page to show in Hindi', () => {
    const entry = toAuditEntry(
      row({
        action: 'registration.status-changed',
        entity: 'registration',
        entityId: 'r-1',
        before: { status: 'pending' },
        after: { status: 'approved' },
      }),
    );
    expect(entry.description).toBe('Registration pending → approved');
    expect(entry.message).toEqual({
      id: 'activity.registrationStatusChanged',
      values: { from: 'pending', to: 'approved' },
    });
    expect(textOf(entry.message!, 'hi')).toBe('पंजीकरण लंबित → अनुमोदित');

    const language = toAuditEntry(row({ action: 'user.language-changed', after: { language: 'hi' } }));
    expect(language.message).toEqual({ id: 'activity.userLanguageChanged', values: { language: 'hi' } });
    expect(textOf(language.message!, 'hi')).toBe('ई-मेल और दस्तावेज़ों की भाषा हिन्दी की गई');
    expect(toAuditEntry(row({ action: 'sale.confirmed' })).message).toEqual({ id: 'activity.saleConfirmed' });
  });

  it("writes the counts of an upload and an edit's fields into the sentence", () => {
    const upload = toAuditEntry(
      row({
        action: 'property.bulk-uploaded',
        entity: 'upload',
        after: { fileName: 'properties.xlsx', created: 12, updated: 3, rejected: 1 },
      }),
    );
    expect(upload.description).toBe('Uploaded properties.xlsx: 12 created, 3 updated, 1 refused');
    expect(textOf(upload.message!, 'hi')).toBe('properties.xlsx अपलोड की गई: 12 नई, 3 अद्यतन, 1 अस्वीकृत');
    const edit = toAuditEntry(
      row({
        action: 'property.updated',
        entity: 'property',
        after: { auctionCode: 'EA-1', reservePrice: 10, emdAmount: 1 },
      }),
    );
    expect(edit.description).toBe('Edited auction EA-1 (reservePrice, emdAmount)');
    expect(
      toAuditEntry(row({ action: 'property.updated', after: { auctionCode: 'EA-1' } })).description,
    ).toBe('Edited auction EA-1');
  });
});
