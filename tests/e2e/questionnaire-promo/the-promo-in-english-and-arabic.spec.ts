import { test, expect, screenshot } from '../support';
import { newPayer, signInTo } from '../support/payment';
import { visit } from '../support/visit';
import { say, speak } from '../support/words';

/**
 * The questionnaire promo, its iframe and the hosted questionnaire in English and in Arabic (right
 * to left), checked by the accessibility gate: the part of the every-page tour
 * (a11y/every-page-in-english-and-arabic.spec.ts) that needs a shop running a questionnaire.
 */
test.describe.configure({ mode: 'parallel' });

for (const lang of ['en', 'ar']) {
  test(`${lang}: the questionnaire promo, its iframe and the hosted questionnaire`, async ({ page, request, a11y }, testInfo) => {
    test.slow();
    const payer = await newPayer(request, testInfo);
    await signInTo(page, payer, '/account/my-account');
    await speak(page, lang);
    await page.goto('/');
    const promo = page.getByRole('dialog', { name: say(lang, 'questionnaire:promo.title') });
    await expect(promo).toBeVisible();
    // The questionnaire's title is the operator's (English here): its own direction, so an Arabic
    // page does not move its question mark to the front.
    await expect(promo.getByText('How do you choose your glasses?')).toHaveAttribute('dir', 'auto');
    // So do the home page's own sentences behind it (the business pricing block's subtitle).
    await expect(page.locator('[aria-labelledby^="home-promo-"] p > bdi').first()).toHaveText(/the price per piece\.$/);
    await screenshot(page, testInfo, `${lang}-questionnaire-promo`);
    await promo.getByRole('button', { name: say(lang, 'questionnaire:promo.start') }).click();
    const sheet = page.getByRole('dialog', { name: say(lang, 'questionnaire:iframe.title') });
    await expect(sheet).toBeVisible();
    const src = await sheet.locator('iframe').getAttribute('src');
    await expect(page.frameLocator('iframe').getByRole('button', { name: say(lang, 'questionnaire:form.submit') })).toBeVisible();
    await screenshot(page, testInfo, `${lang}-questionnaire-iframe`);
    // The hosted page itself, as the iframe shows it.
    await visit(page, a11y, lang, new URL(src!).pathname + new URL(src!).search);
    await screenshot(page, testInfo, `${lang}-hosted-questionnaire`);
  });
}
