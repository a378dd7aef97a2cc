import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { GoodsDetail } from '../../../contract/catalog';
import { shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { FrameDetails, frameSize } from './frame-details';

type Shown = Parameters<typeof FrameDetails>[0]['goods'];

const goods: Shown = {
  measurements: { lens_width: 52, bridge: 18, temple: 145, lens_height: 40, weight: null },
  material: 'acetate',
  shape: 'round',
  rim: 'full-rim',
  gender: 'unisex',
  description_html: '<p>A round acetate frame.</p>',
  content_lang: 'en',
};

/** What the server answers for `A **light** frame.\n\n- Spring hinges\n- Nose pads` (content/markdown.ts renderMarkdown). */
const FORMATTED: GoodsDetail['description_html'] = '<p>A <strong>light</strong> frame.</p>\n<ul>\n<li>Spring hinges</li>\n<li>Nose pads</li>\n</ul>';

async function draw(shown: Shown, lang = 'en') {
  const i18n = await testI18n();
  await i18n.changeLanguage(lang);
  const { Wrapper } = shellHarness({ i18n });
  const view = render(
    <Wrapper>
      <FrameDetails goods={shown} />
    </Wrapper>,
  );
  return { i18n, view, section: screen.getByRole('region', { name: i18n.t('product:details.title') }) };
}

describe('frame measurements', () => {
  it('print as eyewear does: lens width □ bridge - temple', () => {
    expect(frameSize({ lens_width: 52, bridge: 18, temple: 145 })).toBe('52□18-145');
    expect(frameSize({ lens_width: 52, bridge: null, temple: 145 })).toBeNull();
  });

  it('list the size line, lens height, weight and the frame words; unknown values are left out', async () => {
    await draw(goods);
    expect(screen.getByTestId('frame-size').textContent).toBe('52□18-145');
    const terms = screen.getAllByRole('term').map((e) => e.textContent);
    const values = screen.getAllByRole('definition').map((e) => e.textContent);
    expect(terms).toEqual(['Lens width', 'Bridge', 'Temple length', 'Lens height', 'Material', 'Shape', 'Rim', 'For']);
    expect(values).toEqual(['52 mm', '18 mm', '145 mm', '40 mm', 'acetate', 'round', 'full-rim', 'unisex']);
    expect(screen.queryByText('Weight')).toBeNull();
  });
});

describe('the description', () => {
  it("draws the server's HTML with its formatting: a bold word, a list, paragraphs", async () => {
    const { section } = await draw({ ...goods, description_html: FORMATTED });
    expect(within(section).getByText('light').tagName).toBe('STRONG');
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Spring hinges', 'Nose pads']);
    // No Markdown left over as text.
    expect(section.textContent).not.toContain('**');
    const box = within(section).getByText('light').closest('[dir]')!;
    expect(box.getAttribute('dir')).toBe('auto');
    expect(box.querySelector('p')?.textContent).toBe('A light frame.');
  });

  it('a plain-text description is a paragraph under a heading for screen readers', async () => {
    const { section } = await draw(goods);
    expect(within(section).getByRole('heading', { level: 3, name: 'Description' })).toBeTruthy();
    expect(within(section).getByText('A round acetate frame.').tagName).toBe('P');
  });

  it('none: no heading, no box', async () => {
    const { section } = await draw({ ...goods, description_html: '' });
    expect(within(section).queryByRole('heading', { level: 3 })).toBeNull();
    expect(section.querySelector('[dir="auto"]')).toBeNull();
  });
});

describe('content in another language than the shop', () => {
  it('marks an untranslated description as English and says so; a translated one is not marked', async () => {
    const { i18n, view } = await draw({ ...goods, description_html: FORMATTED }, 'es');
    try {
      const box = screen.getByText('light').closest('[dir="auto"]')!;
      expect(box.getAttribute('lang')).toBe('en');
      expect(screen.getByText(i18n.t('common:inEnglish'))).toBeTruthy();
      view.unmount();
      const { Wrapper } = shellHarness({ i18n });
      render(
        <Wrapper>
          <FrameDetails goods={{ ...goods, description_html: '<p>Una montura <strong>ligera</strong>.</p>', content_lang: 'es' }} />
        </Wrapper>,
      );
      const translated = screen.getByText('ligera').closest('[dir="auto"]')!;
      expect(translated.hasAttribute('lang')).toBe(false);
      expect(screen.queryByText(i18n.t('common:inEnglish'))).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
