// The reabs/doabf swap (SPEC §7): the same backend under two gateways, doabf for doctor pages.
import { DOCTOR_PREFIX, RESIDENT_PREFIX } from '../wire'

export function swapPrefix(path: string, doctorPage: boolean): string {
  const [from, to] = doctorPage ? [RESIDENT_PREFIX, DOCTOR_PREFIX] : [DOCTOR_PREFIX, RESIDENT_PREFIX]
  return path.startsWith(from) ? to + path.slice(from.length) : path
}
