import type { AreaDef } from '@taxdesk/domain';
import type { ComponentType } from 'react';
import type { ScreenModule, ScreenProps } from '../../app/screen-types';
import type { AreaScreenProps } from './area-screen-props';

/** What a route adds to the area and its organisation: the portal, its own words and actions. */
export type AreaScreenExtras = Omit<AreaScreenProps, 'orgId' | 'area'>;

/** A screen module of a shared area block, bound to its area (and portal) for one route. */
export function areaScreenModule(
  Block: ComponentType<AreaScreenProps>,
  area: AreaDef,
  extras: AreaScreenExtras = {},
): ScreenModule {
  return {
    default: function AreaScreen({ orgId }: ScreenProps) {
      return <Block orgId={orgId} area={area} {...extras} />;
    },
  };
}
