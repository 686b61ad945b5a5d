import type { ScreenTable } from '../../app/screen-types';
import { recordListScreen } from '../../shared/resource/record-screens';

/**
 * ICEGATE's plain lists. Shipping bills have no page of their own (the catalogue has none): a
 * row's ICEGATE ID opens its account page, which lists the account's bills.
 */
export const icegateRecordScreens: ScreenTable = {
  '/{orgId}/icegate': recordListScreen('icegateAccount'),
  '/{orgId}/icegate/shippingbill': recordListScreen('icegateShippingBill'),
};
