import { FEATURE_LICENCE, FEATURES, type AreaDef, type Feature } from '@taxdesk/domain';
import { FEATURE_HOME } from './feature-tile-state';

type HomeTile = { feature: Feature; label: string; home: string; area: AreaDef | null };

/**
 * Home's tiles, in the licence's order of features: an area's own name and home screen where the
 * feature has an area definition, the licence's name and the catalogue home otherwise.
 */
export function homeTiles(areas: readonly AreaDef[], features: readonly Feature[] = FEATURES): HomeTile[] {
  return features.map((feature) => {
    const area = areas.find((a) => a.feature === feature) ?? null;
    return area
      ? { feature, label: area.label, home: area.screens.home, area }
      : { feature, label: FEATURE_LICENCE[feature].label, home: FEATURE_HOME[feature], area: null };
  });
}
