import { InfoPage } from '../info/info-page';
import { BusinessGate } from '../../features/wholesale/business-gate';
import { DropShippingForm } from '../../features/wholesale/drop-shipping-form';

const PATH = '/drop-shipping-service';

/** /drop-shipping-service: how drop shipping works (the operator's text), and for a business buyer the form that sends one of their orders to their customer. */
export default function DropShippingPage() {
  return (
    <InfoPage slug="drop-shipping-service">
      <BusinessGate from={PATH}>
        <DropShippingForm />
      </BusinessGate>
    </InfoPage>
  );
}
