import { describe, expect, it } from 'vitest';
import { paths } from '../../../../contract/endpoints';
import type { QuestionnairePopup } from '../../../../contract/questionnaire';
import { backends, devAndProdShops } from '../../helpers/test-app';
import { visitorToken } from '../../helpers/sessions';

describe.each(backends())('POST api/dev/questionnaires/end (%s)', (backend) => {
  const shop = devAndProdShops(backend);

  it("ends every running questionnaire, as the operator's CLI does: the promo then offers none", async () => {
    const visitor = await visitorToken(shop.dev);
    expect((await shop.dev.api<QuestionnairePopup | null>('GET', paths.popUpWindow, { token: visitor })).body.data?.id).toBe(1);
    const res = await shop.dev.api('POST', paths.devEndQuestionnaires);
    expect(res.body).toEqual({ code: 200, msg: 'success', data: { ended: [1, 2] } });
    expect((await shop.dev.api('GET', paths.popUpWindow, { token: visitor })).body.data).toBeNull();
    expect((await shop.dev.api('POST', paths.devEndQuestionnaires)).body.data).toEqual({ ended: [] });
  });

  it('does not exist otherwise', async () => {
    expect((await shop.prod.api('POST', paths.devEndQuestionnaires)).status).toBe(404);
  });
});
