import type { ScreenProps } from '../../../app/screen-types';
import { PopulationPage } from './population-page';

/** TAN Master Population (`/{orgId}/admin/tan`, AdminTanMasterPopulation). */
export default function TanPopulationScreen({ orgId }: ScreenProps) {
  return <PopulationPage orgId={orgId} kind="tan" path="/{orgId}/admin/tan" label="TAN" />;
}
