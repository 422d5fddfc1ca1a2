import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Messages } from '@lingui/core';
import { i18n } from '../../lib/i18n';
import { fakeApi, renderRoutes } from '../../testing/app-test-utils';
import { ContactForm } from './contact-form';

// The Hindi messages, as a page at a /hi address has them (lib/i18n.ts); the test setup loads the English.
const HINDI = import.meta.glob<Messages>(
  ['../../locales/hi.json', './locales/hi.json', '../../../../../packages/shared/src/locales/hi/*.json'],
  { query: '?lingui', import: 'messages', eager: true },
);

function renderForm() {
  return renderRoutes([{ path: '/', element: <ContactForm /> }], '/');
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

function fillValidForm() {
  type(/^Name/, 'Rohit Sharma');
  type(/^Email/, 'Rohit.Sharma@Example.in');
  type(/^Company name/, 'Sharma Infra');
  type(/^Contact number/, '+91 98110 22334');
  type(/^Message/, 'Please share the inspection dates for the Bhopal flat.');
}

describe('Contact Us form', () => {
  afterEach(() => i18n.activate('en'));
  it("shows the shared schema's messages when required fields are left empty on blur", async () => {
    fakeApi();
    renderForm();
    fireEvent.blur(await screen.findByLabelText(/^Name/));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    type(/^Email/, 'not-an-email');
    fireEvent.blur(field(/^Email/));
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    expect(field(/^Email/).getAttribute('aria-invalid')).toBe('true');
  });

  it('checks every field on submit and sends nothing while any is invalid', async () => {
    const { requests } = fakeApi();
    renderForm();
    await screen.findByLabelText(/^Contact number/);
    type(/^Contact number/, 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid contact number')).toBeTruthy();
    expect(requests.filter((r) => r.url.pathname === '/api/contact')).toHaveLength(0);
  });

  it('clears a message as soon as the field is corrected', async () => {
    fakeApi();
    renderForm();
    fireEvent.blur(await screen.findByLabelText(/^Name/));
    await screen.findByText('Name is required');
    type(/^Name/, 'R');
    await waitFor(() => expect(screen.queryByText('Name is required')).toBeNull());
  });

  it("posts the message, shows 'Message sent successfully!' and clears the form", async () => {
    const { requests } = fakeApi((request) =>
      request.url.pathname === '/api/contact' && request.method === 'POST'
        ? { status: 201, body: { success: true, data: { id: 'm-1' } } }
        : undefined,
    );
    renderForm();
    await screen.findByLabelText(/^Name/);
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message sent successfully!')).toBeTruthy();
    const sent = requests.find((r) => r.url.pathname === '/api/contact');
    expect(sent?.body).toEqual({
      name: 'Rohit Sharma',
      email: 'Rohit.Sharma@Example.in',
      companyName: 'Sharma Infra',
      contactNumber: '+91 98110 22334',
      message: 'Please share the inspection dates for the Bhopal flat.',
    });
    expect(field(/^Name/).value).toBe('');
    expect(field(/^Message/).value).toBe('');
  });

  it("shows 'Failed to send message. Please try again.' and the server's field messages on a 400", async () => {
    fakeApi((request) =>
      request.url.pathname === '/api/contact'
        ? {
            status: 400,
            body: {
              success: false,
              error: 'Invalid request',
              code: 'VALIDATION_FAILED',
              fields: { email: 'This address cannot receive mail' },
            },
          }
        : undefined,
    );
    renderForm();
    await screen.findByLabelText(/^Name/);
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeTruthy();
    expect(screen.getByText('This address cannot receive mail')).toBeTruthy();
    // The text stays so the visitor can correct and resend it.
    expect(field(/^Message/).value).toBe('Please share the inspection dates for the Bhopal flat.');
  });

  it('shows the failure message when the server refuses the message (too many requests)', async () => {
    fakeApi((request) =>
      request.url.pathname === '/api/contact'
        ? { status: 429, body: { success: false, error: 'Too many requests', code: 'RATE_LIMITED' } }
        : undefined,
    );
    renderForm();
    await screen.findByLabelText(/^Name/);
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeTruthy();
  });

  it("shows the shared schema's messages in Hindi on a Hindi page", async () => {
    for (const messages of Object.values(HINDI)) i18n.load('hi', messages);
    i18n.activate('hi');
    const { requests } = fakeApi();
    renderForm();
    await screen.findByLabelText(/^नाम/);
    type(/^संपर्क नंबर/, 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByText('नाम आवश्यक है')).toBeTruthy();
    expect(screen.getByText('ई-मेल आवश्यक है')).toBeTruthy();
    expect(screen.getByText('संदेश आवश्यक है')).toBeTruthy();
    expect(screen.getByText('कृपया मान्य संपर्क नंबर दर्ज करें')).toBeTruthy();
    expect(screen.queryByText(/required/)).toBeNull();
    expect(requests.filter((r) => r.url.pathname === '/api/contact')).toHaveLength(0);
  });
});
