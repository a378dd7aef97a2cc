import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ContentPage } from '../../../contract/content';
import { messages } from '../../../contract/messages';
import { ApiError } from '../../api/errors';
import { contentApi } from '../../features/content/content.api';
import { loadStrings } from '../../i18n';
import type { I18n } from '../../i18n/runtime';
import { eventually, flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { Route } from 'wouter';
import { AddedInfoPage, AnnualRebateAgreementPage, InfoPage, splitAtQuestions } from './info-page';

const helpCenter: ContentPage = {
  slug: 'after-sales',
  title: 'Help Center',
  description: 'Returns, warranty and answers.',
  html:
    '<h2>Returns</h2>\n<p>Within 30 days.</p>\n<h2>FAQ</h2>\n<details><summary>How long does delivery take?</summary>\n<p>7 to 12 days.</p>\n</details>\n' +
    '<details><summary>Can I order with my prescription?</summary>\n<p>Yes, enter your prescription.</p>\n</details>',
  updated_at: '2025-06-01T12:00:00.000Z',
  version: 3,
  content_lang: 'en',
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  await loadStrings('info', i18n);
});
afterEach(() => vi.restoreAllMocks());

function show(slug: string) {
  const { Wrapper } = shellHarness({ i18n, path: `/${slug}` });
  return render(
    <Wrapper>
      <InfoPage slug={slug} />
    </Wrapper>,
  );
}

describe('InfoPage', () => {
  it("shows the server's text under its title, and sets the title, description and canonical link while shown", async () => {
    vi.spyOn(contentApi, 'page').mockResolvedValue(helpCenter);
    const before = document.title;
    const view = show('after-sales');
    await eventually(() => screen.queryByRole('heading', { level: 1, name: 'Help Center' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Returns' })).toBeTruthy();
    expect(screen.getByText('Last updated Jun 1, 2025')).toBeTruthy();
    expect(document.title).toBe('Help Center · Optic Shop');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Returns, warranty and answers.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/after-sales`);
    view.unmount();
    expect(document.title).toBe(before);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('the search above the questions shows only those with every word typed, opened, and says how many', async () => {
    vi.spyOn(contentApi, 'page').mockResolvedValue(helpCenter);
    const { container } = show('after-sales');
    const search = await eventually(() => screen.queryByRole('searchbox', { name: 'Search the questions' }));
    const visible = () => [...container.querySelectorAll('details')].filter((d) => !d.hidden).map((d) => d.querySelector('summary')!.textContent);
    expect(visible()).toHaveLength(2);
    fireEvent.change(search, { target: { value: 'PRESCRIPTION order' } });
    await flush();
    expect(visible()).toEqual(['Can I order with my prescription?']);
    expect(container.querySelector<HTMLDetailsElement>('details:not([hidden])')!.open).toBe(true);
    expect(within(screen.getByRole('search')).getByRole('status').textContent).toBe('One question matches.');
    fireEvent.change(search, { target: { value: 'lenses cleaning' } });
    await flush();
    expect(visible()).toEqual([]);
    expect(within(screen.getByRole('search')).getByRole('status').textContent).toMatch(/^No question matches/);
    fireEvent.change(search, { target: { value: '' } });
    await flush();
    expect(visible()).toHaveLength(2);
  });

  it('a page the server does not have is the friendly not-found page', async () => {
    vi.spyOn(contentApi, 'page').mockRejectedValue(new ApiError('notFound', 404, messages.pageNotFound));
    show('gone');
    await eventually(() => screen.queryByRole('heading', { level: 1, name: "We can't find that page" }));
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeTruthy();
  });

  it('/Annual-Rebate-Reward-Agreement shows the agreement getAgreement answers, canonical at its own path', async () => {
    const agreement = vi
      .spyOn(contentApi, 'agreement')
      .mockResolvedValue({ ...helpCenter, slug: 'annual-rebate-reward', title: 'Annual Rebate Reward Agreement' });
    const { Wrapper } = shellHarness({ i18n, path: '/Annual-Rebate-Reward-Agreement' });
    const view = render(
      <Wrapper>
        <AnnualRebateAgreementPage />
      </Wrapper>,
    );
    await eventually(() => screen.queryByRole('heading', { level: 1, name: 'Annual Rebate Reward Agreement' }));
    expect(agreement.mock.calls[0]![0]).toBe('annual-rebate-reward');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/Annual-Rebate-Reward-Agreement`,
    );
    view.unmount();
  });

  it('splits a page at its first question', () => {
    expect(splitAtQuestions('<p>a</p><details>q</details>')).toEqual(['<p>a</p>', '<details>q</details>']);
    expect(splitAtQuestions('<p>a</p>')).toEqual(['<p>a</p>', '']);
  });
});

describe('AddedInfoPage: /pages/{slug}, the pages the operator adds', () => {
  function showAt(path: string) {
    const { Wrapper, location } = shellHarness({ i18n, path });
    const view = render(
      <Wrapper>
        <Route path="/pages/:slug">
          <AddedInfoPage />
        </Route>
      </Wrapper>,
    );
    return { view, location };
  }

  it('shows the page of its slug, canonical at /pages/{slug}', async () => {
    const page = vi
      .spyOn(contentApi, 'page')
      .mockResolvedValue({ ...helpCenter, slug: 'size-guide', title: 'Size guide', html: '<p>Three numbers.</p>' });
    const { view } = showAt('/pages/size-guide');
    await eventually(() => screen.queryByRole('heading', { level: 1, name: 'Size guide' }));
    expect(page.mock.calls[0]![0]).toBe('size-guide');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/pages/size-guide`);
    view.unmount();
  });

  it('an address that cannot be a slug is the not-found page, without asking the server', async () => {
    const page = vi.spyOn(contentApi, 'page');
    showAt('/pages/Not_A_Slug');
    await eventually(() => screen.queryByRole('heading', { level: 1, name: "We can't find that page" }));
    expect(page).not.toHaveBeenCalled();
  });

  it('a slug the server does not have is the not-found page', async () => {
    vi.spyOn(contentApi, 'page').mockRejectedValue(new ApiError('notFound', 404, messages.pageNotFound));
    showAt('/pages/gone');
    await eventually(() => screen.queryByRole('heading', { level: 1, name: "We can't find that page" }));
  });

  it("a fixed page's slug goes to its own path", async () => {
    const { location } = showAt('/pages/privacy');
    await eventually(() => location.history.at(-1) === '/privacy' || undefined);
    expect(location.history.at(-1)).toBe('/privacy');
  });
});

describe('InfoPage served with its head by the server', () => {
  it("leaves the shop's own title and description behind (data-default), and no canonical link", async () => {
    vi.spyOn(contentApi, 'page').mockResolvedValue(helpCenter);
    const title = document.head.querySelector('title') ?? document.head.appendChild(document.createElement('title'));
    title.textContent = 'Help Center · Optic Shop';
    title.dataset.default = 'Optic Shop · Eyeglasses';
    const meta = Object.assign(document.createElement('meta'), { name: 'description', content: 'Returns, warranty and answers.' });
    meta.dataset.default = 'Frames for everyone.';
    const link = Object.assign(document.createElement('link'), { rel: 'canonical', href: 'http://shop.test/after-sales' });
    document.head.append(meta, link);
    const view = show('after-sales');
    await eventually(() => screen.queryByRole('heading', { level: 1, name: 'Help Center' }));
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    view.unmount();
    expect(document.title).toBe('Optic Shop · Eyeglasses');
    expect(meta.getAttribute('content')).toBe('Frames for everyone.');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    meta.remove();
    title.remove();
  });
});
