import { useSelector } from '@xstate/react';
import type { supportAgentMachine } from '../../../machines/support-agent.machine';
import { useTranslation } from '../../i18n/react';
import { useStaffSessionRef } from '../app/session/staff-session-provider';
import { PageHead } from '../app/shell/page-parts';
import { supportAgentLogic } from '../features/support/support-agent.actors';
import { SupportDesk } from '../features/support/support-desk';

/**
 * /admin/support: the support chat, answered with the signed-in member's staff token (the
 * session's: no token to type). A new token (signed in again) is a new connection.
 */
export default function SupportPage({ logic = supportAgentLogic }: { logic?: typeof supportAgentMachine }) {
  const { t } = useTranslation();
  const token = useSelector(useStaffSessionRef(), (s) => s.context.token);
  return (
    <>
      <PageHead title={t('support.title')} />
      {token && <SupportDesk key={token} token={token} logic={logic} />}
    </>
  );
}
