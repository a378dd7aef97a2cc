import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { ContentPage } from '../../../contract/content';
import { contentApi } from '../../features/content/content.api';
import { loadStrings } from '../../i18n';
import type { I18n } from '../../i18n/runtime';
import { eventually, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import ContactUsPage from './contact-us-page';

vi.mock('../../app/session/selectors', () => ({ useUser: () => ({ id: 7, firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' }) }));

const contactUs: ContentPage = {
  slug: 'contact-us',
  title: 'Contact Us',
  description: 'Write to us.',
  html: '<p>We are happy to help.</p>',
  updated_at: '2025-06-01T12:00:00.000Z',
  version: 1,
  content_lang: 'en',
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  await loadStrings('info', i18n);
});
afterEach(() => vi.restoreAllMocks());

describe('/contact-us', () => {
  it("shows the page's text, then the contact form with a signed-in customer's e-mail filled in", async () => {
    vi.spyOn(contentApi, 'page').mockResolvedValue(contactUs);
    const { Wrapper } = shellHarness({ i18n, path: '/contact-us' });
    render(
      <Wrapper>
        <ContactUsPage />
      </Wrapper>,
    );
    await eventually(() => screen.queryByRole('heading', { level: 1, name: 'Contact Us' }));
    expect(screen.getByText('We are happy to help.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Send us a message' });
    expect((within(form).getByLabelText('E-mail address') as HTMLInputElement).value).toBe('ada@example.com');
    expect((within(form).getByLabelText('Your name') as HTMLInputElement).value).toBe('');
  });
});
