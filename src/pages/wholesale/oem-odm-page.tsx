import { useUser } from '../../app/session/selectors';
import { InfoPage } from '../info/info-page';
import { OdmForm } from '../../features/wholesale/odm-form';

/** /oem-odm: what OEM/ODM means here (the operator's text), and the request form below it (a signed-in customer's name and e-mail filled in). */
export default function OemOdmPage() {
  const user = useUser();
  const initial = user ? { name: `${user.firstname} ${user.lastname}`.trim(), email: user.email } : undefined;
  return (
    <InfoPage slug="oem-odm">
      <OdmForm key={user?.id ?? 'visitor'} initial={initial} />
    </InfoPage>
  );
}
