import { AGREEMENT_PATHS } from '../../../contract/content';
import { InfoPage } from '../info/info-page';
import { BusinessGate } from '../../features/wholesale/business-gate';
import { RebateStatus } from '../../features/wholesale/rebate-status';

const PATH = AGREEMENT_PATHS['annual-rebate-reward'];

/** /Annual-Rebate-Reward-Agreement: the agreement's text (getAgreement), and for a business buyer their year, tier, rebate and accepting it. */
export default function RebateAgreementPage() {
  return (
    <InfoPage slug="annual-rebate-reward" agreement path={PATH}>
      <BusinessGate from={PATH}>
        <RebateStatus />
      </BusinessGate>
    </InfoPage>
  );
}
