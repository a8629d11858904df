// One person, one title everywhere: every place the seed names one of its doctors beside a title (a record's
// name and title fields, a byline such as "陈立新 主治医师") gives that doctor's one title, and each doctor works
// at one hospital, in one department (people.ts), wherever a record says where (a consultation, a homepage).
import { describe, expect, it } from 'vitest'
import { createSeedState } from '.'
import * as accounts from './accounts'
import * as contents from './contents'
import * as courses from './courses'
import * as encyclopedia from './encyclopedia'
import * as healthConsultations from './health-consultations'
import * as homepages from './homepages'
import * as hospitals from './hospitals'
import * as meetings from './meetings'
import * as orders from './orders'
import * as remoteScreens from './remote-screens'
import * as specialServices from './special-services'
import { DEMO_CENTRE, DEMO_DEPARTMENT, seedDoctorPlaces, seedDoctorTitles } from './people'

const TITLES = seedDoctorTitles()
const NAMES = Object.keys(TITLES)
const PLACES = seedDoctorPlaces()
const DOCTORS = [accounts.DEMO_DOCTOR, ...accounts.OTHER_DOCTORS]
const NAME_FIELDS = ['name', 'doctorName', 'author', 'authorName', 'speaker', 'expertName']
const TITLE_FIELDS = ['title', 'doctorTitle', 'authorTitle', 'expertTitle']
const BYLINE = new RegExp(`(${NAMES.join('|')})\\s*(主任医师|副主任医师|主治医师|全科医师|住院医师)`, 'g')

/** Every plain value reachable from `root`, with the path it was found at. */
function* walk(root: unknown, path: string, seen = new Set<unknown>()): Generator<[string, unknown]> {
  if (root && typeof root === 'object') {
    if (seen.has(root)) return
    seen.add(root)
  }
  yield [path, root]
  if (Array.isArray(root)) for (const [i, v] of root.entries()) yield* walk(v, `${path}[${i}]`, seen)
  else if (root && typeof root === 'object') for (const [k, v] of Object.entries(root)) yield* walk(v, `${path}.${k}`, seen)
}

/** The seed as the app sees it: the world's state and what the seed modules export (their functions' answers for the meetings). */
function seedValues(): Record<string, unknown> {
  const modules = {
    accounts,
    contents,
    courses,
    encyclopedia,
    healthConsultations,
    homepages,
    hospitals,
    meetings,
    orders,
    remoteScreens,
    specialServices,
  }
  const exported = Object.fromEntries(
    Object.entries(modules).map(([name, m]) => [name, Object.fromEntries(Object.entries(m).filter(([, v]) => typeof v !== 'function'))]),
  )
  const speakers = meetings.SEED_MEETINGS.map((m) => meetings.meetingSpeakers(m))
  return { state: createSeedState(new Date(2025, 5, 18, 10, 30)), exported, speakers }
}

describe('the seed’s people', () => {
  const values = [...walk(seedValues(), 'seed')]

  it('gives each doctor one title wherever a record names them with one', () => {
    const wrong: string[] = []
    let checked = 0
    for (const [path, value] of values) {
      if (typeof value === 'string') {
        for (const [, name, title] of value.matchAll(BYLINE)) {
          checked++
          if (title !== TITLES[name]) wrong.push(`${path}: "${name} ${title}", not ${TITLES[name]}`)
        }
        continue
      }
      if (!value || typeof value !== 'object' || Array.isArray(value)) continue
      const record = value as Record<string, unknown>
      const name = NAME_FIELDS.map((f) => record[f]).find((v): v is string => typeof v === 'string' && NAMES.includes(v))
      if (!name) continue
      for (const field of TITLE_FIELDS) {
        const title = record[field]
        // A title field that is a whole heading (an order's 图文问诊 · 陈立新 主治医师) is checked as text, by BYLINE.
        if (typeof title !== 'string' || !/^[^\s·]+医师$/.test(title)) continue
        checked++
        if (title !== TITLES[name]) wrong.push(`${path}.${field}: ${name} is ${title}, not ${TITLES[name]}`)
      }
    }
    expect(wrong).toEqual([])
    expect(checked).toBeGreaterThan(20)
  })

  it('puts each doctor at one hospital, in one department, wherever a record says where they work', () => {
    const wrong: string[] = []
    let checked = 0
    for (const [path, value] of values) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) continue
      const record = value as Record<string, unknown>
      const named = NAME_FIELDS.map((f) => record[f]).find((v): v is string => typeof v === 'string' && NAMES.includes(v))
      const coded = DOCTORS.find((d) => [record.accountCode, record.doctorCode].includes(d.accountCode))?.name
      const name = named ?? coded
      if (!name) continue
      const place = PLACES[name]
      if (typeof record.hospitalName === 'string') {
        checked++
        if (record.hospitalName !== place.hospital)
          wrong.push(`${path}.hospitalName: ${name} at ${record.hospitalName}, not ${place.hospital}`)
      }
      for (const field of ['department', 'departmentName']) {
        const department = record[field]
        if (typeof department !== 'string') continue
        checked++
        if (department !== place.department) wrong.push(`${path}.${field}: ${name} in ${department}, not ${place.department}`)
      }
    }
    expect(wrong).toEqual([])
    expect(checked).toBeGreaterThan(10)
  })

  it('puts the demo doctor at his centre, in general practice', () => {
    expect(PLACES[accounts.DEMO_DOCTOR.name]).toEqual({ hospital: DEMO_CENTRE, department: DEMO_DEPARTMENT })
  })
})
