// The app's `region` data-source kind: the areas directly under a region, by the area service (the streets
// of a district, the committees of a street). The region is a code, or a region picker's codes (the last one
// is the area asked about). A config names it, { "region": "{{ form.area }}" }; no renderer names the call.
import { regionCode } from '../../../renderers/shared/region-code'
import type { DataSourceFetcher } from '../../engine'

export const regionSource: DataSourceFetcher<'region'> = async (source, { services }) => {
  const parentCode = regionCode(source.region)
  return parentCode ? services.call('area.streets', { parentCode }) : []
}
