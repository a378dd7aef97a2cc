import { http } from '../../api/http';
import { paths } from '../../../contract/endpoints';

/** The shop's offers to visitors: the e-mail catalogue (and, to come, the questionnaire promo). */
export const engagementApi = {
  /** POST api/contractUs/getCatalogue {email}: mails the catalogue link (once a day per address). */
  getCatalogue: (email: string) => http<null>('post', paths.getCatalogue, { form: { email } }),
};
