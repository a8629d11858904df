import { ALBUMS, banners, entries, medbrainServices, tabBar, type HomeRole } from '../seed/home'
import { contentCard, SEED_CONTENTS, type SeedContent } from '../seed/contents'
import { coverArt } from '../seed/art'
import { errors } from '../errors'
import { arg, me, paginate, text, whole, type CallContext, defineHandlers } from './context'
import { portraitPerson } from './portrait'
import { healthTestReport, isHealthTestReport, type ReportAnswer } from '../seed/health-tests'
import { isResearchReport, researchReport } from './research-portrait'
import { isTestResultReport, testResultReport } from './health-test-results'

// Home page furniture, content lists, albums, the medical brain, reports and usage events (the message bell
// is answered in messages.ts; research projects in research.ts).

/** Report numbers come from the world, so they move when residents are added. */
function executeReport(context: CallContext): ReportAnswer {
  const id = text(context, 'id')
  if (isHealthTestReport(id)) return healthTestReport(id, portraitPerson(context, reportParameter(context, 'userId')), context.now)
  if (isResearchReport(id))
    return researchReport(context, id, reportParameter(context, 'projectCode'), reportParameter(context, 'generalNameCode'))
  if (isTestResultReport(id)) return testResultReport(context, id, reportParameter(context, 'code'), reportParameter(context, 'userId'))
  const doctor = context.identity?.account.accountCode
  const residents = context.store.state.residents
  const mine = (key: 'familyDoctor' | 'hypertensionDoctor' | 'tumorDoctor') => residents.filter((r) => r[key] === doctor).length
  return {
    reportId: id,
    dataSets: [
      {
        dataSetId: 'ds_resident_count',
        columns: [{ name: '签约居民数' }, { name: '高血压管理人数' }, { name: '多癌种管理人数' }],
        rows: [{ data: [mine('familyDoctor'), mine('hypertensionDoctor'), mine('tumorDoctor')] }],
      },
    ],
    widget: { widgetType: 'COUNTS' },
    declareBinding: { dataSetId: 'ds_resident_count' },
  }
}

/** The first value of a parameter of report.execute's parameterList. */
function reportParameter(context: CallContext, key: string): string {
  const list: unknown = arg(context, 'parameterList')
  const entries: unknown[] = Array.isArray(list) ? list : []
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue
    const { key: name, value } = entry as { key?: unknown; value?: unknown }
    const first: unknown = Array.isArray(value) ? value[0] : undefined
    if (name === key && typeof first === 'string') return first.trim()
  }
  return ''
}

const role = (context: CallContext): HomeRole => (text(context, 'clientRole') === 'doctor' ? 'doctor' : 'health')

function feed(context: CallContext) {
  const clientRole = text(context, 'clientRole')
  const kind = text(context, 'contentType')
  const category = text(context, 'category')
  const wanted = (c: SeedContent) =>
    (!clientRole || c.audience === 'all' || c.audience === clientRole) &&
    (!kind || c.kind === kind) &&
    (!category || c.category === category)
  const cards = SEED_CONTENTS.filter(wanted).map((c) => contentCard(c, context.now))
  return paginate(cards, whole(context, 'current', 1), whole(context, 'size', 10))
}

function album(context: CallContext) {
  const code = text(context, 'albumCode')
  const id = text(context, 'id')
  const found = ALBUMS.find((a) => (code && a.albumCode === code) || (id && a.id === id))
  if (!found) throw errors.notFound('专辑')
  const contents = found.contentIds.flatMap((cid) => SEED_CONTENTS.filter((c) => c.id === cid)).map((c) => contentCard(c, context.now))
  return {
    albumCode: found.albumCode,
    id: found.id,
    title: found.title,
    description: found.description,
    coverUrl: coverArt('专题', found.title, found.palette),
    contents,
  }
}

function applyFoundation(context: CallContext) {
  const doctor = me(context)
  const serial = context.store.update((state) => state.serial + 1)
  return {
    applicationCode: `JJ${context.now.getFullYear()}${doctor.accountCode.slice(0, 4).toUpperCase()}${String(serial).padStart(4, '0')}`,
  }
}

export const homeHandlers = defineHandlers({
  'homepage.tabBarIcons': (c) => tabBar(c.path.includes('/dzj/') || role(c) === 'doctor' ? 'dzj' : 'dcloud'),
  'home.banners': (c) => banners(role(c)),
  'home.entries': (c) => entries(role(c)),
  'content.feed': feed,
  'album.detail': album,
  'medbrain.services': () => medbrainServices(),
  'medbrain.applyFoundation': applyFoundation,
  'report.execute': executeReport,
})
