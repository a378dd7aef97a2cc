import { http } from '../api/http';
import { paths } from '../../contract/endpoints';
import type { ConversionInput } from '../../contract/schemas/tracking';

/**
 * Shop events (POST api/v1/{network}/conversion): unflagged (no toast either way) and kept alive
 * past the page. The server never answers 401 to them, so they never sign anyone out.
 */
export const trackingApi = {
  conversion: (network: string, event: ConversionInput) => http<null>('post', paths.conversion(network), { json: event, keepalive: true }),
};
