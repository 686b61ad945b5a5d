import type { ScreenProps } from '../../../app/screen-types';
import { PopulationPage } from './population-page';

/** GSTIN Master Population (`/{orgId}/admin/gstin`, AdminGstPopulation). */
export default function GstinPopulationScreen({ orgId }: ScreenProps) {
  return <PopulationPage orgId={orgId} kind="gstin" path="/{orgId}/admin/gstin" label="GSTIN" />;
}
